// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a loop whose condition keeps the fill below the page
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

struct ring {
	unsigned int len;
	unsigned int *slots;
};

static ssize_t slots_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct ring *r = dev_get_drvdata(dev);
	unsigned int i;
	char *p = buf;

	for (i = 0; i < r->len && p - buf < PAGE_SIZE - 12; i++)
		p += sprintf(p, "%u ", r->slots[i]);
	return p - buf;
}
static DEVICE_ATTR_RO(slots);

static struct attribute *ring_attrs[] = {
	&dev_attr_slots.attr,
	NULL,
};
ATTRIBUTE_GROUPS(ring);
MODULE_LICENSE("GPL");
