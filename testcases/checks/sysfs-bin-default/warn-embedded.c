// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: binary attribute embedded in a driver structure
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

struct eeprom_chip {
	struct device *dev;
	u8 data[256];
	struct bin_attribute nvmem;
};

static ssize_t eeprom_read(struct file *filp, struct kobject *kobj,
			   struct bin_attribute *attr, char *buf,
			   loff_t off, size_t count)
{
	return 0;
}

int eeprom_expose(struct eeprom_chip *chip)
{
	sysfs_bin_attr_init(&chip->nvmem);
	chip->nvmem.attr.name = "eeprom";
	chip->nvmem.attr.mode = 0444;
	chip->nvmem.read = eeprom_read;
	chip->nvmem.size = sizeof(chip->data);
	return sysfs_create_file(&chip->dev->kobj, &chip->nvmem.attr);	/* warn: sysfs-bin-default "chip->nvmem.attr" */
}
MODULE_LICENSE("GPL");
