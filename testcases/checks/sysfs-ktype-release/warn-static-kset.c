// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a statically defined kset whose own kobject gets a type
 * without release() in its initializer
 */
#include <linux/init.h>
#include <linux/kobject.h>
#include <linux/module.h>

static const struct kobj_type bus_ktype = {	/* warn: sysfs-ktype-release:style "(in the initializer of 'demo_bus_kset', line 14)" */
	.sysfs_ops = &kobj_sysfs_ops,
};

static struct kset demo_bus_kset = {
	.kobj = {
		.ktype = (struct kobj_type *)&bus_ktype,
	},
};

static int __init demo_bus_init(void)
{
	int err = kobject_set_name(&demo_bus_kset.kobj, "demo_bus");

	if (err)
		return err;
	demo_bus_kset.kobj.parent = kernel_kobj;
	return kset_register(&demo_bus_kset);
}

static void __exit demo_bus_exit(void)
{
	kset_unregister(&demo_bus_kset);
}

module_init(demo_bus_init);
module_exit(demo_bus_exit);
MODULE_LICENSE("GPL");
