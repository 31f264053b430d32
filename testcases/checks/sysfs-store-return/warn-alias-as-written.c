// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a call named as the source names it where a header's
 * inline wrapper (text-len.h) calls the original by another name:
 * fortify's strnlen() calls __real_strnlen(), linked as strnlen (6.12
 * hid-wiimote-core.c); the message says "text_len()", not
 * "__real_text_len()"
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/sysfs.h>

#include "text-len.h"

struct scanner {
	int scanning;
};

static ssize_t scan_store(struct device *dev, struct device_attribute *attr,
			  const char *buf, size_t count)
{
	struct scanner *s = dev_get_drvdata(dev);

	if (strcmp(buf, "scan"))
		return -EINVAL;
	s->scanning = 1;
	return text_len(buf, PAGE_SIZE);	/* warn(sysfscheck): sysfs-store-return:bug "returns the result of text_len(), which was not given the count: return count" -- the message names the wrapper the source calls, not the name the header calls the original by */
}
static DEVICE_ATTR_WO(scan);

static struct attribute *scanner_attrs[] = {
	&dev_attr_scan.attr,
	NULL,
};
ATTRIBUTE_GROUPS(scanner);
MODULE_LICENSE("GPL");
