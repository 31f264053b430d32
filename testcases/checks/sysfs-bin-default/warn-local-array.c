// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: binary attribute in a function-local attribute list
 */
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static ssize_t state_show(struct kobject *kobj, struct kobj_attribute *attr,
			  char *buf)
{
	return sysfs_emit(buf, "on\n");
}
static struct kobj_attribute state_attr = __ATTR_RO(state);

static ssize_t dump_read(struct file *filp, struct kobject *kobj,
			 struct bin_attribute *attr, char *buf,
			 loff_t off, size_t count)
{
	return 0;
}
static BIN_ATTR_RO(dump, 4096);

int engine_expose(struct kobject *kobj)
{
	const struct attribute *attrs[] = {
		&state_attr.attr,
		&bin_attr_dump.attr,	/* warn: sysfs-bin-default "bin_attr_dump" */
		NULL,
	};

	return sysfs_create_files(kobj, attrs);
}
MODULE_LICENSE("GPL");
