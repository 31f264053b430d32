// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a 2.6 hierarchy of kobjects: a shelf registered in its kset
 * and a slot given the shelf as its parent by assignment before
 * kobject_register(). A port must keep both directories where they are
 * (kobject_init_and_add() sets the parent from its third argument) and
 * send the uevents kobject_register() sent.
 *
 * scenario:
 *	load
 *	tree /sys/rack
 *	cat /sys/rack/shelf/slot/state
 *	uevents
 *	rm
 *	ls /sys
 */
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

struct unit {
	struct kobject kobj;
	const char *state;
};

static struct attribute state_attr = {
	.name = "state",
	.owner = THIS_MODULE,
	.mode = S_IRUGO,
};

static struct attribute *unit_attrs[] = {
	&state_attr,
	NULL,
};

static ssize_t unit_show(struct kobject *kobj, struct attribute *attr,
			 char *buffer)
{
	struct unit *u = container_of(kobj, struct unit, kobj);

	return sprintf(buffer, "%s\n", u->state);
}

static struct sysfs_ops unit_sysfs_ops = {
	.show = unit_show,
};

static void unit_release(struct kobject *kobj)
{
	kfree(container_of(kobj, struct unit, kobj));
}

static struct kobj_type unit_ktype = {
	.release = unit_release,
	.sysfs_ops = &unit_sysfs_ops,
	.default_attrs = unit_attrs,
};

static struct kset rack_kset;
static struct unit *shelf;
static struct unit *slot;

static int __init rack_init(void)
{
	int err;

	kobject_set_name(&rack_kset.kobj, "rack");
	err = kset_register(&rack_kset);
	if (err)
		return err;

	shelf = kzalloc(sizeof(*shelf), GFP_KERNEL);
	if (!shelf) {
		err = -ENOMEM;
		goto out_kset;
	}
	shelf->state = "present";
	kobject_set_name(&shelf->kobj, "shelf");
	shelf->kobj.ktype = &unit_ktype;
	shelf->kobj.kset = &rack_kset;
	err = kobject_register(&shelf->kobj);
	if (err) {
		kfree(shelf);
		goto out_kset;
	}

	slot = kzalloc(sizeof(*slot), GFP_KERNEL);
	if (!slot) {
		err = -ENOMEM;
		goto out_shelf;
	}
	slot->state = "empty";
	slot->kobj.parent = &shelf->kobj;
	kobject_set_name(&slot->kobj, "slot");
	slot->kobj.ktype = &unit_ktype;
	err = kobject_register(&slot->kobj);
	if (err) {
		kfree(slot);
		goto out_shelf;
	}
	return 0;

out_shelf:
	kobject_unregister(&shelf->kobj);
out_kset:
	kset_unregister(&rack_kset);
	return err;
}

static void __exit rack_exit(void)
{
	kobject_unregister(&slot->kobj);
	kobject_unregister(&shelf->kobj);
	kset_unregister(&rack_kset);
}

module_init(rack_init);
module_exit(rack_exit);
MODULE_LICENSE("GPL");
