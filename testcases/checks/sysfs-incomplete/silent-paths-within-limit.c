// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a store() with ten independent tests of the value: 1024
 * paths to its return, all walked
 */
#include <linux/bits.h>
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct link {
	unsigned long flags;
};

extern unsigned long link_flag(int n);

static ssize_t speeds_store(struct device *dev,
			    struct device_attribute *attr,
			    const char *buf, size_t count)
{
	struct link *link = dev_get_drvdata(dev);
	unsigned long val;

	if (kstrtoul(buf, 0, &val))
		return -EINVAL;
	if (val & BIT(0))
		link->flags |= link_flag(0);
	if (val & BIT(1))
		link->flags |= link_flag(1);
	if (val & BIT(2))
		link->flags |= link_flag(2);
	if (val & BIT(3))
		link->flags |= link_flag(3);
	if (val & BIT(4))
		link->flags |= link_flag(4);
	if (val & BIT(5))
		link->flags |= link_flag(5);
	if (val & BIT(6))
		link->flags |= link_flag(6);
	if (val & BIT(7))
		link->flags |= link_flag(7);
	if (val & BIT(8))
		link->flags |= link_flag(8);
	if (val & BIT(9))
		link->flags |= link_flag(9);
	return count;
}
static DEVICE_ATTR_WO(speeds);

static struct attribute *link_attrs[] = {
	&dev_attr_speeds.attr,
	NULL,
};
ATTRIBUTE_GROUPS(link);
