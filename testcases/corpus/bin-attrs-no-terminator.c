// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: the ordinary attributes of a group are terminated, its
 * bin_attrs array is not: easy to miss when the binary list is added later.
 *
 * scenario:
 *	load
 *	ls /sys/devices/platform/nvram
 *	cat /sys/devices/platform/nvram/version
 *	rm
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/string.h>
#include <linux/sysfs.h>

static u8 nvram[64];
static u8 calibration[16];

static ssize_t nvram_read(struct file *filp, struct kobject *kobj,
			  struct bin_attribute *attr, char *buf,
			  loff_t off, size_t count)
{
	memcpy(buf, nvram + off, count);
	return count;
}
static BIN_ATTR_RO(nvram, sizeof(nvram));

static ssize_t calibration_read(struct file *filp, struct kobject *kobj,
				struct bin_attribute *attr, char *buf,
				loff_t off, size_t count)
{
	memcpy(buf, calibration + off, count);
	return count;
}
static BIN_ATTR_RO(calibration, sizeof(calibration));

static ssize_t version_show(struct device *dev, struct device_attribute *attr,
			    char *buf)
{
	return sysfs_emit(buf, "2\n");
}
static DEVICE_ATTR_RO(version);

static struct attribute *nvram_attrs[] = {
	&dev_attr_version.attr,
	NULL,
};

static struct bin_attribute *nvram_bin_attrs[] = {	/* warn: sysfs-attr-terminator */ /* runtime: sysfs-attr-terminator */
	&bin_attr_nvram,
	&bin_attr_calibration,
};

static const struct attribute_group nvram_group = {
	.attrs = nvram_attrs,
	.bin_attrs = nvram_bin_attrs,
};

static const struct attribute_group *nvram_groups[] = {
	&nvram_group,
	NULL,
};

static struct platform_driver nvram_driver = {
	.driver = {
		.name = "nvram",
		.dev_groups = nvram_groups,
	},
};
module_platform_driver(nvram_driver);
MODULE_LICENSE("GPL");
