// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: '%s' of a char array declared in a header the private header includes, and of bracketed literal defines
 *
 * qla4xxx ql4_attr.c: '%s' of the u8[16] and u8[180] members of a struct
 * that ql4_fw.h declares, a header ql4_def.h (the driver's private header)
 * includes: a string in an array ends inside it. qeth_core_sys.c: '%s\n'
 * of ("none") into 6 bytes and of ("forward") into 9: a define may
 * bracket its literal, the text still fits. snprintf() returns what it
 * wrote in each.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>
#include "nested-hw.h"

#define ISOLATION_NONE	("none")
#define ISOLATION_FWD	("forward")

static ssize_t build_user_show(struct device *dev,
			       struct device_attribute *attr, char *buf)
{
	struct nested_hw *ha = dev_get_drvdata(dev);

	return snprintf(buf, PAGE_SIZE, "%s\n", ha->fw_info.build_user);
}
static DEVICE_ATTR_RO(build_user);

static ssize_t timestamp_show(struct device *dev,
			      struct device_attribute *attr, char *buf)
{
	struct nested_hw *ha = dev_get_drvdata(dev);

	return snprintf(buf, PAGE_SIZE, "%s\n", ha->fw_info.extended_timestamp);
}
static DEVICE_ATTR_RO(timestamp);

static ssize_t isolation_show(struct device *dev,
			      struct device_attribute *attr, char *buf)
{
	struct nested_hw *ha = dev_get_drvdata(dev);

	if (!ha->isolation)
		return snprintf(buf, 6, "%s\n", ISOLATION_NONE);
	return snprintf(buf, 9, "%s\n", ISOLATION_FWD);
}
static DEVICE_ATTR_RO(isolation);

static struct attribute *nested_attrs[] = {
	&dev_attr_build_user.attr,
	&dev_attr_timestamp.attr,
	&dev_attr_isolation.attr,
	NULL,
};
ATTRIBUTE_GROUPS(nested);
MODULE_LICENSE("GPL");
