// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: store() returns strlen(buf) instead of count
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

static bool enabled;

static ssize_t mode_store(struct device *dev, struct device_attribute *attr,
			  const char *buf, size_t count)
{
	if (sysfs_streq(buf, "on"))
		enabled = true;
	else if (sysfs_streq(buf, "off"))
		enabled = false;
	else
		return -EINVAL;
	return strlen(buf);	/* warn: sysfs-store-return:style "returns the result of strlen()" */
}
static DEVICE_ATTR_WO(mode);

static struct attribute *sw_attrs[] = {
	&dev_attr_mode.attr,
	NULL,
};
ATTRIBUTE_GROUPS(sw);
