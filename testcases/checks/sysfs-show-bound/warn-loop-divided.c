// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: loops that look as if they divide their variable to 0 but
 * need not end: a signed value shifted right (-1 stays -1), a value
 * divided but also set again in the turn, a divisor of 1
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct target {
	int level;
	int step;
};

static ssize_t shifted_show(struct device *dev, struct device_attribute *attr,
			    char *buf)
{
	struct target *t = dev_get_drvdata(dev);
	int v = t->level;
	int len = 0;

	while (v) {
		len += sprintf(buf + len, "%d ", v & 1);	/* warn(sysfscheck): sysfs-show-bound:hardening "it runs while 'v'" -- a value fact (a length, size, count or bound) that the rule does not compute */
		v >>= 1;
	}
	return len;
}
static DEVICE_ATTR_RO(shifted);

static ssize_t refilled_show(struct device *dev, struct device_attribute *attr,
			     char *buf)
{
	struct target *t = dev_get_drvdata(dev);
	int v = t->level;
	int len = 0;

	while (v) {
		len += sprintf(buf + len, "%d ", v % 10);	/* warn(sysfscheck): sysfs-show-bound:hardening "it runs while 'v'" -- a value fact (a length, size, count or bound) that the rule does not compute */
		v /= 10;
		if (!v)
			v = t->step;
	}
	return len;
}
static DEVICE_ATTR_RO(refilled);

static ssize_t by_one_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	struct target *t = dev_get_drvdata(dev);
	int v = t->level;
	int len = 0;

	while (v) {
		len += sprintf(buf + len, "%d ", v);	/* warn(sysfscheck): sysfs-show-bound:hardening "it runs while 'v'" -- a value fact (a length, size, count or bound) that the rule does not compute */
		v /= 1;
	}
	return len;
}
static DEVICE_ATTR_RO(by_one);

static struct attribute *target_attrs[] = {
	&dev_attr_shifted.attr,
	&dev_attr_refilled.attr,
	&dev_attr_by_one.attr,
	NULL,
};
ATTRIBUTE_GROUPS(target);

static struct device_driver target_driver = {
	.name = "target",
	.groups = target_groups,
};

static int __init target_init(void)
{
	return driver_register(&target_driver);
}
module_init(target_init);
MODULE_LICENSE("GPL");
