// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a loop "&&" condition whose count has no bound
 *
 * As silent-loop-and-condition.c, but the count comes from the device.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct port {
	unsigned int assignments;
	int nr_pins;
	int pins[32];
};

static ssize_t pins_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct port *p = dev_get_drvdata(dev);
	unsigned int assignments = p->assignments;
	ssize_t len = 0;
	int i;

	for (i = 0; assignments && i < p->nr_pins; assignments >>= 1, i++)
		len += sprintf(buf + len, "%d ", p->pins[i % 32]);	/* warn(sysfscheck): sysfs-show-bound "in a loop with no bound" -- a value fact (a length, size, count or bound) that the rule does not compute */
	return len;
}
static DEVICE_ATTR_RO(pins);

static struct attribute *port_attrs[] = {
	&dev_attr_pins.attr,
	NULL,
};
ATTRIBUTE_GROUPS(port);
MODULE_LICENSE("GPL");
