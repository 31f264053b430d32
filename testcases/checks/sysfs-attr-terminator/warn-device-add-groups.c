// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: group array passed to device_add_groups() without NULL
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static ssize_t temp_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	return sysfs_emit(buf, "%d\n", 42000);
}
static DEVICE_ATTR_RO(temp);

static struct attribute *sensor_attrs[] = {
	&dev_attr_temp.attr,
	NULL,
};

static const struct attribute_group sensor_group = {
	.attrs = sensor_attrs,
};

static const struct attribute_group *sensor_groups[] = {	/* warn: sysfs-attr-terminator "device_add_groups()" */
	&sensor_group,
};

int sensor_add(struct device *dev)
{
	return device_add_groups(dev, sensor_groups);
}

void sensor_del(struct device *dev)
{
	device_remove_groups(dev, sensor_groups);
}
MODULE_LICENSE("GPL");
