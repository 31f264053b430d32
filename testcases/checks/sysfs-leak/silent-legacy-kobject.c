// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: the 2.6 API: kobject_register(), a file added and removed
 * again, kobject_unregister() on the error path and at exit
 * check-headers: reference-legacy
 */
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static struct kobject lamp_kobj;

static struct attribute watts_attr = {
	.name = "watts",
	.owner = THIS_MODULE,
	.mode = S_IRUGO,
};

static ssize_t lamp_show(struct kobject *kobj, struct attribute *attr,
			 char *buffer)
{
	return sprintf(buffer, "40\n");
}

static struct sysfs_ops lamp_sysfs_ops = {
	.show = lamp_show,
};

static void lamp_release(struct kobject *kobj)
{
}

static struct kobj_type lamp_ktype = {
	.release = lamp_release,
	.sysfs_ops = &lamp_sysfs_ops,
};

static int __init lamp_init(void)
{
	int err;

	kobject_set_name(&lamp_kobj, "lamp");
	lamp_kobj.ktype = &lamp_ktype;
	err = kobject_register(&lamp_kobj);
	if (err)
		return err;
	err = sysfs_create_file(&lamp_kobj, &watts_attr);
	if (err)
		kobject_unregister(&lamp_kobj);
	return err;
}

static void __exit lamp_exit(void)
{
	sysfs_remove_file(&lamp_kobj, &watts_attr);
	kobject_unregister(&lamp_kobj);
}

module_init(lamp_init);
module_exit(lamp_exit);
MODULE_LICENSE("GPL");
