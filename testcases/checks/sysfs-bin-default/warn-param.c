// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: the attr of a binary attribute parameter passed to sysfs_create_file()
 *
 * The parameter 'attr' is a struct bin_attribute pointer in this function;
 * another function's 'attr' is an ordinary attribute and stays silent.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

int chip_create_file(struct device *dev, const struct device_attribute *attr)
{
	return sysfs_create_file(&dev->kobj, &attr->attr);
}

int chip_create_blob(struct device *dev, struct bin_attribute *attr)
{
	return sysfs_create_file(&dev->kobj, &attr->attr);	/* warn: sysfs-bin-default "sysfs_create_file()" */
}

int chip_create_const_blob(struct device *dev, const struct bin_attribute *attr)
{
	return sysfs_create_file(&dev->kobj, &attr->attr);	/* warn: sysfs-bin-default "sysfs_create_file()" */
}
MODULE_LICENSE("GPL");
