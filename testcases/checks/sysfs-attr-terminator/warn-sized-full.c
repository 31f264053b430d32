// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: sized attribute array with no room left for NULL
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

/* Two slots, two attributes: the zero fill has nothing left to fill. */
static struct attribute *ab_attrs[2] = {	/* warn: sysfs-attr-terminator "last element '&dev_attr_b.attr'" */
	&dev_attr_a.attr,
	&dev_attr_b.attr,
};

static const struct attribute_group ab_group = {
	.attrs = ab_attrs,
};

int ab_register(struct device *dev)
{
	return device_add_group(dev, &ab_group);
}
MODULE_LICENSE("GPL");
