// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: binary attributes in .bin_attrs and ordinary ones in .attrs
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static ssize_t rom_read(struct file *filp, struct kobject *kobj,
			struct bin_attribute *attr, char *buf,
			loff_t off, size_t count)
{
	return 0;
}
static BIN_ATTR_RO(rom, 128);

static ssize_t version_show(struct device *dev, struct device_attribute *attr,
			    char *buf)
{
	return sysfs_emit(buf, "3\n");
}
static DEVICE_ATTR_RO(version);

static struct attribute *card_attrs[] = {
	&dev_attr_version.attr,
	NULL,
};

static struct bin_attribute *card_bin_attrs[] = {
	&bin_attr_rom,
	NULL,
};

static const struct attribute_group card_group = {
	.attrs = card_attrs,
	.bin_attrs = card_bin_attrs,
};

int card_register(struct device *dev)
{
	return sysfs_create_group(&dev->kobj, &card_group);
}
MODULE_LICENSE("GPL");
