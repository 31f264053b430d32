// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: kobj_attribute under a kset, group registered at init
 */
#include <linux/init.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

static int foo;
static int bar;

static ssize_t foo_show(struct kobject *kobj, struct kobj_attribute *attr,
			char *buf)
{
	return sysfs_emit(buf, "%d\n", foo);
}

static ssize_t foo_store(struct kobject *kobj, struct kobj_attribute *attr,
			 const char *buf, size_t count)
{
	int ret = kstrtoint(buf, 10, &foo);

	if (ret < 0)
		return ret;
	return count;
}
static struct kobj_attribute foo_attribute = __ATTR(foo, 0664, foo_show, foo_store);

static ssize_t bar_show(struct kobject *kobj, struct kobj_attribute *attr,
			char *buf)
{
	return sysfs_emit(buf, "%d\n", bar);
}
static struct kobj_attribute bar_attribute = __ATTR_RO(bar);

static struct attribute *example_attrs[] = {	/* warn: sysfs-attr-terminator */
	&foo_attribute.attr,
	&bar_attribute.attr,
};

static struct attribute_group example_group = {
	.attrs = example_attrs,
};

static struct kset *example_kset;
static struct kobject *example_kobj;

static int __init example_init(void)
{
	int retval;

	example_kset = kset_create_and_add("kset_example", NULL, kernel_kobj);
	if (!example_kset)
		return -ENOMEM;
	example_kobj = kobject_create_and_add("example", &example_kset->kobj);
	if (!example_kobj) {
		kset_unregister(example_kset);
		return -ENOMEM;
	}
	retval = sysfs_create_group(example_kobj, &example_group);
	if (retval) {
		kobject_put(example_kobj);
		kset_unregister(example_kset);
	}
	return retval;
}

static void __exit example_exit(void)
{
	sysfs_remove_group(example_kobj, &example_group);
	kobject_put(example_kobj);
	kset_unregister(example_kset);
}

module_init(example_init);
module_exit(example_exit);
MODULE_LICENSE("GPL");
