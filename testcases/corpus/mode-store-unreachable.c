// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: __ATTR() with a store() but mode 0444: the store() can never
 * run, and the threshold cannot be changed.
 *
 * scenario:
 *	load
 *	cat /sys/devices/platform/alarm/threshold
 *	echo 50 > /sys/devices/platform/alarm/threshold
 *	rm
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

static int threshold = 30;

static ssize_t threshold_show(struct device *dev,
			      struct device_attribute *attr, char *buf)
{
	return sysfs_emit(buf, "%d\n", threshold);
}

static ssize_t threshold_store(struct device *dev,
			       struct device_attribute *attr,
			       const char *buf, size_t count)
{
	int ret = kstrtoint(buf, 10, &threshold);

	return ret ? ret : count;
}
static DEVICE_ATTR(threshold, 0444, threshold_show, threshold_store);	/* warn: sysfs-attr-mode */ /* runtime: sysfs-attr-mode */

static int alarm_probe(struct platform_device *pdev)
{
	return device_create_file(&pdev->dev, &dev_attr_threshold);
}

static int alarm_remove(struct platform_device *pdev)
{
	device_remove_file(&pdev->dev, &dev_attr_threshold);
	return 0;
}

static struct platform_driver alarm_driver = {
	.probe = alarm_probe,
	.remove = alarm_remove,
	.driver = {
		.name = "alarm",
	},
};
module_platform_driver(alarm_driver);
MODULE_LICENSE("GPL");
