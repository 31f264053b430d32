// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: after creating a file, probe() reports a missing interrupt through
 * dev_err_probe() and returns it
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

static ssize_t rate_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	return sysfs_emit(buf, "100\n");
}
static DEVICE_ATTR_RO(rate);

static int tick_probe(struct platform_device *pdev)
{
	int ret;

	ret = device_create_file(&pdev->dev, &dev_attr_rate);	/* warn(sysfscheck): sysfs-leak "file 'dev_attr_rate' created here is not removed when tick_probe() fails at line 27" -- the error is returned through dev_err_probe(), not a constant or a variable tested by if; the rule's error-return patterns do not cover it */
	if (ret)
		return ret;
	ret = platform_get_irq(pdev, 0);
	if (ret < 0)
		return dev_err_probe(&pdev->dev, ret, "no interrupt\n");
	return 0;
}

static int tick_remove(struct platform_device *pdev)
{
	device_remove_file(&pdev->dev, &dev_attr_rate);
	return 0;
}

static struct platform_driver tick_driver = {
	.probe = tick_probe,
	.remove = tick_remove,
	.driver = {
		.name = "demo-tick",
	},
};
module_platform_driver(tick_driver);
MODULE_LICENSE("GPL");
