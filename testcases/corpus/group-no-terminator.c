// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a kobj_attribute group whose .attrs array lacks its NULL
 * terminator, created with sysfs_create_group() under /sys/kernel.
 *
 * scenario:
 *	load
 *	ls /sys/kernel/tuner
 *	echo 88 > /sys/kernel/tuner/freq
 *	cat /sys/kernel/tuner/freq
 *	rm
 */
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static unsigned int freq = 100;
static unsigned int volume = 5;

static ssize_t freq_show(struct kobject *kobj, struct kobj_attribute *attr,
			 char *buf)
{
	return sysfs_emit(buf, "%u\n", freq);
}

static ssize_t freq_store(struct kobject *kobj, struct kobj_attribute *attr,
			  const char *buf, size_t count)
{
	int ret = kstrtouint(buf, 10, &freq);

	return ret ? ret : count;
}

static ssize_t volume_show(struct kobject *kobj, struct kobj_attribute *attr,
			   char *buf)
{
	return sysfs_emit(buf, "%u\n", volume);
}

static struct kobj_attribute freq_attribute = __ATTR_RW(freq);
static struct kobj_attribute volume_attribute = __ATTR_RO(volume);

static struct attribute *tuner_attrs[] = {	/* warn: sysfs-attr-terminator */ /* runtime: sysfs-attr-terminator */
	&freq_attribute.attr,
	&volume_attribute.attr,
};

static const struct attribute_group tuner_group = {
	.attrs = tuner_attrs,
};

static struct kobject *tuner_kobj;

static int __init tuner_init(void)
{
	int err;

	tuner_kobj = kobject_create_and_add("tuner", kernel_kobj);
	if (!tuner_kobj)
		return -ENOMEM;
	err = sysfs_create_group(tuner_kobj, &tuner_group);
	if (err)
		kobject_put(tuner_kobj);
	return err;
}

static void __exit tuner_exit(void)
{
	sysfs_remove_group(tuner_kobj, &tuner_group);
	kobject_put(tuner_kobj);
}

module_init(tuner_init);
module_exit(tuner_exit);
MODULE_LICENSE("GPL");
