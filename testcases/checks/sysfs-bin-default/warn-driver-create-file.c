// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: binary attribute passed to driver_create_file(), whose family
 * has no binary form: the message says what to use instead
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static ssize_t blob_read(struct file *filp, struct kobject *kobj,
			 struct bin_attribute *attr, char *buf,
			 loff_t off, size_t count)
{
	return 0;
}
static BIN_ATTR_RO(blob, 64);

int blob_expose(struct device_driver *drv)
{
	return driver_create_file(drv, (struct driver_attribute *)&bin_attr_blob);	/* warn: sysfs-bin-default "driver_create_file() has no binary form: create it with sysfs_create_bin_file()" */
}
MODULE_LICENSE("GPL");
