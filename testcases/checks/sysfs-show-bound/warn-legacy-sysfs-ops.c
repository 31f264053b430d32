// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a 2.6 sysfs_ops.show returning snprintf()'s result
 * check-headers: reference-legacy
 */
#include <linux/kernel.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static const char *greeting = "hello";

static ssize_t greet_show(struct kobject *kobj, struct attribute *attr,
			  char *page)
{
	return snprintf(page, PAGE_SIZE, "%s\n", greeting);	/* warn(sysfscheck): sysfs-show-bound "greet_show" -- a value fact (a length, size, count or bound) that the rule does not compute */
}

static struct sysfs_ops greet_sysfs_ops = {
	.show = greet_show,
};

static void greet_release(struct kobject *kobj)
{
}

static struct kobj_type greet_ktype = {
	.release = greet_release,
	.sysfs_ops = &greet_sysfs_ops,
};

struct kobj_type *greet_type(void)
{
	return &greet_ktype;
}
MODULE_LICENSE("GPL");
