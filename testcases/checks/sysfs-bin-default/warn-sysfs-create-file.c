// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: binary attribute passed to sysfs_create_file()
 */
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static ssize_t fw_write(struct file *filp, struct kobject *kobj,
			struct bin_attribute *attr, char *buf,
			loff_t off, size_t count)
{
	return count;
}
static BIN_ATTR_WO(fw, 0);

int loader_expose(struct kobject *kobj)
{
	return sysfs_create_file(kobj, &bin_attr_fw.attr);	/* warn: sysfs-bin-default "sysfs_create_file()" */
}

void loader_hide(struct kobject *kobj)
{
	sysfs_remove_file(kobj, &bin_attr_fw.attr);
}
MODULE_LICENSE("GPL");
