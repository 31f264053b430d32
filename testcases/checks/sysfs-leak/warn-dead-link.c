// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: exit frees the target of a link before it removes the link
 */
#include <linux/init.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static struct kobject *bus_kobj, *port_kobj;

static int __init ports_init(void)
{
	int err;

	bus_kobj = kobject_create_and_add("demo_bus", kernel_kobj);
	if (!bus_kobj)
		return -ENOMEM;
	port_kobj = kobject_create_and_add("port0", kernel_kobj);
	if (!port_kobj) {
		kobject_put(bus_kobj);
		return -ENOMEM;
	}
	err = sysfs_create_link(port_kobj, bus_kobj, "bus");	/* warn(sysfscheck): sysfs-leak "points to 'bus_kobj', which ports_exit() frees at line 34 before the link is removed" -- the rule pairs a create with a remove of the same name in its function and the paired teardown; lifetimes through helpers, callers, aliases, conditions and ops are sysfscheck's */
	if (err) {
		kobject_put(port_kobj);
		kobject_put(bus_kobj);
	}
	return err;
}

static void __exit ports_exit(void)
{
	kobject_put(bus_kobj);
	sysfs_remove_link(port_kobj, "bus");
	kobject_put(port_kobj);
}

module_init(ports_init);
module_exit(ports_exit);
MODULE_LICENSE("GPL");
