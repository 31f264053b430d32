// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: memcpy() of a member's length, that length returned
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

struct blob {
	u8 len;
	u8 data[255];
};

static ssize_t blob_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct blob *b = dev_get_drvdata(dev);

	memcpy(buf, b->data, b->len);
	return b->len;
}
static DEVICE_ATTR_RO(blob);

static struct attribute *blob_attrs[] = {
	&dev_attr_blob.attr,
	NULL,
};
ATTRIBUTE_GROUPS(blob);
MODULE_LICENSE("GPL");
