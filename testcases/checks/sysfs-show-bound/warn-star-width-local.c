// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a '*' width from a local that is also set to a reading
 *
 * The width is what the device reports on one path: nothing bounds it,
 * and neither does a signed local (a negative width counts by its
 * magnitude).
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct version_attribute {
	struct device_attribute dattr;
	size_t field_size;
	unsigned int digits;
	u16 value;
};

static ssize_t version_show(struct device *dev, struct device_attribute *dattr,
			    char *buf)
{
	struct version_attribute *attr =
		container_of(dattr, struct version_attribute, dattr);
	unsigned int fmt_size;

	if (attr->field_size == 1)
		fmt_size = 2;
	else
		fmt_size = attr->digits;

	return sprintf(buf, "%0*x\n", fmt_size, attr->value);	/* warn(sysfscheck): sysfs-show-bound "field width '*' unknown" -- sprintf() of a '*' width that is a reading on one path; the width's values are value facts and the rule does not measure formats */
}

static ssize_t serial_show(struct device *dev, struct device_attribute *dattr,
			   char *buf)
{
	struct version_attribute *attr =
		container_of(dattr, struct version_attribute, dattr);
	int fmt_size = 4;

	if (attr->field_size == 1)
		fmt_size = 2;

	return snprintf(buf, 16, "%0*x\n", fmt_size, attr->value);	/* warn(sysfscheck): sysfs-show-bound "returns what snprintf() returned" -- a value fact (a length, size, count or bound) that the rule does not compute */
}

static struct version_attribute ver_attr_fw = {
	.dattr = __ATTR(fw_version, 0444, version_show, NULL),
	.field_size = 2,
};

static struct version_attribute ver_attr_serial = {
	.dattr = __ATTR(serial, 0444, serial_show, NULL),
	.field_size = 2,
};

static struct attribute *version_attrs[] = {
	&ver_attr_fw.dattr.attr,
	&ver_attr_serial.dattr.attr,
	NULL,
};
ATTRIBUTE_GROUPS(version);
MODULE_LICENSE("GPL");
