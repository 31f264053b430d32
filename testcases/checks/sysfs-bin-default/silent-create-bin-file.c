// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: binary attributes created with the binary-file functions
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static ssize_t fw_write(struct file *filp, struct kobject *kobj,
			struct bin_attribute *attr, char *buf,
			loff_t off, size_t count)
{
	return count;
}
static BIN_ATTR_WO(fw, 0);

int loader_expose(struct device *dev)
{
	int ret = sysfs_create_bin_file(&dev->kobj, &bin_attr_fw);

	if (ret)
		return ret;
	ret = device_create_bin_file(dev, &bin_attr_fw);
	if (ret)
		sysfs_remove_bin_file(&dev->kobj, &bin_attr_fw);
	return ret;
}
MODULE_LICENSE("GPL");
