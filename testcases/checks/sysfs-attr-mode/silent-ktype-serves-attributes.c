// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: an attribute type of the file's own whose sysfs_ops never
 * call its show member: the ktype serves every read through a callback
 * the kobject holds, so a read-only attribute with no show() set reads
 * fine
 */
#include <linux/kernel.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

struct probe_kobj {
	struct kobject kobj;
	void *data;
	ssize_t (*show)(void *data, int field, char *buf);
};

/* The show member is the shape of a callback, but nothing calls it. */
struct probe_attr {
	struct attribute attr;
	int field;
	ssize_t (*show)(void *data, int field, char *buf);
};

static ssize_t probe_attr_show(struct kobject *kobj, struct attribute *attr,
			       char *buf)
{
	struct probe_kobj *pk = container_of(kobj, struct probe_kobj, kobj);
	struct probe_attr *pa = container_of(attr, struct probe_attr, attr);

	if (!pk->show)
		return -EIO;
	return pk->show(pk->data, pa->field, buf);
}

static const struct sysfs_ops probe_sysfs_ops = {
	.show = probe_attr_show,
};

#define PROBE_RO_ATTR(_name, _field)					\
static struct probe_attr probe_attr_##_name = {			\
	.attr = { .name = __stringify(_name), .mode = 0444 },		\
	.field = _field,						\
}

PROBE_RO_ATTR(vendor, 1);
PROBE_RO_ATTR(serial, 2);

static struct attribute *probe_attrs[] = {
	&probe_attr_vendor.attr,
	&probe_attr_serial.attr,
	NULL,
};
ATTRIBUTE_GROUPS(probe);

static void probe_release(struct kobject *kobj)
{
	kfree(container_of(kobj, struct probe_kobj, kobj));
}

static struct kobj_type probe_ktype = {
	.release = probe_release,
	.sysfs_ops = &probe_sysfs_ops,
	.default_groups = probe_groups,
};

struct kobject *probe_kobj_create(struct kobject *parent, void *data,
				  ssize_t (*show)(void *, int, char *))
{
	struct probe_kobj *pk = kzalloc(sizeof(*pk), GFP_KERNEL);

	if (!pk)
		return NULL;
	pk->data = data;
	pk->show = show;
	if (kobject_init_and_add(&pk->kobj, &probe_ktype, parent, "probe")) {
		kobject_put(&pk->kobj);
		return NULL;
	}
	return &pk->kobj;
}
MODULE_LICENSE("GPL");
