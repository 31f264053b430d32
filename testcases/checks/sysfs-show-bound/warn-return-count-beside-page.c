// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: show() returns a member of a local struct that never held the page
 */
#include <linux/atomic.h>
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct tally {
	int events;
	int errors;
};

struct sensor {
	atomic_t events;
	atomic_t errors;
};

static void sensor_tally(struct device *dev, struct tally *t)
{
	struct sensor *sn = dev_get_drvdata(dev);

	t->events = atomic_read(&sn->events);
	t->errors = atomic_read(&sn->errors);
}

static ssize_t tally_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct tally t = { 0, 0 };

	sensor_tally(dev, &t);
	sysfs_emit(buf, "%d %d\n", t.events, t.errors);
	return t.events;	/* warn(sysfscheck): sysfs-show-bound "show() 'tally_show' returns 't.events', a value read from 't.events' rather than the number of bytes written into the page" -- the struct given to the call never held the page: its member is a reading; the rule does not look at returned members */
}
static DEVICE_ATTR_RO(tally);

static struct attribute *tally_attrs[] = {
	&dev_attr_tally.attr,
	NULL,
};
ATTRIBUTE_GROUPS(tally);
MODULE_LICENSE("GPL");
