// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: '%s' of what a function a macro of the file defines returns: names of the file's tables
 *
 * fcoe_sysfs.c, scsi_transport_fc.c: fcoe_enum_name_search(fcf_state,
 * ...) defines get_fcoe_fcf_state_name() by token pasting, which returns
 * an entry of the file's table of literals, found by index or by a loop
 * over the table into a local; '%s\n' of it fits the size given
 * snprintf(), which returns what it wrote.
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

#define demo_enum_name_search(title, table_type, table)		\
static const char *get_demo_##title##_name(enum table_type key)	\
{									\
	int i;								\
	char *name = NULL;						\
									\
	for (i = 0; i < ARRAY_SIZE(table); i++) {			\
		if (table[i].value == key) {				\
			name = table[i].name;				\
			break;						\
		}							\
	}								\
	return name;							\
}

static const char * const state_names[] = {
	[DEMO_UNKNOWN] = "Unknown",
	[DEMO_ONLINE] = "Online",
	[DEMO_DISCONNECTED] = "Disconnected",
};
demo_enum_name_by_index(state, demo_state, state_names)
#define DEMO_STATE_MAX_NAMELEN 50

static const struct {
	enum demo_state value;
	char *name;
} port_names[] = {
	{ DEMO_UNKNOWN, "Unknown" },
	{ DEMO_ONLINE, "Online" },
	{ DEMO_DISCONNECTED, "Disconnected" },
};
demo_enum_name_search(port, demo_state, port_names)

struct demo {
	enum demo_state state;
};

static ssize_t state_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct demo *d = dev_get_drvdata(dev);
	const char *name;

	name = get_demo_state_name(d->state);
	if (!name)
		return -EINVAL;
	return snprintf(buf, DEMO_STATE_MAX_NAMELEN, "%s\n", name);
}
static DEVICE_ATTR_RO(state);

static ssize_t port_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct demo *d = dev_get_drvdata(dev);
	const char *name;

	name = get_demo_port_name(d->state);
	if (!name)
		return -EINVAL;
	return snprintf(buf, 20, "%s\n", name);
}
static DEVICE_ATTR_RO(port);

static struct attribute *demo_attrs[] = {
	&dev_attr_state.attr,
	&dev_attr_port.attr,
	NULL,
};
ATTRIBUTE_GROUPS(demo);
MODULE_LICENSE("GPL");
