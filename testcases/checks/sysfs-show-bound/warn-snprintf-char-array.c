// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: snprintf() of '%s' of char arrays that can be cut, and of a pointer member
 *
 * As silent-snprintf-char-array.c, but myrs.c serial_show(): a char[17]
 * (16 characters and '\n') into 16 bytes is cut; and a 'const char *'
 * member can point at a string of any length, also under a precision
 * the file does not bound.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct ctlr {
	char serial[17];
	const char *fw_file;
	int name_len;
};

static ssize_t serial_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	struct ctlr *c = dev_get_drvdata(dev);

	return snprintf(buf, 16, "%s\n", c->serial);	/* warn(sysfscheck): sysfs-show-bound "snprintf()" -- a value fact (a length, size, count or bound) that the rule does not compute */
}
static DEVICE_ATTR_RO(serial);

static ssize_t fw_file_show(struct device *dev, struct device_attribute *attr,
			    char *buf)
{
	struct ctlr *c = dev_get_drvdata(dev);

	return snprintf(buf, PAGE_SIZE, "%s\n", c->fw_file);	/* warn: sysfs-show-bound "snprintf()" */
}
static DEVICE_ATTR_RO(fw_file);

static ssize_t fw_name_show(struct device *dev, struct device_attribute *attr,
			    char *buf)
{
	struct ctlr *c = dev_get_drvdata(dev);
	ssize_t count;

	count = snprintf(buf, PAGE_SIZE, "%.*s\n", c->name_len, c->fw_file);
	return count;	/* warn(sysfscheck): sysfs-show-bound "snprintf()" -- a value fact (a length, size, count or bound) that the rule does not compute */
}
static DEVICE_ATTR_RO(fw_name);

static struct attribute *ctlr_attrs[] = {
	&dev_attr_serial.attr,
	&dev_attr_fw_file.attr,
	&dev_attr_fw_name.attr,
	NULL,
};
ATTRIBUTE_GROUPS(ctlr);
MODULE_LICENSE("GPL");
