// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: show()s of a driver-defined attribute type (a struct with a struct attribute and its own show(obj, page), reached through the ktype's sysfs_ops with container_of()) are checked like a kernel attribute type's
 */
#include <linux/kernel.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct gadget {
	struct kobject kobj;
	unsigned int depth;
	unsigned long rate;
	u16 samples[1024];
};

/* The subsystem's own attribute type, as in the seed article. */
struct gadget_attribute {
	struct attribute attr;
	ssize_t (*show)(struct gadget *g, char *page);
	ssize_t (*store)(struct gadget *g, const char *buf, size_t count);
};

#define to_gadget(k) container_of(k, struct gadget, kobj)
#define to_gadget_attr(a) container_of(a, struct gadget_attribute, attr)
#define GADGET_ATTR(_name, _mode, _show, _store)			\
	struct gadget_attribute gadget_attr_##_name =			\
		__ATTR(_name, _mode, _show, _store)

static ssize_t gadget_attr_show(struct kobject *kobj, struct attribute *attr,
				char *page)
{
	struct gadget_attribute *ga = to_gadget_attr(attr);

	if (!ga->show)
		return -EIO;
	return ga->show(to_gadget(kobj), page);
}

static ssize_t gadget_attr_store(struct kobject *kobj, struct attribute *attr,
				 const char *buf, size_t count)
{
	struct gadget_attribute *ga = to_gadget_attr(attr);

	if (!ga->store)
		return -EIO;
	return ga->store(to_gadget(kobj), buf, count);
}

const struct sysfs_ops gadget_sysfs_ops = {
	.show = gadget_attr_show,
	.store = gadget_attr_store,
};


static ssize_t history_show(struct gadget *g, char *page)
{
	char *str = page;
	unsigned int i;

	for (i = 0; i < g->depth; i++)
		str += sprintf(str, "%u ", g->samples[i]);	/* warn(sysfscheck): sysfs-show-bound:hardening "sprintf() appends to the sysfs page of show() 'history_show'" -- the callback belongs to a driver's own attribute type, known by its shape and its sysfs_ops' conversion, which the rule does not read */
	return str - page;
}

static ssize_t rate_show(struct gadget *g, char *page)
{
	return sysfs_emit(page, "%lu\n", g->rate);
}

/* Assigned at run time, as some subsystems do. */
static ssize_t depth_show(struct gadget *g, char *page)
{
	return g->rate;	/* warn(sysfscheck): sysfs-show-bound "returns 'g->rate', a value read from" -- the callback belongs to a driver's own attribute type, known by its shape and its sysfs_ops' conversion, which the rule does not read */
}

static GADGET_ATTR(history, 0444, history_show, NULL);
static GADGET_ATTR(rate, 0444, rate_show, NULL);
static struct gadget_attribute gadget_attr_depth = __ATTR(depth, 0444, NULL, NULL);

void gadget_setup(void)
{
	gadget_attr_depth.show = depth_show;
}

struct attribute *gadget_attrs[] = {
	&gadget_attr_history.attr,
	&gadget_attr_rate.attr,
	&gadget_attr_depth.attr,
	NULL,
};
MODULE_LICENSE("GPL");
