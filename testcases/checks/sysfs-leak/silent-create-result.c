// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: the only error returns are the create's own failures, tested
 * as err, err < 0 and returned directly
 */
#include <linux/init.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static int beep;

static ssize_t beep_show(struct kobject *kobj, struct kobj_attribute *attr,
			 char *buf)
{
	return sysfs_emit(buf, "%d\n", beep);
}
static struct kobj_attribute beep_attr = __ATTR_RO(beep);

static ssize_t volume_show(struct kobject *kobj, struct kobj_attribute *attr,
			   char *buf)
{
	return sysfs_emit(buf, "7\n");
}
static struct kobj_attribute volume_attr = __ATTR_RO(volume);

static struct kobject *snd_kobj;

static int __init snd_demo_init(void)
{
	int err;

	snd_kobj = kobject_create_and_add("snd_demo", kernel_kobj);
	if (!snd_kobj)
		return -ENOMEM;
	err = sysfs_create_file(snd_kobj, &beep_attr.attr);
	if (err < 0) {
		kobject_put(snd_kobj);
		return err;
	}
	err = sysfs_create_file(snd_kobj, &volume_attr.attr);
	if (err) {
		sysfs_remove_file(snd_kobj, &beep_attr.attr);
		kobject_put(snd_kobj);
	}
	return err;
}

static void __exit snd_demo_exit(void)
{
	sysfs_remove_file(snd_kobj, &volume_attr.attr);
	sysfs_remove_file(snd_kobj, &beep_attr.attr);
	kobject_put(snd_kobj);
}

module_init(snd_demo_init);
module_exit(snd_demo_exit);
MODULE_LICENSE("GPL");
