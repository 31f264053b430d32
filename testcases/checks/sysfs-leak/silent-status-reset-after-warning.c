// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: probe() warns when a later step fails and sets its status
 * back to 0: the file it created stays, and probe() does not fail
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

extern int fan_hw_init(struct device *dev);

static ssize_t a_show(struct device *dev, struct device_attribute *attr,
		      char *buf)
{
	return sysfs_emit(buf, "a\n");
}
static DEVICE_ATTR_RO(a);

static int fan_probe(struct platform_device *pdev)
{
	int ret;

	ret = device_create_file(&pdev->dev, &dev_attr_a);
	if (ret)
		return ret;
	ret = fan_hw_init(&pdev->dev);
	if (ret) {
		dev_warn(&pdev->dev, "no hardware init: %d\n", ret);
		ret = 0;
	}
	return ret;
}

static int fan_remove(struct platform_device *pdev)
{
	device_remove_file(&pdev->dev, &dev_attr_a);
	return 0;
}

static struct platform_driver fan_driver = {
	.probe = fan_probe,
	.remove = fan_remove,
	.driver = {
		.name = "demo-fan",
	},
};
module_platform_driver(fan_driver);
MODULE_LICENSE("GPL");
