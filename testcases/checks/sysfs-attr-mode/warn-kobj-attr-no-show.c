// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a write-only trigger declared with __ATTR(..., 0644, NULL,
 * store): reading it fails
 */
#include <linux/init.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static unsigned int flushes;

static ssize_t flush_store(struct kobject *kobj, struct kobj_attribute *attr,
			   const char *buf, size_t count)
{
	flushes++;
	return count;
}

static struct kobj_attribute flush_attribute =	/* warn: sysfs-attr-mode "it grants read, but there is no show()" */
	__ATTR(flush, 0644, NULL, flush_store);

static struct kobject *cache_kobj;

static int __init cache_init(void)
{
	int err;

	cache_kobj = kobject_create_and_add("cache", kernel_kobj);
	if (!cache_kobj)
		return -ENOMEM;
	err = sysfs_create_file(cache_kobj, &flush_attribute.attr);
	if (err)
		kobject_put(cache_kobj);
	return err;
}

static void __exit cache_exit(void)
{
	sysfs_remove_file(cache_kobj, &flush_attribute.attr);
	kobject_put(cache_kobj);
}

module_init(cache_init);
module_exit(cache_exit);
MODULE_LICENSE("GPL");
