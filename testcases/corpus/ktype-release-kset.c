// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: objects in a kset share a ktype without release(); the
 * driver frees them itself right after kobject_put(), which only works
 * while nobody else holds a reference.
 *
 * scenario:
 *	load
 *	tree /sys/kernel/zones
 *	cat /sys/kernel/zones/north/temp
 *	rm
 */
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

struct tzone {
	struct kobject kobj;
	int temp;
};

static ssize_t temp_show(struct kobject *kobj, struct kobj_attribute *attr,
			 char *buf)
{
	return sysfs_emit(buf, "%d\n", container_of(kobj, struct tzone, kobj)->temp);
}

static struct kobj_attribute temp_attribute = __ATTR_RO(temp);

static struct attribute *zone_attrs[] = {
	&temp_attribute.attr,
	NULL,
};
ATTRIBUTE_GROUPS(zone);

static const struct kobj_type zone_ktype = {	/* warn: sysfs-ktype-release */ /* runtime: sysfs-ktype-release */
	.sysfs_ops = &kobj_sysfs_ops,
	.default_groups = zone_groups,
};

static struct kset *zones_kset;
static struct tzone *north;

static int __init zones_init(void)
{
	zones_kset = kset_create_and_add("zones", NULL, kernel_kobj);
	if (!zones_kset)
		return -ENOMEM;
	north = kzalloc(sizeof(*north), GFP_KERNEL);
	if (!north)
		goto out;
	north->temp = 12;
	north->kobj.kset = zones_kset;
	if (kobject_init_and_add(&north->kobj, &zone_ktype, NULL, "north")) {
		kobject_put(&north->kobj);
		kfree(north);
		goto out;
	}
	return 0;
out:
	kset_unregister(zones_kset);
	return -ENOMEM;
}

static void __exit zones_exit(void)
{
	kobject_put(&north->kobj);
	kfree(north);
	kset_unregister(zones_kset);
}

module_init(zones_init);
module_exit(zones_exit);
MODULE_LICENSE("GPL");
