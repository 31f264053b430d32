// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: '%s' of what a function a macro of the file defines returns: cut, or of no known length
 *
 * As silent-macro-lookup.c, but one name of the table does not fit the
 * 12 bytes snprintf() is given, and the other function returns the
 * device's own name, of any length.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

enum demo_state { DEMO_UNKNOWN, DEMO_ONLINE, DEMO_DISCONNECTED };

#define demo_enum_name_by_index(title, table_type, table)		\
static const char *get_demo_##title##_name(enum table_type key)	\
{									\
	if (key < 0 || key >= ARRAY_SIZE(table))			\
		return NULL;						\
	return table[key];						\
}

#define demo_dev_name(title)						\
static const char *get_demo_##title##_name(struct demo *d)		\
{									\
	return d->title##_name;						\
}

struct demo {
	enum demo_state state;
	const char *port_name;
};

static const char * const state_names[] = {
	[DEMO_UNKNOWN] = "Unknown",
	[DEMO_ONLINE] = "Online",
	[DEMO_DISCONNECTED] = "Disconnected",
};
demo_enum_name_by_index(state, demo_state, state_names)
demo_dev_name(port)

static ssize_t state_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct demo *d = dev_get_drvdata(dev);
	const char *name;

	name = get_demo_state_name(d->state);
	if (!name)
		return -EINVAL;
	return snprintf(buf, 12, "%s\n", name);	/* warn(sysfscheck): sysfs-show-bound "snprintf()" -- a value fact (a length, size, count or bound) that the rule does not compute */
}
static DEVICE_ATTR_RO(state);

static ssize_t port_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct demo *d = dev_get_drvdata(dev);
	const char *name;

	name = get_demo_port_name(d);
	return snprintf(buf, PAGE_SIZE, "%s\n", name);	/* warn(sysfscheck): sysfs-show-bound "snprintf()" -- a value fact (a length, size, count or bound) that the rule does not compute */
}
static DEVICE_ATTR_RO(port);

static struct attribute *demo_attrs[] = {
	&dev_attr_state.attr,
	&dev_attr_port.attr,
	NULL,
};
ATTRIBUTE_GROUPS(demo);
MODULE_LICENSE("GPL");
