// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a 2.6-style readable plain attribute whose ktype's sysfs_ops
 * only has a store(): every read fails
 * check-headers: reference-legacy
 */
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static struct kobject bell_kobj;
static int rings;

static struct attribute ring_attr = {	/* warn: sysfs-attr-mode "attribute 'ring' ('ring_attr') has mode 0644: it grants read, but there is no show()" */
	.name = "ring",
	.owner = THIS_MODULE,
	.mode = S_IRUGO | S_IWUSR,
};

static struct attribute *bell_attrs[] = {
	&ring_attr,
	NULL,
};

static ssize_t bell_store(struct kobject *kobj, struct attribute *attr,
			  const char *buffer, size_t size)
{
	rings++;
	return size;
}

static struct sysfs_ops bell_sysfs_ops = {
	.store = bell_store,
};

static void bell_release(struct kobject *kobj)
{
}

static struct kobj_type bell_ktype = {
	.release = bell_release,
	.sysfs_ops = &bell_sysfs_ops,
	.default_attrs = bell_attrs,
};

static int __init bell_init(void)
{
	kobject_set_name(&bell_kobj, "bell");
	bell_kobj.ktype = &bell_ktype;
	return kobject_register(&bell_kobj);
}

static void __exit bell_exit(void)
{
	kobject_unregister(&bell_kobj);
}

module_init(bell_init);
module_exit(bell_exit);
MODULE_LICENSE("GPL");
