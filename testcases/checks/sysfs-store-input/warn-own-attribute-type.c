// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: simple_strtoul() in a store() of a driver-defined attribute
 * type (edac_device_sysfs.c's ctl_info_attribute)
 * check-options: -Wsysfs-store-input
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

static ssize_t log_ue_store(struct gadget *g, const char *buf, size_t count)
{
	g->rate = (simple_strtoul(buf, NULL, 0) != 0);	/* warn: sysfs-store-input "store() 'log_ue_store' parses the user's buffer with simple_strtoul()" */
	return count;
}

static GADGET_ATTR(log_ue, 0200, NULL, log_ue_store);

struct attribute *gadget_attrs[] = {
	&gadget_attr_log_ue.attr,
	NULL,
};
MODULE_LICENSE("GPL");
