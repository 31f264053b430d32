// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: show() formats the reading, then returns the reading
 * instead of the length it wrote: below freezing, the count is a number
 * that is neither a count nor an error number.
 *
 * scenario:
 *	load
 *	cat /sys/devices/platform/probe_temp/millicelsius
 *	rm
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

static long reading = -12500;

static ssize_t millicelsius_show(struct device *dev,	/* runtime: sysfs-show-bound */
				 struct device_attribute *attr, char *buf)
{
	long temp = reading;

	sprintf(buf, "%ld\n", temp);
	return temp;	/* warn: sysfs-show-bound */
}
static DEVICE_ATTR_RO(millicelsius);

static struct attribute *probe_temp_attrs[] = {
	&dev_attr_millicelsius.attr,
	NULL,
};
ATTRIBUTE_GROUPS(probe_temp);

static struct platform_driver probe_temp_driver = {
	.driver = {
		.name = "probe_temp",
		.dev_groups = probe_temp_groups,
	},
};
module_platform_driver(probe_temp_driver);
MODULE_LICENSE("GPL");
