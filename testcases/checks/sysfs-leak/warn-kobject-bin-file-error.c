// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: module init adds a binary file to its kobject, then fails on
 * an allocation and returns without removing it or dropping the kobject
 */
#include <linux/init.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

static u8 *blob;

static ssize_t blob_read(struct file *filp, struct kobject *kobj,
			 struct bin_attribute *attr, char *buf,
			 loff_t off, size_t count)
{
	return 0;
}
static BIN_ATTR_RO(blob, 1024);

static struct kobject *blob_kobj;

static int __init blob_init(void)
{
	int err;

	blob_kobj = kobject_create_and_add("demo_blob", kernel_kobj);
	if (!blob_kobj)
		return -ENOMEM;
	err = sysfs_create_bin_file(blob_kobj, &bin_attr_blob);	/* warn(sysfscheck): sysfs-leak "binary file 'bin_attr_blob' created here is not removed when blob_init() fails at line 36" -- the rule pairs a create with a remove of the same name in its function and the paired teardown; lifetimes through helpers, callers, aliases, conditions and ops are sysfscheck's */
	if (err)
		goto out_put;
	blob = kzalloc(1024, GFP_KERNEL);
	if (!blob)
		return -ENOMEM;
	return 0;

out_put:
	kobject_put(blob_kobj);
	return err;
}

static void __exit blob_exit(void)
{
	sysfs_remove_bin_file(blob_kobj, &bin_attr_blob);
	kobject_put(blob_kobj);
	kfree(blob);
}

module_init(blob_init);
module_exit(blob_exit);
MODULE_LICENSE("GPL");
