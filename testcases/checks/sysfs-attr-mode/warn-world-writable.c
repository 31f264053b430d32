// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a hand-written device attribute with S_IWUGO: any user can
 * switch the laser on
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

static bool laser_on;

static ssize_t laser_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	return sysfs_emit(buf, "%d\n", laser_on);
}

static ssize_t laser_store(struct device *dev, struct device_attribute *attr,
			   const char *buf, size_t count)
{
	int ret = kstrtobool(buf, &laser_on);

	return ret ? ret : count;
}

static struct device_attribute dev_attr_laser = {	/* warn: sysfs-attr-mode:bug "has mode 0666: everyone may write it" */
	.attr = { .name = "laser", .mode = S_IRUGO | S_IWUGO },
	.show = laser_show,
	.store = laser_store,
};

static int laser_probe(struct platform_device *pdev)
{
	return device_create_file(&pdev->dev, &dev_attr_laser);
}

static int laser_remove(struct platform_device *pdev)
{
	device_remove_file(&pdev->dev, &dev_attr_laser);
	return 0;
}

static struct platform_driver laser_driver = {
	.probe = laser_probe,
	.remove = laser_remove,
	.driver = {
		.name = "laser",
	},
};
module_platform_driver(laser_driver);
MODULE_LICENSE("GPL");
