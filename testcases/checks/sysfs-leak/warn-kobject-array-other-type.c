// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: exit puts the kobjects of the hub array, not those of the
 * objects whose kobjects hold the slot files: the files stay
 */
#include <linux/init.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

#define DEMO_NR_LINES 4

struct demo_top_obj {
	struct kobject kobj;
	int slot;
};

struct demo_hub {
	struct kobject kobj;
};

static struct demo_top_obj *demo_objs[DEMO_NR_LINES];
static struct demo_hub *demo_hubs[DEMO_NR_LINES];

static ssize_t slot_show(struct kobject *kobj, struct kobj_attribute *attr,
			 char *buf)
{
	struct demo_top_obj *obj = container_of(kobj, struct demo_top_obj,
						kobj);

	return sysfs_emit(buf, "%d\n", obj->slot);
}
static struct kobj_attribute slot_attr = __ATTR_RO(slot);

static void demo_top_release(struct kobject *kobj)
{
	kfree(container_of(kobj, struct demo_top_obj, kobj));
}

static const struct kobj_type demo_top_ktype = {
	.release = demo_top_release,
	.sysfs_ops = &kobj_sysfs_ops,
};

static int init_top_obj(struct demo_top_obj *top_obj, int line)
{
	int ret;

	top_obj->slot = line;
	ret = kobject_init_and_add(&top_obj->kobj, &demo_top_ktype,
				   kernel_kobj, "demo_pci%d", line);
	if (ret)
		goto err;
	ret = sysfs_create_file(&top_obj->kobj, &slot_attr.attr); /* warn(sysfscheck): sysfs-leak "never removed by demo_top_exit()" -- the rule pairs a create with a remove of the same name in its function and the paired teardown; lifetimes through helpers, callers, aliases, conditions and ops are sysfscheck's */
	if (ret)
		goto err;
	return 0;
err:
	kobject_put(&top_obj->kobj);
	return ret;
}

static int __init demo_top_init(void)
{
	int k, ret;

	for (k = 0; k < DEMO_NR_LINES; k++) {
		demo_objs[k] = kzalloc(sizeof(*demo_objs[k]), GFP_KERNEL);
		if (!demo_objs[k]) {
			ret = -ENOMEM;
			goto err;
		}
		ret = init_top_obj(demo_objs[k], k);
		if (ret) {
			demo_objs[k] = NULL;
			goto err;
		}
	}
	return 0;
err:
	while (--k >= 0)
		kobject_put(&demo_objs[k]->kobj);
	return ret;
}

static void __exit demo_top_exit(void)
{
	int k;

	for (k = 0; k < DEMO_NR_LINES; k++)
		if (demo_hubs[k])
			kobject_put(&demo_hubs[k]->kobj);
}

module_init(demo_top_init);
module_exit(demo_top_exit);
MODULE_LICENSE("GPL");
