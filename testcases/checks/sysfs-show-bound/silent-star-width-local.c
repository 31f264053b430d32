// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a '*' width from a local only set to constants
 *
 * elants_i2c.c elants_version_attribute_show(): "%0*x" with fmt_size, an
 * unsigned local set to 2 or to 4 in the branches of an if: the text is
 * at most 8 hex digits and a newline (also when snprintf()'s result is
 * returned: the text always fits in 16 bytes).
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct version_attribute {
	struct device_attribute dattr;
	size_t field_size;
	u16 value;
};

static ssize_t version_show(struct device *dev, struct device_attribute *dattr,
			    char *buf)
{
	struct version_attribute *attr =
		container_of(dattr, struct version_attribute, dattr);
	unsigned int fmt_size;
	unsigned int val;

	if (attr->field_size == 1) {
		val = attr->value & 0xff;
		fmt_size = 2;
	} else {
		val = attr->value;
		fmt_size = 4;
	}

	return sprintf(buf, "%0*x\n", fmt_size, val);
}

static ssize_t short_show(struct device *dev, struct device_attribute *dattr,
			  char *buf)
{
	struct version_attribute *attr =
		container_of(dattr, struct version_attribute, dattr);
	unsigned int fmt_size = 4;

	if (attr->field_size == 1)
		fmt_size = 2;
	return snprintf(buf, 16, "%0*x\n", fmt_size, attr->value);
}

static struct version_attribute ver_attr_fw = {
	.dattr = __ATTR(fw_version, 0444, version_show, NULL),
	.field_size = 2,
};

static struct version_attribute ver_attr_short = {
	.dattr = __ATTR(short_version, 0444, short_show, NULL),
	.field_size = 1,
};

static struct attribute *version_attrs[] = {
	&ver_attr_fw.dattr.attr,
	&ver_attr_short.dattr.attr,
	NULL,
};
ATTRIBUTE_GROUPS(version);
MODULE_LICENSE("GPL");
