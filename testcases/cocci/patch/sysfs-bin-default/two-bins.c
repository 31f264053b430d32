// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: every misplaced binary attribute is reported
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static ssize_t a_read(struct file *filp, struct kobject *kobj,
		      struct bin_attribute *attr, char *buf,
		      loff_t off, size_t count)
{
	return 0;
}
static BIN_ATTR_RO(a, 16);

static ssize_t b_read(struct file *filp, struct kobject *kobj,
		      struct bin_attribute *attr, char *buf,
		      loff_t off, size_t count)
{
	return 0;
}
static BIN_ATTR_RO(b, 16);

static struct attribute *ab_attrs[] = {
	&bin_attr_a.attr, &bin_attr_b.attr,	/* warn: sysfs-bin-default "bin_attr_a" warn: sysfs-bin-default "bin_attr_b" */
	NULL,
};

static const struct attribute_group ab_group = {
	.attrs = ab_attrs,
};

int ab_register(struct device *dev)
{
	return device_add_group(dev, &ab_group);
}
MODULE_LICENSE("GPL");
