// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: an array only indexed with ARRAY_SIZE needs no NULL
 */
#include <linux/kernel.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static ssize_t a_show(struct kobject *kobj, struct kobj_attribute *attr,
		      char *buf)
{
	return sysfs_emit(buf, "a\n");
}
static struct kobj_attribute a_attr = __ATTR_RO(a);

static ssize_t b_show(struct kobject *kobj, struct kobj_attribute *attr,
		      char *buf)
{
	return sysfs_emit(buf, "b\n");
}
static struct kobj_attribute b_attr = __ATTR_RO(b);

static struct attribute *knobs[] = {
	&a_attr.attr,
	&b_attr.attr,
};

int knobs_create(struct kobject *kobj)
{
	int i, ret;

	for (i = 0; i < ARRAY_SIZE(knobs); i++) {
		ret = sysfs_create_file(kobj, knobs[i]);
		if (ret)
			goto undo;
	}
	return 0;
undo:
	while (--i >= 0)
		sysfs_remove_file(kobj, knobs[i]);
	return ret;
}
MODULE_LICENSE("GPL");
