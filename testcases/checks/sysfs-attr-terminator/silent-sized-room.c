// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: sized arrays with room left: the zero fill terminates them
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static ssize_t a_show(struct device *dev, struct device_attribute *attr,
		      char *buf)
{
	return sysfs_emit(buf, "a\n");
}
static DEVICE_ATTR_RO(a);

static ssize_t b_show(struct device *dev, struct device_attribute *attr,
		      char *buf)
{
	return sysfs_emit(buf, "b\n");
}
static DEVICE_ATTR_RO(b);

static struct attribute *ab_attrs[3] = {
	&dev_attr_a.attr,
	&dev_attr_b.attr,
};

static const struct attribute_group ab_group = {
	.attrs = ab_attrs,
};

static const struct attribute_group *ab_groups[2] = { &ab_group };

int ab_register(struct device *dev)
{
	return device_add_groups(dev, ab_groups);
}
MODULE_LICENSE("GPL");
