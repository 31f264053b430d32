// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a loop sizes each snprintf() by a room local that it
 * decreases by what snprintf() would have written
 */
#include <linux/device.h>
#include <linux/list.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/sysfs.h>

struct slave {
	struct list_head node;
	char name[32];
};

struct master {
	struct mutex lock;
	struct list_head slaves;
};

static ssize_t slaves_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	struct master *m = dev_get_drvdata(dev);
	struct slave *sl;
	int c = PAGE_SIZE;

	mutex_lock(&m->lock);
	list_for_each_entry(sl, &m->slaves, node)
		c -= snprintf(buf + PAGE_SIZE - c, c, "%s\n", sl->name);	/* warn(sysfscheck): sysfs-show-bound:hardening "snprintf() appends to the sysfs page of show() 'slaves_show' in a loop, given the room left in 'c', which it decreases by what snprintf() returned, the length the text would have had: once a text is cut, 'c' goes below zero" -- the rule reports an iterator's appends only when nothing in it names PAGE_SIZE */
	mutex_unlock(&m->lock);
	return PAGE_SIZE - c;
}
static DEVICE_ATTR_RO(slaves);

static struct attribute *master_attrs[] = {
	&dev_attr_slaves.attr,
	NULL,
};
ATTRIBUTE_GROUPS(master);
MODULE_LICENSE("GPL");
