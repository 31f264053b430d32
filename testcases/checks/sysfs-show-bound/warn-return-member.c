// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: show() returns the reading instead of the count
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct gauge {
	int microvolts;
};

static ssize_t voltage_show(struct device *dev, struct device_attribute *attr,
			    char *buf)
{
	struct gauge *g = dev_get_drvdata(dev);

	sysfs_emit(buf, "%d\n", g->microvolts);
	return g->microvolts;	/* warn(sysfscheck): sysfs-show-bound "a value read from 'g->microvolts'" -- the returned member is a reading, not a length; the rule cannot tell it from an error code kept in a member (silent-error-member.c) */
}
static DEVICE_ATTR_RO(voltage);

static struct attribute *gauge_attrs[] = {
	&dev_attr_voltage.attr,
	NULL,
};
ATTRIBUTE_GROUPS(gauge);
MODULE_LICENSE("GPL");
