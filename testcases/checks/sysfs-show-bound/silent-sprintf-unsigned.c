// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: sprintf() of an unsigned value
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

struct counter {
	unsigned int events;
};

static ssize_t events_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	struct counter *c = dev_get_drvdata(dev);

	return sprintf(buf, "%u\n", c->events);
}
static DEVICE_ATTR_RO(events);

static struct attribute *counter_attrs[] = {
	&dev_attr_events.attr,
	NULL,
};
ATTRIBUTE_GROUPS(counter);
MODULE_LICENSE("GPL");
