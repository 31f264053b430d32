// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: the create's own result is returned, after a call of the
 * file in the same block: sysfs_create_file() is inlined from the header,
 * and its block holds more instructions than one node of sparse's list,
 * so the call after it must not be taken for the create (bus.c's
 * bus_create_file() in Linux 6.1)
 */
#include <linux/export.h>
#include <linux/kobject.h>
#include <linux/sysfs.h>

#include "demo-bus.h"

int demo_bus_create_file(struct demo_bus *bus, struct attribute *attr)
{
	int error;

	if (demo_bus_get(bus)) {
		error = sysfs_create_file(&bus->p->subsys.kobj, attr);
		demo_bus_put(bus);
	} else {
		error = -EINVAL;
	}
	return error;
}
EXPORT_SYMBOL_GPL(demo_bus_create_file);

void demo_bus_remove_file(struct demo_bus *bus, struct attribute *attr)
{
	if (demo_bus_get(bus)) {
		sysfs_remove_file(&bus->p->subsys.kobj, attr);
		demo_bus_put(bus);
	}
}
EXPORT_SYMBOL_GPL(demo_bus_remove_file);
