// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: %s of the name a lookup loop finds in a static table of the file
 *
 * The scsi_transport_fc and raid_class pattern: a function of the file
 * walks a static table of { value, "name" } rows and returns the row's name
 * through a local that starts as NULL. Every string it can return is a
 * literal of the table (or NULL, printed "(null)"), so "%s\n" always fits
 * in the 20 bytes given to snprintf() and what it returns is what it wrote.
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

enum lnk_port_state {
	LNK_PORT_UNKNOWN,
	LNK_PORT_ONLINE,
	LNK_PORT_OFFLINE,
	LNK_PORT_BLOCKED,
	LNK_PORT_DELETED,
};

static struct {
	enum lnk_port_state value;
	char *name;
} lnk_port_state_names[] = {
	{ LNK_PORT_UNKNOWN, "Unknown" },
	{ LNK_PORT_ONLINE, "Online" },
	{ LNK_PORT_OFFLINE, "Offline" },
	{ LNK_PORT_BLOCKED, "Blocked" },
	{ .value = LNK_PORT_DELETED },
};

static const char *get_lnk_port_state_name(enum lnk_port_state key)
{
	int i;
	char *name = NULL;

	for (i = 0; i < ARRAY_SIZE(lnk_port_state_names); i++) {
		if (lnk_port_state_names[i].value == key) {
			name = lnk_port_state_names[i].name;
			break;
		}
	}
	return name;
}

struct lnk_port {
	enum lnk_port_state port_state;
	enum lnk_port_state last_state;
};

static ssize_t port_state_show(struct device *dev,
			       struct device_attribute *attr, char *buf)
{
	struct lnk_port *port = dev_get_drvdata(dev);
	const char *name;

	name = get_lnk_port_state_name(port->port_state);
	if (!name)
		return -EINVAL;
	return snprintf(buf, 20, "%s\n", name);
}
static DEVICE_ATTR_RO(port_state);

static ssize_t last_state_show(struct device *dev,
			       struct device_attribute *attr, char *buf)
{
	struct lnk_port *port = dev_get_drvdata(dev);

	return snprintf(buf, 20, "%s\n",
			get_lnk_port_state_name(port->last_state));
}
static DEVICE_ATTR_RO(last_state);

static struct attribute *lnk_attrs[] = {
	&dev_attr_port_state.attr,
	&dev_attr_last_state.attr,
	NULL,
};
ATTRIBUTE_GROUPS(lnk);

static struct platform_driver lnk_driver = {
	.driver = {
		.name = "lnk",
		.dev_groups = lnk_groups,
	},
};
module_platform_driver(lnk_driver);

MODULE_LICENSE("GPL");
