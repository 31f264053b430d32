// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: kobject attributes with __ATTR_RO, __ATTR_RW, __ATTR_WO,
 * __ATTR_RO_MODE and __ATTR() with matching modes
 */
#include <linux/init.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static int foo, bar;

static ssize_t foo_show(struct kobject *kobj, struct kobj_attribute *attr,
			char *buf)
{
	return sysfs_emit(buf, "%d\n", foo);
}

static ssize_t foo_store(struct kobject *kobj, struct kobj_attribute *attr,
			 const char *buf, size_t count)
{
	int ret = kstrtoint(buf, 10, &foo);

	return ret ? ret : count;
}

static ssize_t bar_show(struct kobject *kobj, struct kobj_attribute *attr,
			char *buf)
{
	return sysfs_emit(buf, "%d\n", bar);
}

static ssize_t clear_store(struct kobject *kobj, struct kobj_attribute *attr,
			   const char *buf, size_t count)
{
	foo = bar = 0;
	return count;
}

static ssize_t secret_show(struct kobject *kobj, struct kobj_attribute *attr,
			   char *buf)
{
	return sysfs_emit(buf, "42\n");
}

static struct kobj_attribute foo_attribute = __ATTR_RW(foo);
static struct kobj_attribute bar_attribute = __ATTR_RO(bar);
static struct kobj_attribute clear_attribute = __ATTR_WO(clear);
static struct kobj_attribute secret_attribute = __ATTR_RO_MODE(secret, 0400);
static struct kobj_attribute baz_attribute = __ATTR(baz, 0664, foo_show, foo_store);
static struct kobj_attribute wipe_attribute = __ATTR(wipe, 0200, NULL, clear_store);

static struct attribute *example_attrs[] = {
	&foo_attribute.attr,
	&bar_attribute.attr,
	&clear_attribute.attr,
	&secret_attribute.attr,
	&baz_attribute.attr,
	&wipe_attribute.attr,
	NULL,
};

static const struct attribute_group example_group = {
	.attrs = example_attrs,
};

static struct kobject *example_kobj;

static int __init example_init(void)
{
	int err;

	example_kobj = kobject_create_and_add("example", kernel_kobj);
	if (!example_kobj)
		return -ENOMEM;
	err = sysfs_create_group(example_kobj, &example_group);
	if (err)
		kobject_put(example_kobj);
	return err;
}

static void __exit example_exit(void)
{
	kobject_put(example_kobj);
}

module_init(example_init);
module_exit(example_exit);
MODULE_LICENSE("GPL");
