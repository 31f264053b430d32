// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: __ATTR() with mode 0644 and no store(): the file looks
 * writable, and every write fails with -EIO.
 *
 * scenario:
 *	load
 *	cat /sys/kernel/amp/gain
 *	echo 4 > /sys/kernel/amp/gain
 *	cat /sys/kernel/amp/mute
 *	echo 1 > /sys/kernel/amp/mute
 *	rm
 */
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static int gain = 2;
static bool mute;

static ssize_t gain_show(struct kobject *kobj, struct kobj_attribute *attr,
			 char *buf)
{
	return sysfs_emit(buf, "%d\n", gain);
}

static ssize_t mute_show(struct kobject *kobj, struct kobj_attribute *attr,
			 char *buf)
{
	return sysfs_emit(buf, "%d\n", mute);
}

static ssize_t mute_store(struct kobject *kobj, struct kobj_attribute *attr,
			  const char *buf, size_t count)
{
	int ret = kstrtobool(buf, &mute);

	return ret ? ret : count;
}

static struct kobj_attribute gain_attribute = __ATTR(gain, 0644, gain_show, NULL);	/* warn: sysfs-attr-mode */ /* runtime: sysfs-attr-mode */
static struct kobj_attribute mute_attribute = __ATTR_RW(mute);

static struct attribute *amp_attrs[] = {
	&gain_attribute.attr,
	&mute_attribute.attr,
	NULL,
};

static const struct attribute_group amp_group = {
	.attrs = amp_attrs,
};

static struct kobject *amp_kobj;

static int __init amp_init(void)
{
	int err;

	amp_kobj = kobject_create_and_add("amp", kernel_kobj);
	if (!amp_kobj)
		return -ENOMEM;
	err = sysfs_create_group(amp_kobj, &amp_group);
	if (err)
		kobject_put(amp_kobj);
	return err;
}

static void __exit amp_exit(void)
{
	sysfs_remove_group(amp_kobj, &amp_group);
	kobject_put(amp_kobj);
}

module_init(amp_init);
module_exit(amp_exit);
MODULE_LICENSE("GPL");
