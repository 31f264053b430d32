// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a kobject under /sys/kernel with files from
 * sysfs_create_files(), a show() that appends with sysfs_emit_at() and
 * stops at the page, and stores that return count.
 *
 * scenario:
 *	load
 *	ls /sys/kernel/ring
 *	echo 3 > /sys/kernel/ring/push
 *	echo 5 > /sys/kernel/ring/push
 *	cat /sys/kernel/ring/entries
 *	echo 1 > /sys/kernel/ring/clear
 *	cat /sys/kernel/ring/entries
 *	echo x > /sys/kernel/ring/push
 *	rm
 */
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/sysfs.h>

#define RING_SIZE 2048

static unsigned int ring[RING_SIZE];
static unsigned int ring_len;

static ssize_t entries_show(struct kobject *kobj, struct kobj_attribute *attr,
			    char *buf)
{
	unsigned int i;
	int len = 0;

	for (i = 0; i < ring_len && len < PAGE_SIZE - 16; i++)
		len += sysfs_emit_at(buf, len, "%u ", ring[i]);
	len += sysfs_emit_at(buf, len, "\n");
	return len;
}

static ssize_t push_store(struct kobject *kobj, struct kobj_attribute *attr,
			  const char *buf, size_t count)
{
	unsigned int value;
	int err;

	err = kstrtouint(buf, 0, &value);
	if (err)
		return err;
	if (ring_len == RING_SIZE)
		return -ENOSPC;
	ring[ring_len++] = value;
	return count;
}

static ssize_t clear_store(struct kobject *kobj, struct kobj_attribute *attr,
			   const char *buf, size_t count)
{
	bool clear;

	if (kstrtobool(buf, &clear))
		return -EINVAL;
	if (clear)
		ring_len = 0;
	return count;
}

static struct kobj_attribute entries_attribute = __ATTR_RO(entries);
static struct kobj_attribute push_attribute = __ATTR_WO(push);
static struct kobj_attribute clear_attribute = __ATTR_WO(clear);

static const struct attribute *ring_attrs[] = {
	&entries_attribute.attr,
	&push_attribute.attr,
	&clear_attribute.attr,
	NULL,
};

static struct kobject *ring_kobj;

static int __init ring_init(void)
{
	int err;

	ring_kobj = kobject_create_and_add("ring", kernel_kobj);
	if (!ring_kobj)
		return -ENOMEM;
	err = sysfs_create_files(ring_kobj, ring_attrs);
	if (err)
		kobject_put(ring_kobj);
	return err;
}

static void __exit ring_exit(void)
{
	sysfs_remove_files(ring_kobj, ring_attrs);
	kobject_put(ring_kobj);
}

module_init(ring_init);
module_exit(ring_exit);
MODULE_LICENSE("GPL");
