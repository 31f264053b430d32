// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a ktype's sysfs_ops.store forwards to the attribute's own
 * store(); its fallback for an attribute without one returns 0, which
 * only read-only files (never opened for writing) would reach
 */
#include <linux/kernel.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

struct widget {
	struct kobject kobj;
	int size;
};

struct widget_attribute {
	struct attribute attr;
	ssize_t (*show)(struct widget *w, char *buf);
	ssize_t (*store)(struct widget *w, const char *buf, size_t count);
};

static ssize_t widget_attr_show(struct kobject *kobj, struct attribute *attr,
				char *buf)
{
	struct widget_attribute *wa = container_of(attr, struct widget_attribute, attr);
	struct widget *w = container_of(kobj, struct widget, kobj);

	if (!wa->show)
		return -EIO;
	return wa->show(w, buf);
}

static ssize_t widget_attr_store(struct kobject *kobj, struct attribute *attr,
				 const char *buf, size_t len)
{
	struct widget_attribute *wa = container_of(attr, struct widget_attribute, attr);
	struct widget *w = container_of(kobj, struct widget, kobj);

	if (wa->store)
		return wa->store(w, buf, len);
	return 0;	/* warn(coccinelle): sysfs-store-return -- the fallback runs only for attributes that have no store(), which kernfs never opens for writing; the rule does not see which attributes reach it */
}

static const struct sysfs_ops widget_sysfs_ops = {
	.show = widget_attr_show,
	.store = widget_attr_store,
};

static void widget_release(struct kobject *kobj)
{
	kfree(container_of(kobj, struct widget, kobj));
}

static struct kobj_type widget_ktype = {
	.sysfs_ops = &widget_sysfs_ops,
	.release = widget_release,
};
