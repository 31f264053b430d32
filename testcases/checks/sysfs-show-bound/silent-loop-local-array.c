// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a loop over the entries of a local array it filled
 */
#include <linux/device.h>
#include <linux/list.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct port {
	struct list_head node;
	char name[16];
	int line;
	bool enabled;
};

static LIST_HEAD(ports);

static ssize_t enabled_show(struct device *dev, struct device_attribute *attr,
			    char *buf)
{
	struct port *picked[8];
	struct port *p;
	ssize_t len = 0;
	int n = 0;

	list_for_each_entry(p, &ports, node) {
		if (!p->enabled)
			continue;
		picked[n++] = p;
		if (n >= ARRAY_SIZE(picked))
			break;
	}
	/* each turn reads picked[n]: at most 8 turns of 16 + 11 + 1 bytes */
	while (n--) {
		int line = picked[n]->line;

		len += sprintf(buf + len, "%s%d", picked[n]->name, line);
		len += sprintf(buf + len, "%c", n ? ' ' : '\n');
	}
	return len;
}
static DEVICE_ATTR_RO(enabled);

static struct attribute *port_attrs[] = {
	&dev_attr_enabled.attr,
	NULL,
};
ATTRIBUTE_GROUPS(port);
MODULE_LICENSE("GPL");
