// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: binary attribute passed to device_create_file() through a cast
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static ssize_t regs_read(struct file *filp, struct kobject *kobj,
			 struct bin_attribute *attr, char *buf,
			 loff_t off, size_t count)
{
	return 0;
}
static BIN_ATTR_RO(regs, 1024);

int regs_expose(struct device *dev)
{
	return device_create_file(dev, (struct device_attribute *)&bin_attr_regs);	/* warn: sysfs-bin-default:bug "create it with device_create_bin_file() and remove it with device_remove_bin_file()" */
}
MODULE_LICENSE("GPL");
