// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: snprintf() of int conversions into a size too small for them
 *
 * "%d\n" of an int can take 12 bytes, "%ld\n" of a long 21: cut in 8 or 12
 * bytes, and snprintf() then returns more than it wrote, directly or
 * through a variable.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct meter {
	int offset;
	long total;
};

static ssize_t offset_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	struct meter *m = dev_get_drvdata(dev);

	return snprintf(buf, 8, "%d\n", m->offset);	/* warn(sysfscheck): sysfs-show-bound "returns what snprintf() returned" -- a value fact (a length, size, count or bound) that the rule does not compute */
}
static DEVICE_ATTR_RO(offset);

static ssize_t total_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct meter *m = dev_get_drvdata(dev);
	ssize_t len;

	len = snprintf(buf, 12, "%ld\n", m->total);
	return len;	/* warn(sysfscheck): sysfs-show-bound "returns what snprintf() returned" -- a value fact (a length, size, count or bound) that the rule does not compute */
}
static DEVICE_ATTR_RO(total);

static struct attribute *meter_attrs[] = {
	&dev_attr_offset.attr,
	&dev_attr_total.attr,
	NULL,
};
ATTRIBUTE_GROUPS(meter);
MODULE_LICENSE("GPL");
