// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a group array other files can see, without NULL
 *
 * Nothing in this file registers it, but with external linkage another
 * file may, so it must be terminated.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static ssize_t serial_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	return sysfs_emit(buf, "0001\n");
}
static DEVICE_ATTR_RO(serial);

static struct attribute *ident_attrs[] = {
	&dev_attr_serial.attr,
	NULL,
};

static const struct attribute_group ident_group = {
	.attrs = ident_attrs,
};

const struct attribute_group *ident_groups[] = {	/* warn: sysfs-attr-terminator "it is not static" */
	&ident_group,
};
MODULE_LICENSE("GPL");
