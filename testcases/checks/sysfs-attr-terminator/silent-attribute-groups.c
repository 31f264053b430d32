// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: ATTRIBUTE_GROUPS() and BIN_ATTRIBUTE_GROUPS() build terminated arrays
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

static ssize_t level_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	return sysfs_emit(buf, "%u\n", 3);
}
static DEVICE_ATTR_RO(level);

static struct attribute *gauge_attrs[] = {
	&dev_attr_level.attr,
	NULL,
};
ATTRIBUTE_GROUPS(gauge);

static ssize_t blob_read(struct file *filp, struct kobject *kobj,
			 struct bin_attribute *attr, char *buf,
			 loff_t off, size_t count)
{
	return 0;
}
static BIN_ATTR_RO(blob, 64);

static struct bin_attribute *store_attrs[] = {
	&bin_attr_blob,
	NULL,
};
BIN_ATTRIBUTE_GROUPS(store);

static int gauge_probe(struct platform_device *pdev)
{
	return devm_device_add_groups(&pdev->dev, store_groups);
}

static struct platform_driver gauge_driver = {
	.probe = gauge_probe,
	.driver = {
		.name = "gauge",
		.dev_groups = gauge_groups,
	},
};
module_platform_driver(gauge_driver);
MODULE_LICENSE("GPL");
