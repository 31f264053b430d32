// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: the 2.6 example without a release(): kobject_unregister()
 * drops the last reference and the memory is never freed.
 *
 * scenario:
 *	load
 *	cat /sys/disk0/blocks
 *	rm
 */
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

struct disk {
	struct kobject kobj;
	unsigned long blocks;
};

static struct attribute blocks_attr = {
	.name = "blocks",
	.owner = THIS_MODULE,
	.mode = S_IRUGO,
};

static struct attribute *disk_attrs[] = {
	&blocks_attr,
	NULL,
};

static ssize_t disk_show(struct kobject *kobj, struct attribute *attr,
			 char *buffer)
{
	struct disk *d = container_of(kobj, struct disk, kobj);

	return sprintf(buffer, "%lu\n", d->blocks);
}

static struct sysfs_ops disk_sysfs_ops = {
	.show = disk_show,
};

static struct kobj_type disk_ktype = {	/* warn: sysfs-ktype-release */ /* runtime: sysfs-ktype-release */
	.sysfs_ops = &disk_sysfs_ops,
	.default_attrs = disk_attrs,
};

static struct disk *disk;

static int __init disk_init(void)
{
	int err;

	disk = kzalloc(sizeof(*disk), GFP_KERNEL);
	if (!disk)
		return -ENOMEM;
	disk->blocks = 2048;
	kobject_set_name(&disk->kobj, "disk0");
	disk->kobj.ktype = &disk_ktype;
	err = kobject_register(&disk->kobj);
	if (err)
		kfree(disk);
	return err;
}

static void __exit disk_exit(void)
{
	kobject_unregister(&disk->kobj);
}

module_init(disk_init);
module_exit(disk_exit);
MODULE_LICENSE("GPL");
