// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: mode 0200 with a show(): the calibration can be written but
 * never read back
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static int offset;

static ssize_t offset_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	return sysfs_emit(buf, "%d\n", offset);
}

static ssize_t offset_store(struct device *dev, struct device_attribute *attr,
			    const char *buf, size_t count)
{
	int ret = kstrtoint(buf, 0, &offset);

	return ret ? ret : count;
}
static DEVICE_ATTR(offset, 0200, offset_show, offset_store);	/* warn: sysfs-attr-mode "has mode 0200: its show() 'offset_show' can never run" */

static struct attribute *calib_attrs[] = {
	&dev_attr_offset.attr,
	NULL,
};

static const struct attribute_group calib_group = {
	.name = "calibration",
	.attrs = calib_attrs,
};

int calib_add(struct device *dev)
{
	return sysfs_create_group(&dev->kobj, &calib_group);
}
MODULE_LICENSE("GPL");
