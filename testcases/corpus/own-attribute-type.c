// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a subsystem's own attribute type (the seed article's
 * pattern): struct gadget_attribute holds a struct attribute and its own
 * show(gadget, page)/store(gadget, buf, count), which the ktype's
 * sysfs_ops reach through container_of(). The history file appends one
 * value per sample with no bound, and the rate file's store() parses with
 * simple_strtoul() and returns 0.
 *
 * scenario:
 *	load
 *	tree /sys/kernel/gadget
 *	cat /sys/kernel/gadget/depth
 *	cat /sys/kernel/gadget/history
 *	echo 600 > /sys/kernel/gadget/depth
 *	cat /sys/kernel/gadget/history
 *	echo 5 > /sys/kernel/gadget/rate
 *	cat /sys/kernel/gadget/rate
 *	rm
 */
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/kobject.h>
#include <linux/kstrtox.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

#define MAX_DEPTH 1000

struct gadget {
	struct kobject kobj;
	unsigned int depth;
	unsigned long rate;
	unsigned int samples[MAX_DEPTH];
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

static const struct sysfs_ops gadget_sysfs_ops = {
	.show = gadget_attr_show,
	.store = gadget_attr_store,
};

static ssize_t history_show(struct gadget *g, char *page)	/* runtime: sysfs-show-bound */
{
	char *str = page;
	unsigned int i;

	for (i = 0; i < g->depth; i++)
		str += sprintf(str, "%u ", g->samples[i]);	/* warn(sysfscheck): sysfs-show-bound "history_show" -- the callback belongs to a driver's own attribute type, known by its shape and its sysfs_ops' conversion, which the rule does not read */ /* runtime: sysfs-show-bound */
	return str - page;
}

static ssize_t depth_show(struct gadget *g, char *page)
{
	return sysfs_emit(page, "%u\n", g->depth);
}

static ssize_t depth_store(struct gadget *g, const char *buf, size_t count)
{
	unsigned int depth;
	int ret;

	ret = kstrtouint(buf, 10, &depth);
	if (ret)
		return ret;
	if (depth > MAX_DEPTH)
		return -EINVAL;
	g->depth = depth;
	return count;
}

static ssize_t rate_show(struct gadget *g, char *page)
{
	return sysfs_emit(page, "%lu\n", g->rate);
}

static ssize_t rate_store(struct gadget *g, const char *buf, size_t count)	/* runtime: sysfs-store-return */
{
	g->rate = simple_strtoul(buf, NULL, 0);
	return 0;	/* warn(sysfscheck): sysfs-store-return "rate_store" -- the callback belongs to a driver's own attribute type, known by its shape and its sysfs_ops' conversion, which the rule does not read */
}

static GADGET_ATTR(history, 0444, history_show, NULL);
static GADGET_ATTR(depth, 0644, depth_show, depth_store);
static GADGET_ATTR(rate, 0644, rate_show, rate_store);

static struct attribute *gadget_attrs[] = {
	&gadget_attr_history.attr,
	&gadget_attr_depth.attr,
	&gadget_attr_rate.attr,
	NULL,
};
ATTRIBUTE_GROUPS(gadget);

static void gadget_release(struct kobject *kobj)
{
	kfree(to_gadget(kobj));
}

static const struct kobj_type gadget_ktype = {
	.sysfs_ops = &gadget_sysfs_ops,
	.release = gadget_release,
	.default_groups = gadget_groups,
};

static struct gadget *gadget;

static int __init gadget_init(void)
{
	unsigned int i;
	int ret;

	gadget = kzalloc(sizeof(*gadget), GFP_KERNEL);
	if (!gadget)
		return -ENOMEM;
	for (i = 0; i < MAX_DEPTH; i++)
		gadget->samples[i] = 100000 + i;
	gadget->depth = 4;
	ret = kobject_init_and_add(&gadget->kobj, &gadget_ktype, kernel_kobj,
				   "gadget");
	if (ret)
		kobject_put(&gadget->kobj);
	return ret;
}

static void __exit gadget_exit(void)
{
	kobject_put(&gadget->kobj);
}

module_init(gadget_init);
module_exit(gadget_exit);
MODULE_LICENSE("GPL");
