// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: structures with ops but no release member (a kset's
 * uevent_ops, a sysfs_ops) are not kobject types
 */
#include <linux/init.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static int fw_uevent(struct kobject *kobj, struct kobj_uevent_env *env)
{
	return add_uevent_var(env, "FW_DEMO=1");
}

static const struct kset_uevent_ops fw_uevent_ops = {
	.uevent = fw_uevent,
};

static struct kset *fw_kset;

static int __init fw_init(void)
{
	fw_kset = kset_create_and_add("fw_demo", &fw_uevent_ops, firmware_kobj);
	return fw_kset ? 0 : -ENOMEM;
}

static void __exit fw_exit(void)
{
	kset_unregister(fw_kset);
}

module_init(fw_init);
module_exit(fw_exit);
MODULE_LICENSE("GPL");
