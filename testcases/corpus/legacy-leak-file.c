// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a non-default attribute added with sysfs_create_file() at
 * init and never removed: exit unregisters the kobject with the file
 * still in its directory.
 *
 * scenario:
 *	load
 *	ls /sys/battery
 *	cat /sys/battery/capacity
 *	cat /sys/battery/health
 *	rm
 */
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static struct kobject battery_kobj;

static struct attribute capacity_attr = {
	.name = "capacity",
	.owner = THIS_MODULE,
	.mode = S_IRUGO,
};

static struct attribute health_attr = {
	.name = "health",
	.owner = THIS_MODULE,
	.mode = S_IRUGO,
};

static struct attribute *battery_attrs[] = {
	&capacity_attr,
	NULL,
};

static ssize_t battery_show(struct kobject *kobj, struct attribute *attr,
			    char *buffer)
{
	if (attr == &capacity_attr)
		return sprintf(buffer, "87\n");
	return sprintf(buffer, "good\n");
}

static struct sysfs_ops battery_sysfs_ops = {
	.show = battery_show,
};

static void battery_release(struct kobject *kobj)
{
}

static struct kobj_type battery_ktype = {
	.release = battery_release,
	.sysfs_ops = &battery_sysfs_ops,
	.default_attrs = battery_attrs,
};

static int __init battery_init(void)
{
	int err;

	kobject_set_name(&battery_kobj, "battery");
	battery_kobj.ktype = &battery_ktype;
	err = kobject_register(&battery_kobj);
	if (err)
		return err;
	err = sysfs_create_file(&battery_kobj, &health_attr);	/* runtime(only): sysfs-leak -- the file is in battery_kobj's own directory and exit unregisters battery_kobj, so statically the file goes with its kobject; the reference reports the file still there when the directory is deleted */
	if (err)
		kobject_unregister(&battery_kobj);
	return err;
}

static void __exit battery_exit(void)
{
	kobject_unregister(&battery_kobj);
}

module_init(battery_init);
module_exit(battery_exit);
MODULE_LICENSE("GPL");
