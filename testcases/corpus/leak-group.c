// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a group created on a kobject at init; exit drops the last
 * reference to the kobject without removing the group first.
 *
 * scenario:
 *	load
 *	tree /sys/kernel/governor
 *	echo 20 > /sys/kernel/governor/tunables/up_threshold
 *	cat /sys/kernel/governor/tunables/up_threshold
 *	rm
 */
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static unsigned int up_threshold = 80;

static ssize_t up_threshold_show(struct kobject *kobj,
				 struct kobj_attribute *attr, char *buf)
{
	return sysfs_emit(buf, "%u\n", up_threshold);
}

static ssize_t up_threshold_store(struct kobject *kobj,
				  struct kobj_attribute *attr,
				  const char *buf, size_t count)
{
	unsigned int value;

	if (kstrtouint(buf, 10, &value) || value > 100)
		return -EINVAL;
	up_threshold = value;
	return count;
}

static struct kobj_attribute up_threshold_attr = __ATTR_RW(up_threshold);

static struct attribute *tunables_attrs[] = {
	&up_threshold_attr.attr,
	NULL,
};

static const struct attribute_group tunables_group = {
	.name = "tunables",
	.attrs = tunables_attrs,
};

static struct kobject *governor_kobj;

static int __init governor_init(void)
{
	int err;

	governor_kobj = kobject_create_and_add("governor", kernel_kobj);
	if (!governor_kobj)
		return -ENOMEM;
	err = sysfs_create_group(governor_kobj, &tunables_group);	/* runtime(only): sysfs-leak -- the group is in governor_kobj's own directory and exit drops governor_kobj, so statically the group goes with its kobject (entries in a kobject's directory leave with it); the reference reports the group still there when kobject_del() takes the directory */
	if (err)
		kobject_put(governor_kobj);
	return err;
}

static void __exit governor_exit(void)
{
	kobject_put(governor_kobj);
}

module_init(governor_init);
module_exit(governor_exit);
MODULE_LICENSE("GPL");
