// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: per-channel kobjects allocated with kzalloc() and added with
 * kobject_init_and_add(); their ktype has no release()
 */
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

struct dma_chan_obj {
	struct kobject kobj;
	unsigned int id;
	unsigned long bytes;
};

static ssize_t bytes_show(struct kobject *kobj, struct kobj_attribute *attr,
			  char *buf)
{
	struct dma_chan_obj *c = container_of(kobj, struct dma_chan_obj, kobj);

	return sysfs_emit(buf, "%lu\n", c->bytes);
}
static struct kobj_attribute bytes_attribute = __ATTR_RO(bytes);

static struct attribute *chan_attrs[] = {
	&bytes_attribute.attr,
	NULL,
};
ATTRIBUTE_GROUPS(chan);

static const struct kobj_type chan_ktype = {	/* warn: sysfs-ktype-release:hardening "kobject type 'chan_ktype' has no release(), and kobjects use it (kobject_init_and_add() in dma_chan_add(), line 45)" */
	.sysfs_ops = &kobj_sysfs_ops,
	.default_groups = chan_groups,
};

struct dma_chan_obj *dma_chan_add(struct kobject *parent, unsigned int id)
{
	struct dma_chan_obj *c;

	c = kzalloc(sizeof(*c), GFP_KERNEL);
	if (!c)
		return NULL;
	c->id = id;
	if (kobject_init_and_add(&c->kobj, &chan_ktype, parent, "chan%u",
				 id)) {
		kobject_put(&c->kobj);
		return NULL;
	}
	return c;
}

void dma_chan_del(struct dma_chan_obj *c)
{
	kobject_put(&c->kobj);
}
MODULE_LICENSE("GPL");
