// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: binary attribute array in a group's .bin_attrs without NULL
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

static u8 eeprom[256];

static ssize_t eeprom_read(struct file *filp, struct kobject *kobj,
			   struct bin_attribute *attr, char *buf,
			   loff_t off, size_t count)
{
	memcpy(buf, eeprom + off, count);
	return count;
}
static BIN_ATTR_RO(eeprom, sizeof(eeprom));

static struct bin_attribute *nvmem_bin_attrs[] = {	/* warn: sysfs-attr-terminator:bug "binary attribute array 'nvmem_bin_attrs'" */
	&bin_attr_eeprom,
};

static const struct attribute_group nvmem_group = {
	.bin_attrs = nvmem_bin_attrs,
};

int nvmem_expose(struct device *dev)
{
	return sysfs_create_group(&dev->kobj, &nvmem_group);
}
MODULE_LICENSE("GPL");
