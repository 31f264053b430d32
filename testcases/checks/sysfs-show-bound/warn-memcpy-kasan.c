// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: memcpy() of more than a page as x86 KASAN builds spell it
 *
 * As silent-memcpy-kasan.c: __memcpy() is the kernel's memcpy() in a KASAN
 * build; copying an 8 KiB table into the page writes past it.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

void *__memcpy(void *to, const void *from, size_t len);
void *__memset(void *s, int c, size_t n);

static u8 eeprom_shadow[8192];

static ssize_t eeprom_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	__memcpy(buf, eeprom_shadow, sizeof(eeprom_shadow));	/* warn(sysfscheck): sysfs-show-bound "__memcpy() of 8192 bytes" -- __memcpy() of sizeof() an 8192-byte array; the size is a value fact */
	return PAGE_SIZE;
}
static DEVICE_ATTR_RO(eeprom);

static ssize_t blank_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	__memset(buf, ' ', 5000);	/* warn(sysfscheck): sysfs-show-bound "__memset() of 5000 bytes" -- __memset() of 5000 bytes; the size is a value fact */
	return PAGE_SIZE;
}
static DEVICE_ATTR_RO(blank);

static struct attribute *eeprom_attrs[] = {
	&dev_attr_eeprom.attr,
	&dev_attr_blank.attr,
	NULL,
};
ATTRIBUTE_GROUPS(eeprom);
MODULE_LICENSE("GPL");
