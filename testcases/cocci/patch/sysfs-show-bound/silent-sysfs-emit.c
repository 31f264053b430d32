// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: sysfs_emit() of an integer
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

struct thermal {
	int temp;
};

static ssize_t temp_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct thermal *t = dev_get_drvdata(dev);

	return sysfs_emit(buf, "%d\n", t->temp);
}
static DEVICE_ATTR_RO(temp);

static struct attribute *thermal_attrs[] = {
	&dev_attr_temp.attr,
	NULL,
};
ATTRIBUTE_GROUPS(thermal);
MODULE_LICENSE("GPL");
