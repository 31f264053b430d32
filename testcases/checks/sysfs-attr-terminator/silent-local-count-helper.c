// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: array given to a local helper that takes a count
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

static struct attribute *knobs[] = {
	&a_attr.attr,
};

static int create_some(struct kobject *kobj, struct attribute **attrs, int n)
{
	int i, ret = 0;

	for (i = 0; i < n && !ret; i++)
		ret = sysfs_create_file(kobj, attrs[i]);
	return ret;
}

int knobs_create(struct kobject *kobj)
{
	return create_some(kobj, knobs, ARRAY_SIZE(knobs));
}
MODULE_LICENSE("GPL");
