// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: show() returns the sum of snprintf() results of a loop
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct fan_ctl {
	int nr;
	int speed[8];
};

static ssize_t speeds_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	struct fan_ctl *fc = dev_get_drvdata(dev);
	ssize_t len = 0;
	int i;

	for (i = 0; i < fc->nr; i++)
		len += snprintf(buf + len, PAGE_SIZE - len, "%d ", fc->speed[i]);
	len += snprintf(buf + len, PAGE_SIZE - len, "\n");
	return len;	/* warn(sysfscheck): sysfs-show-bound "snprintf()" -- a value fact (a length, size, count or bound) that the rule does not compute */
}
static DEVICE_ATTR_RO(speeds);

static struct attribute *fan_ctl_attrs[] = {
	&dev_attr_speeds.attr,
	NULL,
};
ATTRIBUTE_GROUPS(fan_ctl);
MODULE_LICENSE("GPL");
