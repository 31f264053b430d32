// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: one arm of a conditional return is snprintf()'s result
 */
#include <linux/device.h>
#include <linux/errno.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct battery {
	const char *chemistry;
};

static ssize_t chemistry_show(struct device *dev,
			      struct device_attribute *attr, char *buf)
{
	struct battery *bat = dev_get_drvdata(dev);

	return bat->chemistry ? snprintf(buf, PAGE_SIZE, "%s\n", bat->chemistry) : -ENODATA;	/* warn(sysfscheck): sysfs-show-bound -- a value fact (a length, size, count or bound) that the rule does not compute */
}
static DEVICE_ATTR_RO(chemistry);

static struct attribute *battery_attrs[] = {
	&dev_attr_chemistry.attr,
	NULL,
};
ATTRIBUTE_GROUPS(battery);
MODULE_LICENSE("GPL");
