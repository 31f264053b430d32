/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A subsystem's own attribute type, as in the seed article: struct
 * gadget_attribute holds a struct attribute and its own show()/store(),
 * which the ktype's sysfs_ops reach through container_of(). From a
 * header, it is an attribute type by its shape alone; the cases of
 * sysfs-show-bound define one in the file, where the file's sysfs_ops
 * must convert to it.
 */
#ifndef OWN_ATTRIBUTE_TYPE_H
#define OWN_ATTRIBUTE_TYPE_H

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

static const struct sysfs_ops gadget_sysfs_ops __maybe_unused = {
	.show = gadget_attr_show,
	.store = gadget_attr_store,
};

#endif
