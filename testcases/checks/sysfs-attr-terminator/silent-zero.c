// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a plain 0 terminates as well as NULL
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
	0
};

static const struct attribute_group link_group = {
	.attrs = link_attrs,
};

int link_register(struct device *dev)
{
	return sysfs_create_group(&dev->kobj, &link_group);
}
MODULE_LICENSE("GPL");
