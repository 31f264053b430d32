// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: store() returns strnlen(buf, PAGE_SIZE) instead of count:
 * the API's rule, as strlen(buf) (hid-wiimote)
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

static bool enabled;

static ssize_t scan_store(struct device *dev, struct device_attribute *attr,
			  const char *buf, size_t count)
{
	if (!sysfs_streq(buf, "scan"))
		return -EINVAL;
	enabled = true;
	return strnlen(buf, PAGE_SIZE);	/* warn(sysfscheck): sysfs-store-return:style "returns the result of strnlen()" -- the rule matches strlen(buf); strnlen() is a length callee of the model the rule does not list */
}
static DEVICE_ATTR_WO(scan);

static struct attribute *sw_attrs[] = {
	&dev_attr_scan.attr,
	NULL,
};
ATTRIBUTE_GROUPS(sw);
