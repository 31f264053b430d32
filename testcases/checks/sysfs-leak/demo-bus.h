/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A bus with its subsystem's kset, taken and released around each use
 * as Linux 6.1's drivers/base/bus.c does. Used by
 * silent-inlined-create-long-block.c and warn-inlined-create-long-block.c.
 */
#ifndef DEMO_BUS_H
#define DEMO_BUS_H

#include <linux/kobject.h>

struct demo_bus_private {
	struct kset subsys;
};

struct demo_bus {
	const char *name;
	struct demo_bus_private *p;
};

static struct demo_bus *demo_bus_get(struct demo_bus *bus)
{
	if (bus) {
		kset_get(&bus->p->subsys);
		return bus;
	}
	return NULL;
}

static void demo_bus_put(struct demo_bus *bus)
{
	if (bus)
		kset_put(&bus->p->subsys);
}

#endif
