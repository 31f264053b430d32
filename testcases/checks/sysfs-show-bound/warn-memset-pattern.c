// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: memset() of two pages worth of fill into the page
 * check-headers: reference
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

#define PATTERN_LEN (2 * PAGE_SIZE)

static ssize_t pattern_show(struct device *dev, struct device_attribute *attr,
			    char *buf)
{
	memset(buf, 'A', PATTERN_LEN);	/* warn(sysfscheck): sysfs-show-bound "memset() of 8192 bytes" -- memset() of a macro that expands to 2 * PAGE_SIZE; a value fact */
	return PAGE_SIZE;
}
static DEVICE_ATTR_RO(pattern);

static struct attribute *pattern_attrs[] = {
	&dev_attr_pattern.attr,
	NULL,
};
ATTRIBUTE_GROUPS(pattern);
MODULE_LICENSE("GPL");
