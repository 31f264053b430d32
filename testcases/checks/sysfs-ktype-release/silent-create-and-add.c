// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: kobjects and ksets made by kobject_create_and_add() and
 * kset_create_and_add() use the core's types, which have a release()
 */
#include <linux/init.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static int level;

static ssize_t level_show(struct kobject *kobj, struct kobj_attribute *attr,
			  char *buf)
{
	return sysfs_emit(buf, "%d\n", level);
}
static struct kobj_attribute level_attribute = __ATTR_RO(level);

static struct kset *tank_kset;
static struct kobject *tank_kobj;

static int __init tank_init(void)
{
	int err;

	tank_kset = kset_create_and_add("tanks", NULL, kernel_kobj);
	if (!tank_kset)
		return -ENOMEM;
	tank_kobj = kobject_create_and_add("tank0", &tank_kset->kobj);
	if (!tank_kobj) {
		kset_unregister(tank_kset);
		return -ENOMEM;
	}
	err = sysfs_create_file(tank_kobj, &level_attribute.attr);
	if (err) {
		kobject_put(tank_kobj);
		kset_unregister(tank_kset);
	}
	return err;
}

static void __exit tank_exit(void)
{
	sysfs_remove_file(tank_kobj, &level_attribute.attr);
	kobject_put(tank_kobj);
	kset_unregister(tank_kset);
}

module_init(tank_init);
module_exit(tank_exit);
MODULE_LICENSE("GPL");
