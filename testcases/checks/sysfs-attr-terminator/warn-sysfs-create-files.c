// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: attribute array passed to sysfs_create_files() without NULL
 */
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static int mode;

static ssize_t mode_show(struct kobject *kobj, struct kobj_attribute *attr,
			 char *buf)
{
	return sysfs_emit(buf, "%d\n", mode);
}
static struct kobj_attribute mode_attr = __ATTR_RO(mode);

static const struct attribute *power_attrs[] = {	/* warn: sysfs-attr-terminator "sysfs_create_files()" */
	&mode_attr.attr,
};

static struct kobject *demo_kobj;

static int __init power_init(void)
{
	int ret;

	demo_kobj = kobject_create_and_add("power_demo", kernel_kobj);
	if (!demo_kobj)
		return -ENOMEM;
	ret = sysfs_create_files(demo_kobj, power_attrs);
	if (ret)
		kobject_put(demo_kobj);
	return ret;
}

static void __exit power_exit(void)
{
	sysfs_remove_files(demo_kobj, power_attrs);
	kobject_put(demo_kobj);
}
module_init(power_init);
module_exit(power_exit);
MODULE_LICENSE("GPL");
