// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a cast does not make a binary attribute an ordinary one
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static ssize_t id_read(struct file *filp, struct kobject *kobj,
		       struct bin_attribute *attr, char *buf,
		       loff_t off, size_t count)
{
	return 0;
}
static BIN_ATTR_RO(id, 8);

static struct attribute *chip_attrs[] = {
	(struct attribute *)&bin_attr_id,	/* warn: sysfs-bin-default */
	NULL,
};

static const struct attribute_group chip_group = {
	.attrs = chip_attrs,
};

int chip_register(struct device *dev)
{
	return device_add_group(dev, &chip_group);
}
MODULE_LICENSE("GPL");
