// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a parameter named like a binary attribute parameter of another function
 *
 * drivers/base/core.c: device_create_file() passes '&attr->attr' of its
 * struct device_attribute parameter 'attr' to sysfs_create_file(), and
 * device_create_bin_file() below it has a struct bin_attribute parameter
 * of the same name. Each 'attr' is its own function's.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

int chip_create_file(struct device *dev, const struct device_attribute *attr)
{
	return sysfs_create_file(&dev->kobj, &attr->attr);
}

void chip_remove_file(struct device *dev, const struct device_attribute *attr)
{
	sysfs_remove_file(&dev->kobj, &attr->attr);
}

int chip_create_bin_file(struct device *dev, const struct bin_attribute *attr)
{
	return sysfs_create_bin_file(&dev->kobj, attr);
}

void chip_remove_bin_file(struct device *dev, const struct bin_attribute *attr)
{
	sysfs_remove_bin_file(&dev->kobj, attr);
}
MODULE_LICENSE("GPL");
