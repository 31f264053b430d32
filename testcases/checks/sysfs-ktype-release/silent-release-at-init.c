// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: the ktype's callbacks are filled in at module init, before
 * the first kobject uses it
 */
#include <linux/init.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/slab.h>

struct node_obj {
	struct kobject kobj;
	int nid;
};

static void node_obj_release(struct kobject *kobj)
{
	kfree(container_of(kobj, struct node_obj, kobj));
}

static struct kobj_type node_ktype;
static struct node_obj *node0;

static int __init node_init(void)
{
	node_ktype.sysfs_ops = &kobj_sysfs_ops;
	node_ktype.release = node_obj_release;
	node0 = kzalloc(sizeof(*node0), GFP_KERNEL);
	if (!node0)
		return -ENOMEM;
	if (kobject_init_and_add(&node0->kobj, &node_ktype, kernel_kobj,
				 "node0")) {
		kobject_put(&node0->kobj);
		return -ENOMEM;
	}
	return 0;
}

static void __exit node_exit(void)
{
	kobject_put(&node0->kobj);
}

module_init(node_init);
module_exit(node_exit);
MODULE_LICENSE("GPL");
