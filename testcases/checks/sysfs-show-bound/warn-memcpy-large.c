// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: memcpy() of a whole table bigger than the page
 * check-headers: reference
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

static u8 eeprom_shadow[8192];

static ssize_t eeprom_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	memcpy(buf, eeprom_shadow, sizeof(eeprom_shadow));	/* warn(sysfscheck): sysfs-show-bound:bug "memcpy() of 8192 bytes" -- memcpy() of sizeof() an 8192-byte array; the size is a value fact */
	return sizeof(eeprom_shadow);
}
static DEVICE_ATTR_RO(eeprom);

static struct attribute *shadow_attrs[] = {
	&dev_attr_eeprom.attr,
	NULL,
};
ATTRIBUTE_GROUPS(shadow);
MODULE_LICENSE("GPL");
