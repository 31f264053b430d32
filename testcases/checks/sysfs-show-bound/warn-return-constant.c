// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: show() returns a constant larger than the page
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

#define REPORT_LEN (PAGE_SIZE + 512)

static ssize_t report_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	sysfs_emit(buf, "ok\n");
	return REPORT_LEN;	/* warn(sysfscheck): sysfs-show-bound:bug "returns 4608" -- the returned macro expands to PAGE_SIZE + 512; a value fact */
}
static DEVICE_ATTR_RO(report);

static struct attribute *report_attrs[] = {
	&dev_attr_report.attr,
	NULL,
};
ATTRIBUTE_GROUPS(report);
MODULE_LICENSE("GPL");
