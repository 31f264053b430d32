// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: snprintf() of '%s' of char arrays that can be cut, and of a pointer member
 *
 * As silent-snprintf-char-array.c, but myrs.c serial_show(): a char[17]
 * (16 characters and '\n') into 16 bytes is cut; and a 'const char *'
 * member can point at a string of any length.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct ctlr {
	char serial[17];
	const char *fw_file;
};

static ssize_t serial_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	struct ctlr *c = dev_get_drvdata(dev);

	return snprintf(buf, 16, "%s\n", c->serial);	/* warn: sysfs-show-bound "snprintf()" */
}
static DEVICE_ATTR_RO(serial);

static ssize_t fw_file_show(struct device *dev, struct device_attribute *attr,
			    char *buf)
{
	struct ctlr *c = dev_get_drvdata(dev);

	return snprintf(buf, PAGE_SIZE, "%s\n", c->fw_file);	/* warn: sysfs-show-bound "snprintf()" */
}
static DEVICE_ATTR_RO(fw_file);

static struct attribute *ctlr_attrs[] = {
	&dev_attr_serial.attr,
	&dev_attr_fw_file.attr,
	NULL,
};
ATTRIBUTE_GROUPS(ctlr);
MODULE_LICENSE("GPL");
