// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a kobj_type with sysfs_ops and default_groups but no
 * release(): the last kobject_put() has nothing to free the object with.
 *
 * scenario:
 *	load
 *	tree /sys/kernel/queues
 *	cat /sys/kernel/queues/q0/depth
 *	rm
 */
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

struct queue {
	struct kobject kobj;
	unsigned int depth;
};

static ssize_t depth_show(struct kobject *kobj, struct kobj_attribute *attr,
			  char *buf)
{
	struct queue *q = container_of(kobj, struct queue, kobj);

	return sysfs_emit(buf, "%u\n", q->depth);
}

static struct kobj_attribute depth_attribute = __ATTR_RO(depth);

static struct attribute *queue_attrs[] = {
	&depth_attribute.attr,
	NULL,
};
ATTRIBUTE_GROUPS(queue);

static const struct kobj_type queue_ktype = {	/* warn: sysfs-ktype-release */ /* runtime: sysfs-ktype-release */
	.sysfs_ops = &kobj_sysfs_ops,
	.default_groups = queue_groups,
};

static struct kobject *queues_kobj;
static struct queue *q0;

static int __init queues_init(void)
{
	int err;

	queues_kobj = kobject_create_and_add("queues", kernel_kobj);
	if (!queues_kobj)
		return -ENOMEM;
	q0 = kzalloc(sizeof(*q0), GFP_KERNEL);
	if (!q0) {
		kobject_put(queues_kobj);
		return -ENOMEM;
	}
	q0->depth = 64;
	err = kobject_init_and_add(&q0->kobj, &queue_ktype, queues_kobj, "q0");
	if (err) {
		kobject_put(&q0->kobj);
		kobject_put(queues_kobj);
	}
	return err;
}

static void __exit queues_exit(void)
{
	kobject_put(&q0->kobj);
	kobject_put(queues_kobj);
}

module_init(queues_init);
module_exit(queues_exit);
MODULE_LICENSE("GPL");
