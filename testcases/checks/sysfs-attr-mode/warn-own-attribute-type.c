// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: modes of attributes of a driver-defined attribute type
 * against its own show()/store() members
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

static ssize_t rate_show(struct gadget *g, char *page)
{
	return sysfs_emit(page, "%lu\n", g->rate);
}

static ssize_t rate_store(struct gadget *g, const char *buf, size_t count)
{
	int ret = kstrtoul(buf, 0, &g->rate);

	return ret ? ret : count;
}

static ssize_t depth_store(struct gadget *g, const char *buf, size_t count)
{
	int ret = kstrtouint(buf, 0, &g->depth);

	return ret ? ret : count;
}

static GADGET_ATTR(rate, 0444, rate_show, rate_store);	/* warn: sysfs-attr-mode:style "its store() 'rate_store' can never run" */
static GADGET_ATTR(depth, 0644, rate_show, NULL);	/* warn: sysfs-attr-mode:style "it grants write, but there is no store()" */
static GADGET_ATTR(all, 0666, rate_show, depth_store);	/* warn: sysfs-attr-mode:bug "everyone may write it" */

struct attribute *gadget_attrs[] = {
	&gadget_attr_rate.attr,
	&gadget_attr_depth.attr,
	&gadget_attr_all.attr,
	NULL,
};
MODULE_LICENSE("GPL");
