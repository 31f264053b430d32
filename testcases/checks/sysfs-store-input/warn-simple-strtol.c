// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: simple_strtol() into a signed offset
 * check-options: -Wsysfs-store-input
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct accel {
	long offset;
};

static ssize_t offset_store(struct device *dev, struct device_attribute *attr,
			    const char *buf, size_t count)
{
	struct accel *acc = dev_get_drvdata(dev);
	long val = simple_strtol(buf, NULL, 0);	/* warn: sysfs-store-input "simple_strtol()" "use kstrtol()" */

	if (val < -512 || val > 511)
		return -EINVAL;
	acc->offset = val;
	return count;
}
static DEVICE_ATTR_WO(offset);

static struct attribute *accel_attrs[] = {
	&dev_attr_offset.attr,
	NULL,
};
ATTRIBUTE_GROUPS(accel);
