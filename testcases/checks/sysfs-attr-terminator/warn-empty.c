// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: an empty attribute array has no NULL either
 */
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static struct attribute *spare_attrs[] = {	/* warn: sysfs-attr-terminator "is empty" */
};

static const struct attribute_group spare_group = {
	.attrs = spare_attrs,
};

int spare_register(struct kobject *kobj)
{
	return sysfs_create_group(kobj, &spare_group);
}
MODULE_LICENSE("GPL");
