// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: const arrays of const pointers, terminated
 */
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static ssize_t mode_show(struct kobject *kobj, struct kobj_attribute *attr,
			 char *buf)
{
	return sysfs_emit(buf, "auto\n");
}
static struct kobj_attribute mode_attr = __ATTR_RO(mode);

static const struct attribute *const power_attrs[] = {
	&mode_attr.attr,
	NULL,
};

int power_expose(struct kobject *kobj)
{
	return sysfs_create_files(kobj, power_attrs);
}

void power_hide(struct kobject *kobj)
{
	sysfs_remove_files(kobj, power_attrs);
}
MODULE_LICENSE("GPL");
