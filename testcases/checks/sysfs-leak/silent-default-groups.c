// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a kobj_type's default_groups and a device's groups are created
 * and removed by the core; no create call to pair
 */
#include <linux/init.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

struct slot {
	struct kobject kobj;
	int power;
};

static ssize_t power_show(struct kobject *kobj, struct kobj_attribute *attr,
			  char *buf)
{
	struct slot *slot = container_of(kobj, struct slot, kobj);

	return sysfs_emit(buf, "%d\n", slot->power);
}
static struct kobj_attribute power_attr = __ATTR_RO(power);

static struct attribute *slot_attrs[] = {
	&power_attr.attr,
	NULL,
};
ATTRIBUTE_GROUPS(slot);

static void slot_release(struct kobject *kobj)
{
	kfree(container_of(kobj, struct slot, kobj));
}

static struct kobj_type slot_ktype = {
	.release = slot_release,
	.sysfs_ops = &kobj_sysfs_ops,
	.default_groups = slot_groups,
};

static struct slot *slot0;

static int __init slot_init(void)
{
	int err;

	slot0 = kzalloc(sizeof(*slot0), GFP_KERNEL);
	if (!slot0)
		return -ENOMEM;
	err = kobject_init_and_add(&slot0->kobj, &slot_ktype, kernel_kobj,
				   "slot0");
	if (err)
		kobject_put(&slot0->kobj);
	return err;
}

static void __exit slot_exit(void)
{
	kobject_put(&slot0->kobj);
}

module_init(slot_init);
module_exit(slot_exit);
MODULE_LICENSE("GPL");
