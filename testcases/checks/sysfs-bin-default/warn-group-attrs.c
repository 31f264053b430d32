// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: binary attribute listed in a group's .attrs
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

static u8 rom[128];

static ssize_t rom_read(struct file *filp, struct kobject *kobj,
			struct bin_attribute *attr, char *buf,
			loff_t off, size_t count)
{
	memcpy(buf, rom + off, count);
	return count;
}
static BIN_ATTR_RO(rom, sizeof(rom));

static ssize_t version_show(struct device *dev, struct device_attribute *attr,
			    char *buf)
{
	return sysfs_emit(buf, "3\n");
}
static DEVICE_ATTR_RO(version);

static struct attribute *card_attrs[] = {
	&dev_attr_version.attr,
	&bin_attr_rom.attr,		/* warn: sysfs-bin-default "'&bin_attr_rom.attr' in attribute array 'card_attrs'" */
	NULL,
};

static const struct attribute_group card_group = {
	.attrs = card_attrs,
};

int card_register(struct device *dev)
{
	return sysfs_create_group(&dev->kobj, &card_group);
}
MODULE_LICENSE("GPL");
