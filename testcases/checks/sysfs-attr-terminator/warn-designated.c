// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: designated initializers: the highest index is not NULL
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static ssize_t x_show(struct device *dev, struct device_attribute *attr,
		      char *buf)
{
	return sysfs_emit(buf, "x\n");
}
static DEVICE_ATTR_RO(x);

static ssize_t y_show(struct device *dev, struct device_attribute *attr,
		      char *buf)
{
	return sysfs_emit(buf, "y\n");
}
static DEVICE_ATTR_RO(y);

enum { ATTR_X, ATTR_Y };

static struct attribute *xy_attrs[] = {	/* warn: sysfs-attr-terminator "'&dev_attr_y.attr'" */
	[ATTR_Y] = &dev_attr_y.attr,
	[ATTR_X] = &dev_attr_x.attr,
};

static const struct attribute_group xy_group = {
	.attrs = xy_attrs,
};

int xy_register(struct device *dev)
{
	return sysfs_create_group(&dev->kobj, &xy_group);
}
MODULE_LICENSE("GPL");
