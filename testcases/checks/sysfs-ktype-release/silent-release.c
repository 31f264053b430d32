// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: the kobject documentation's pattern: the ktype's release()
 * frees the structure embedding the kobject
 */
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

struct ring {
	struct kobject kobj;
	unsigned int size;
};

static void ring_release(struct kobject *kobj)
{
	kfree(container_of(kobj, struct ring, kobj));
}

static ssize_t size_show(struct kobject *kobj, struct kobj_attribute *attr,
			 char *buf)
{
	return sysfs_emit(buf, "%u\n", container_of(kobj, struct ring, kobj)->size);
}
static struct kobj_attribute size_attribute = __ATTR_RO(size);

static struct attribute *ring_attrs[] = {
	&size_attribute.attr,
	NULL,
};
ATTRIBUTE_GROUPS(ring);

static const struct kobj_type ring_ktype = {
	.release = ring_release,
	.sysfs_ops = &kobj_sysfs_ops,
	.default_groups = ring_groups,
};

struct ring *ring_add(struct kobject *parent, unsigned int size)
{
	struct ring *r = kzalloc(sizeof(*r), GFP_KERNEL);

	if (!r)
		return NULL;
	r->size = size;
	if (kobject_init_and_add(&r->kobj, &ring_ktype, parent, "ring")) {
		kobject_put(&r->kobj);
		return NULL;
	}
	return r;
}
MODULE_LICENSE("GPL");
