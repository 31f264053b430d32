// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: kobj_attribute under a kset: kobjects with their own ktype
 * (release, default_groups from ATTRIBUTE_GROUPS) in a kset under
 * /sys/kernel.
 *
 * scenario:
 *	load
 *	tree /sys/kernel/kset_example
 *	cat /sys/kernel/kset_example/foo/speed
 *	echo 250 > /sys/kernel/kset_example/foo/speed
 *	cat /sys/kernel/kset_example/foo/speed
 *	echo fast > /sys/kernel/kset_example/bar/speed
 *	cat /sys/kernel/kset_example/bar/name
 *	rm
 *	ls /sys/kernel
 */
#include <linux/init.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/sysfs.h>

struct gadget {
	struct kobject kobj;
	unsigned int speed;
};

#define to_gadget(x) container_of(x, struct gadget, kobj)

static ssize_t speed_show(struct kobject *kobj, struct kobj_attribute *attr,
			  char *buf)
{
	return sysfs_emit(buf, "%u\n", to_gadget(kobj)->speed);
}

static ssize_t speed_store(struct kobject *kobj, struct kobj_attribute *attr,
			   const char *buf, size_t count)
{
	unsigned int speed;
	int ret;

	ret = kstrtouint(buf, 10, &speed);
	if (ret)
		return ret;
	to_gadget(kobj)->speed = speed;
	return count;
}

static ssize_t name_show(struct kobject *kobj, struct kobj_attribute *attr,
			 char *buf)
{
	return sysfs_emit(buf, "%s\n", kobject_name(kobj));
}

static struct kobj_attribute speed_attribute = __ATTR_RW(speed);
static struct kobj_attribute name_attribute = __ATTR_RO(name);

static struct attribute *gadget_attrs[] = {
	&speed_attribute.attr,
	&name_attribute.attr,
	NULL,
};
ATTRIBUTE_GROUPS(gadget);

static void gadget_release(struct kobject *kobj)
{
	kfree(to_gadget(kobj));
}

static const struct kobj_type gadget_ktype = {
	.sysfs_ops = &kobj_sysfs_ops,
	.release = gadget_release,
	.default_groups = gadget_groups,
};

static struct kset *example_kset;
static struct gadget *foo, *bar;

static struct gadget *gadget_create(const char *name)
{
	struct gadget *g = kzalloc(sizeof(*g), GFP_KERNEL);

	if (!g)
		return NULL;
	g->kobj.kset = example_kset;
	if (kobject_init_and_add(&g->kobj, &gadget_ktype, NULL, "%s", name)) {
		kobject_put(&g->kobj);
		return NULL;
	}
	kobject_uevent(&g->kobj, KOBJ_ADD);
	return g;
}

static int __init example_init(void)
{
	example_kset = kset_create_and_add("kset_example", NULL, kernel_kobj);
	if (!example_kset)
		return -ENOMEM;
	foo = gadget_create("foo");
	if (!foo)
		goto out_kset;
	bar = gadget_create("bar");
	if (!bar)
		goto out_foo;
	return 0;

out_foo:
	kobject_put(&foo->kobj);
out_kset:
	kset_unregister(example_kset);
	return -EINVAL;
}

static void __exit example_exit(void)
{
	kobject_put(&bar->kobj);
	kobject_put(&foo->kobj);
	kset_unregister(example_kset);
}

module_init(example_init);
module_exit(example_exit);
MODULE_LICENSE("GPL");
