// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: module init links a kobject into another directory; exit
 * deletes its own kobject but leaves the link in the other one
 */
#include <linux/init.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static struct kobject *fw_kobj;

static int __init fwinfo_init(void)
{
	int err;

	fw_kobj = kobject_create_and_add("fwinfo", kernel_kobj);
	if (!fw_kobj)
		return -ENOMEM;
	err = sysfs_create_link(firmware_kobj, fw_kobj, "fwinfo");	/* warn(sysfscheck): sysfs-leak "link 'fwinfo'" -- the rule pairs a create with a remove of the same name in its function and the paired teardown; lifetimes through helpers, callers, aliases, conditions and ops are sysfscheck's */
	if (err) {
		kobject_put(fw_kobj);
		return err;
	}
	return 0;
}

static void __exit fwinfo_exit(void)
{
	kobject_put(fw_kobj);
}

module_init(fwinfo_init);
module_exit(fwinfo_exit);
MODULE_LICENSE("GPL");
