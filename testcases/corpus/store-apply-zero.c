// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: store() returns what the helper that applies the value
 * returns, 0 on success, instead of the count it consumed.
 *
 * scenario:
 *	load
 *	echo 3 > /sys/kernel/fan_ctl/level
 *	cat /sys/kernel/fan_ctl/level
 *	echo 9 > /sys/kernel/fan_ctl/level
 *	rm
 */
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/sysfs.h>

#define MAX_LEVEL 5

static unsigned int level;

static int fan_apply(unsigned int new_level)
{
	if (new_level > MAX_LEVEL)
		return -EINVAL;
	level = new_level;
	return 0;
}

static ssize_t level_show(struct kobject *kobj, struct kobj_attribute *attr,
			  char *buf)
{
	return sysfs_emit(buf, "%u\n", level);
}

static ssize_t level_store(struct kobject *kobj,	/* runtime: sysfs-store-return */
			   struct kobj_attribute *attr,
			   const char *buf, size_t count)
{
	unsigned int new_level;

	if (kstrtouint(buf, 10, &new_level))
		return -EINVAL;
	return fan_apply(new_level);	/* warn: sysfs-store-return */
}

static struct kobj_attribute level_attribute = __ATTR_RW(level);

static struct attribute *fan_attrs[] = {
	&level_attribute.attr,
	NULL,
};

static const struct attribute_group fan_group = {
	.attrs = fan_attrs,
};

static struct kobject *fan_kobj;

static int __init fan_init(void)
{
	int err;

	fan_kobj = kobject_create_and_add("fan_ctl", kernel_kobj);
	if (!fan_kobj)
		return -ENOMEM;
	err = sysfs_create_group(fan_kobj, &fan_group);
	if (err)
		kobject_put(fan_kobj);
	return err;
}

static void __exit fan_exit(void)
{
	sysfs_remove_group(fan_kobj, &fan_group);
	kobject_put(fan_kobj);
}

module_init(fan_init);
module_exit(fan_exit);
MODULE_LICENSE("GPL");
