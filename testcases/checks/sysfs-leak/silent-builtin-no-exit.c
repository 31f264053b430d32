// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: built-in code with an init and no exit cannot be unloaded:
 * nothing to pair the file with
 */
#include <linux/init.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static ssize_t boot_id_show(struct kobject *kobj, struct kobj_attribute *attr,
			    char *buf)
{
	return sysfs_emit(buf, "42\n");
}
static struct kobj_attribute boot_id_attr = __ATTR_RO(boot_id);

static int __init boot_id_init(void)
{
	return sysfs_create_file(kernel_kobj, &boot_id_attr.attr);
}
module_init(boot_id_init);
MODULE_LICENSE("GPL");
