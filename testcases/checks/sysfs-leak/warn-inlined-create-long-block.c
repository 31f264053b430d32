// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: as silent-inlined-create-long-block.c, but a first file is
 * created before: when the second create fails its error is returned and
 * the first file stays; the second create's own failure, followed by a
 * call of the file in its block, leaves nothing of its own
 */
#include <linux/export.h>
#include <linux/kobject.h>
#include <linux/sysfs.h>

#include "demo-bus.h"

int demo_bus_create_files(struct demo_bus *bus, struct attribute *attr,
			  struct attribute *extra)
{
	int error;

	if (!demo_bus_get(bus))
		return -EINVAL;
	error = sysfs_create_file(&bus->p->subsys.kobj, attr);	/* warn(sysfscheck): sysfs-leak:bug "file 'attr' created here is not removed when demo_bus_create_files() fails at line 28: call sysfs_remove_file() on that error path" -- an exported helper that creates two files: no probe/remove pair for the rule to match */
	if (!error) {
		error = sysfs_create_file(&bus->p->subsys.kobj, extra);
		demo_bus_put(bus);
	} else {
		demo_bus_put(bus);
	}
	return error;
}
EXPORT_SYMBOL_GPL(demo_bus_create_files);

void demo_bus_remove_files(struct demo_bus *bus, struct attribute *attr,
			   struct attribute *extra)
{
	if (demo_bus_get(bus)) {
		sysfs_remove_file(&bus->p->subsys.kobj, extra);
		sysfs_remove_file(&bus->p->subsys.kobj, attr);
		demo_bus_put(bus);
	}
}
EXPORT_SYMBOL_GPL(demo_bus_remove_files);
