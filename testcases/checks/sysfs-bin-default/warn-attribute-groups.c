// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: ATTRIBUTE_GROUPS() over a list holding a binary attribute
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

static ssize_t calib_read(struct file *filp, struct kobject *kobj,
			  struct bin_attribute *attr, char *buf,
			  loff_t off, size_t count)
{
	return 0;
}

static ssize_t calib_write(struct file *filp, struct kobject *kobj,
			   struct bin_attribute *attr, char *buf,
			   loff_t off, size_t count)
{
	return count;
}
static BIN_ATTR_RW(calib, 512);

static ssize_t gain_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	return sysfs_emit(buf, "1\n");
}
static DEVICE_ATTR_RO(gain);

static struct attribute *adc_attrs[] = {
	&dev_attr_gain.attr,
	&bin_attr_calib.attr,	/* warn: sysfs-bin-default:bug "'adc_attrs'" */
	NULL,
};
ATTRIBUTE_GROUPS(adc);

static int adc_probe(struct platform_device *pdev)
{
	return 0;
}

static struct platform_driver adc_driver = {
	.probe = adc_probe,
	.driver = {
		.name = "adc",
		.dev_groups = adc_groups,
	},
};
module_platform_driver(adc_driver);
MODULE_LICENSE("GPL");
