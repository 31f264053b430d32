// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a loop that reads a local array only on some turns
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct port {
	char name[16];
	int line;
};

struct hub {
	struct port *slot[8];
	unsigned int nr_ports;	/* what the hub reports */
};

static ssize_t ports_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct hub *h = dev_get_drvdata(dev);
	struct port *seen[8];
	unsigned int i, n = 0;
	ssize_t len = 0;

	for (i = 0; i < ARRAY_SIZE(h->slot); i++)
		if (h->slot[i])
			seen[n++] = h->slot[i];
	/* the turns past n do not read seen[]: nr_ports bounds nothing */
	for (i = 0; i < h->nr_ports; i++) {
		if (i >= n) {
			len += sprintf(buf + len, "- ");	/* warn(sysfscheck): sysfs-show-bound "sprintf() appends to the sysfs page of show() 'ports_show' in a loop with no bound tied to PAGE_SIZE (it runs while 'i < h->nr_ports')" -- a for loop over a count: a value fact the rule leaves to sysfscheck */
			continue;
		}
		len += sprintf(buf + len, "%s ", seen[i]->name);
	}
	return len;
}
static DEVICE_ATTR_RO(ports);

static struct attribute *hub_attrs[] = {
	&dev_attr_ports.attr,
	NULL,
};
ATTRIBUTE_GROUPS(hub);
MODULE_LICENSE("GPL");
