// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: one kobject per disk with its files and a link; the static
 * inline helper exit calls removes the link and announces the removal,
 * but neither removes the files nor deletes the directory
 */
#include <linux/init.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

#define DEMO_DISKS 4

struct demo_disk {
	struct kobject kobj;
	int index;
};

struct demo_attribute {
	struct attribute attr;
	ssize_t (*show)(struct demo_disk *disk, char *buf);
	int (*test)(struct demo_disk *disk);
};

static ssize_t index_show(struct demo_disk *disk, char *buf)
{
	return sysfs_emit(buf, "%d\n", disk->index);
}

static struct demo_attribute demo_attr_index = {
	.attr = { .name = "index", .mode = 0444 },
	.show = index_show,
};

static struct demo_attribute *demo_attrs[] = {
	&demo_attr_index,
	NULL,
};

static ssize_t demo_attr_show(struct kobject *kobj, struct attribute *attr,
			      char *buf)
{
	struct demo_disk *disk = container_of(kobj, struct demo_disk, kobj);
	struct demo_attribute *a = container_of(attr, struct demo_attribute,
						attr);

	return a->show(disk, buf);
}

static const struct sysfs_ops demo_attr_ops = {
	.show = demo_attr_show,
};

static void demo_release(struct kobject *kobj)
{
	kfree(container_of(kobj, struct demo_disk, kobj));
}

static struct kobj_type demo_ktype = {
	.release = demo_release,
	.sysfs_ops = &demo_attr_ops,
};

static struct kset *demo_kset;
static struct demo_disk *demo_disks[DEMO_DISKS];
static struct kobject *demo_parent;

static inline void demo_disk_unregister(struct demo_disk *disk)
{
	sysfs_remove_link(&disk->kobj, "parent");
	kobject_uevent(&disk->kobj, KOBJ_REMOVE);
}

static void demo_populate_dir(struct demo_disk *disk)
{
	struct demo_attribute *attr;
	int error = 0;
	int i;

	for (i = 0; (attr = demo_attrs[i]) && !error; i++) {
		if (!attr->test || attr->test(disk))
			error = sysfs_create_file(&disk->kobj, &attr->attr); /* warn(sysfscheck): sysfs-leak "never removed by demo_exit()" -- the rule pairs a create with a remove of the same name in its function and the paired teardown; lifetimes through helpers, callers, aliases, conditions and ops are sysfscheck's */
	}
	if (!error)
		sysfs_create_link(&disk->kobj, demo_parent, "parent");
}

static int demo_disk_register(struct demo_disk *disk, int i)
{
	int error;

	disk->index = i;
	disk->kobj.kset = demo_kset;
	error = kobject_init_and_add(&disk->kobj, &demo_ktype, NULL,
				     "disk%d", i);
	if (!error) {
		demo_populate_dir(disk);
		kobject_uevent(&disk->kobj, KOBJ_ADD);
	}
	return error;
}

static int __init demo_init(void)
{
	int i, rc;

	demo_kset = kset_create_and_add("demo_disks", NULL, firmware_kobj);
	if (!demo_kset)
		return -ENOMEM;
	demo_parent = &demo_kset->kobj;
	for (i = 0; i < DEMO_DISKS; i++) {
		struct demo_disk *disk = kzalloc(sizeof(*disk), GFP_KERNEL);

		if (!disk) {
			rc = -ENOMEM;
			goto out;
		}
		rc = demo_disk_register(disk, i);
		if (rc) {
			kfree(disk);
			goto out;
		}
		demo_disks[i] = disk;
	}
	return 0;
out:
	while (--i >= 0)
		demo_disk_unregister(demo_disks[i]);
	kset_unregister(demo_kset);
	return rc;
}

static void __exit demo_exit(void)
{
	struct demo_disk *disk;
	int i;

	for (i = 0; i < DEMO_DISKS; i++) {
		disk = demo_disks[i];
		if (disk)
			demo_disk_unregister(disk);
	}
	kset_unregister(demo_kset);
}

module_init(demo_init);
module_exit(demo_exit);
MODULE_LICENSE("GPL");
