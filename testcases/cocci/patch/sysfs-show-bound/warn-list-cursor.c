// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: list_for_each_entry() appending through a cursor
 */
#include <linux/device.h>
#include <linux/list.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct client {
	struct list_head node;
	int id;
};

struct hub {
	struct list_head clients;
};

static ssize_t clients_show(struct device *dev, struct device_attribute *attr,
			    char *buf)
{
	struct hub *hub = dev_get_drvdata(dev);
	struct client *c;
	char *p = buf;

	list_for_each_entry(c, &hub->clients, node)
		p += sprintf(p, "%d\n", c->id);	/* warn: sysfs-show-bound "sprintf() appends" */
	return p - buf;
}
static DEVICE_ATTR_RO(clients);

static struct attribute *hub_attrs[] = {
	&dev_attr_clients.attr,
	NULL,
};
ATTRIBUTE_GROUPS(hub);
MODULE_LICENSE("GPL");
