// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: 2.6-style plain attributes served by their ktype's
 * sysfs_ops, which has both show() and store()
 * check-headers: reference-legacy
 */
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static struct kobject ctl_kobj;
static int speed = 3, state;

static struct attribute speed_attr = {
	.name = "speed",
	.owner = THIS_MODULE,
	.mode = S_IRUGO | S_IWUSR,
};

static struct attribute state_attr = {
	.name = "state",
	.owner = THIS_MODULE,
	.mode = S_IRUGO,
};

static struct attribute *ctl_attrs[] = {
	&speed_attr,
	&state_attr,
	NULL,
};

static ssize_t ctl_show(struct kobject *kobj, struct attribute *attr,
			char *buffer)
{
	return sprintf(buffer, "%d\n", attr == &speed_attr ? speed : state);
}

static ssize_t ctl_store(struct kobject *kobj, struct attribute *attr,
			 const char *buffer, size_t size)
{
	sscanf(buffer, "%d", &speed);
	return size;
}

static struct sysfs_ops ctl_sysfs_ops = {
	.show = ctl_show,
	.store = ctl_store,
};

static void ctl_release(struct kobject *kobj)
{
}

static struct kobj_type ctl_ktype = {
	.release = ctl_release,
	.sysfs_ops = &ctl_sysfs_ops,
	.default_attrs = ctl_attrs,
};

static int __init ctl_init(void)
{
	kobject_set_name(&ctl_kobj, "ctl");
	ctl_kobj.ktype = &ctl_ktype;
	return kobject_register(&ctl_kobj);
}

static void __exit ctl_exit(void)
{
	kobject_unregister(&ctl_kobj);
}

module_init(ctl_init);
module_exit(ctl_exit);
MODULE_LICENSE("GPL");
