// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: show() delegating to a helper that writes the page
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

struct vpd {
	const char *serial;
};

static ssize_t vpd_field_show(struct vpd *v, char *buf)
{
	return sysfs_emit(buf, "%s\n", v->serial);
}

static ssize_t serial_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	return vpd_field_show(dev_get_drvdata(dev), buf);
}
static DEVICE_ATTR_RO(serial);

static struct attribute *vpd_attrs[] = {
	&dev_attr_serial.attr,
	NULL,
};
ATTRIBUTE_GROUPS(vpd);
MODULE_LICENSE("GPL");
