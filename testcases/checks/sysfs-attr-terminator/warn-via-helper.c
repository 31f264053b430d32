// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: array handed to a local helper that registers it
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static ssize_t fw_show(struct device *dev, struct device_attribute *attr,
		       char *buf)
{
	return sysfs_emit(buf, "1.2\n");
}
static DEVICE_ATTR_RO(fw);

static struct attribute *info_attrs[] = {
	&dev_attr_fw.attr,
	NULL,
};

static const struct attribute_group info_group = {
	.attrs = info_attrs,
};

static const struct attribute_group *info_groups[] = {	/* warn(sysfscheck): sysfs-attr-terminator "sysfs_create_groups()" -- the array reaches sysfs through a helper's parameter; the rule follows an array within one function */
	&info_group,
};

static int expose_groups(struct kobject *kobj,
			 const struct attribute_group **groups)
{
	return sysfs_create_groups(kobj, groups);
}

int info_expose(struct device *dev)
{
	return expose_groups(&dev->kobj, info_groups);
}
MODULE_LICENSE("GPL");
