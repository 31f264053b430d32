// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: an attribute defined without static (DEVICE_ATTR() of old
 * drivers) but declared in no header: only this file can remove it, and
 * remove() forgets it
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

struct buzzer {
	int mode;
};

static ssize_t mode_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct buzzer *bz = dev_get_drvdata(dev);

	return sysfs_emit(buf, "%d\n", bz->mode);
}

static ssize_t mode_store(struct device *dev, struct device_attribute *attr,
			  const char *buf, size_t count)
{
	struct buzzer *bz = dev_get_drvdata(dev);
	int ret;

	ret = kstrtoint(buf, 0, &bz->mode);
	return ret ? ret : count;
}

DEVICE_ATTR(mode, 0644, mode_show, mode_store);

static int buzzer_probe(struct platform_device *pdev)
{
	struct buzzer *bz;

	bz = devm_kzalloc(&pdev->dev, sizeof(*bz), GFP_KERNEL);
	if (!bz)
		return -ENOMEM;
	platform_set_drvdata(pdev, bz);
	return device_create_file(&pdev->dev, &dev_attr_mode);	/* warn: sysfs-leak "never removed by buzzer_remove()" */
}

static int buzzer_remove(struct platform_device *pdev)
{
	struct buzzer *bz = platform_get_drvdata(pdev);

	bz->mode = 0;
	return 0;
}

static struct platform_driver buzzer_driver = {
	.driver = {
		.name = "buzzer",
	},
	.probe = buzzer_probe,
	.remove = buzzer_remove,
};
module_platform_driver(buzzer_driver);

MODULE_LICENSE("GPL");
