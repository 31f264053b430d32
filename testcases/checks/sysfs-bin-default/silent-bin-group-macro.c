// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: BIN_ATTRIBUTE_GROUPS() puts binary attributes where they belong
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

static ssize_t dump_read(struct file *filp, struct kobject *kobj,
			 struct bin_attribute *attr, char *buf,
			 loff_t off, size_t count)
{
	return 0;
}
static BIN_ATTR_RO(dump, 4096);

static struct bin_attribute *crash_attrs[] = {
	&bin_attr_dump,
	NULL,
};
BIN_ATTRIBUTE_GROUPS(crash);

static int crash_probe(struct platform_device *pdev)
{
	return 0;
}

static struct platform_driver crash_driver = {
	.probe = crash_probe,
	.driver = {
		.name = "crash",
		.dev_groups = crash_groups,
	},
};
module_platform_driver(crash_driver);
MODULE_LICENSE("GPL");
