// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: 2.6 kobj_type.default_attrs without a NULL terminator
 * check-headers: reference-legacy
 */
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static struct attribute state_attr = {
	.name = "state",
	.owner = THIS_MODULE,
	.mode = S_IRUGO,
};

static struct attribute *unit_attrs[] = {	/* warn: sysfs-attr-terminator "'.default_attrs' of 'unit_ktype'" */
	&state_attr,
};

static ssize_t unit_show(struct kobject *kobj, struct attribute *attr,
			 char *buffer)
{
	return sprintf(buffer, "on\n");
}

static struct sysfs_ops unit_sysfs_ops = {
	.show = unit_show,
};

static void unit_release(struct kobject *kobj)
{
}

struct kobj_type unit_ktype = {
	.release = unit_release,
	.sysfs_ops = &unit_sysfs_ops,
	.default_attrs = unit_attrs,
};
