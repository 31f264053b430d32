// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: '%s' of a pointer member declared in a header the private header includes, and a bracketed literal define cut
 *
 * As silent-nested-header.c, but the 'const char *' member of the same
 * nested struct can point at a string of any length, and ("forward")
 * and '\n' are cut in 6 bytes: snprintf() returns more than it wrote.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>
#include "nested-hw.h"

#define ISOLATION_FWD	("forward")

static ssize_t vendor_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	struct nested_hw *ha = dev_get_drvdata(dev);

	return snprintf(buf, PAGE_SIZE, "%s\n", ha->fw_info.vendor);	/* warn(sysfscheck): sysfs-show-bound "snprintf()" -- a value fact (a length, size, count or bound) that the rule does not compute */
}
static DEVICE_ATTR_RO(vendor);

static ssize_t isolation_show(struct device *dev,
			      struct device_attribute *attr, char *buf)
{
	return snprintf(buf, 6, "%s\n", ISOLATION_FWD);	/* warn(sysfscheck): sysfs-show-bound "snprintf()" -- a value fact (a length, size, count or bound) that the rule does not compute */
}
static DEVICE_ATTR_RO(isolation);

static struct attribute *nested_attrs[] = {
	&dev_attr_vendor.attr,
	&dev_attr_isolation.attr,
	NULL,
};
ATTRIBUTE_GROUPS(nested);
MODULE_LICENSE("GPL");
