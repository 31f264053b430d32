// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: show()s of a driver-defined attribute type that stay within the page
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
	unsigned int i;
	int len = 0;

	for (i = 0; i < g->depth; i++)
		len += sysfs_emit_at(page, len, "%u ", g->samples[i]);
	return len;
}

static ssize_t rate_show(struct gadget *g, char *page)
{
	return sysfs_emit(page, "%lu\n", g->rate);
}

static GADGET_ATTR(history, 0444, history_show, NULL);
static GADGET_ATTR(rate, 0444, rate_show, NULL);

struct attribute *gadget_attrs[] = {
	&gadget_attr_history.attr,
	&gadget_attr_rate.attr,
	NULL,
};
MODULE_LICENSE("GPL");
