// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: .release = NULL written out, as if "no release" were a
 * choice
 */
#include <linux/kobject.h>
#include <linux/module.h>

static struct kobject *parent_kobj;
static struct kobject stats_kobj;

static const struct kobj_type stats_ktype = {	/* warn: sysfs-ktype-release:style "kobject type 'stats_ktype' has no release()" */
	.release = NULL,
	.sysfs_ops = &kobj_sysfs_ops,
};

static int __init stats_init(void)
{
	parent_kobj = kernel_kobj;
	return kobject_init_and_add(&stats_kobj, &stats_ktype, parent_kobj,
				    "stats");
}

static void __exit stats_exit(void)
{
	kobject_put(&stats_kobj);
}

module_init(stats_init);
module_exit(stats_exit);
MODULE_LICENSE("GPL");
