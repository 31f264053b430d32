// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a BIN_ATTR_RO attribute put in the group's .attrs with the
 * device attributes instead of in .bin_attrs.
 *
 * scenario:
 *	load
 *	ls /sys/devices/platform/tpm_demo
 *	cat /sys/devices/platform/tpm_demo/caps
 *	cat /sys/devices/platform/tpm_demo/pcrs
 *	rm
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/string.h>
#include <linux/sysfs.h>

static u8 pcr_bank[8 * 20];

static ssize_t pcrs_read(struct file *filp, struct kobject *kobj,
			 struct bin_attribute *attr, char *buf,
			 loff_t off, size_t count)
{
	memcpy(buf, pcr_bank + off, count);
	return count;
}
static BIN_ATTR_RO(pcrs, sizeof(pcr_bank));

static ssize_t caps_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	return sysfs_emit(buf, "sha1\n");
}
static DEVICE_ATTR_RO(caps);

static struct attribute *tpm_attrs[] = {	/* runtime: sysfs-bin-default */
	&dev_attr_caps.attr,
	&bin_attr_pcrs.attr,	/* warn: sysfs-bin-default "bin_attr_pcrs" */
	NULL,
};
ATTRIBUTE_GROUPS(tpm);

static struct platform_driver tpm_driver = {
	.driver = {
		.name = "tpm_demo",
		.dev_groups = tpm_groups,
	},
};
module_platform_driver(tpm_driver);
MODULE_LICENSE("GPL");
