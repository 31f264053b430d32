// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: attribute and group arrays ending with NULL
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static ssize_t speed_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	return sysfs_emit(buf, "%d\n", 100);
}
static DEVICE_ATTR_RO(speed);

static struct attribute *link_attrs[] = {
	&dev_attr_speed.attr,
	NULL,
};

static const struct attribute_group link_group = {
	.attrs = link_attrs,
};

static const struct attribute_group *link_groups[] = {
	&link_group,
	NULL
};

int link_register(struct device *dev)
{
	return sysfs_create_groups(&dev->kobj, link_groups);
}
MODULE_LICENSE("GPL");
