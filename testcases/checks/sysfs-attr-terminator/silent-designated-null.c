// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: designated initializers with an explicit NULL slot at the end
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

enum { ATTR_X, ATTR_Y, ATTR_END };

static struct attribute *xy_attrs[] = {
	[ATTR_Y] = &dev_attr_y.attr,
	[ATTR_X] = &dev_attr_x.attr,
	[ATTR_END] = NULL,
};

/* A gap is zero-filled; only the last slot matters. */
static struct attribute *gap_attrs[ATTR_END + 2] = {
	[ATTR_X] = &dev_attr_x.attr,
	[ATTR_END] = &dev_attr_y.attr,
};

static const struct attribute_group xy_groups[] = {
	{ .attrs = xy_attrs },
	{ .name = "gap", .attrs = gap_attrs },
};

int xy_register(struct device *dev)
{
	int ret = sysfs_create_group(&dev->kobj, &xy_groups[0]);

	if (ret)
		return ret;
	return sysfs_create_group(&dev->kobj, &xy_groups[1]);
}
MODULE_LICENSE("GPL");
