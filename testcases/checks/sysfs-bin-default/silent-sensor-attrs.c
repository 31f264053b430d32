// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: nested ordinary attributes (hwmon sensor attributes)
 */
#include <linux/device.h>
#include <linux/hwmon-sysfs.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static ssize_t temp_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	return sysfs_emit(buf, "%d\n", to_sensor_dev_attr(attr)->index);
}
static SENSOR_DEVICE_ATTR_RO(temp1_input, temp, 0);
static SENSOR_DEVICE_ATTR_2_RO(temp2_input, temp, 1, 0);

static struct attribute *chip_attrs[] = {
	&sensor_dev_attr_temp1_input.dev_attr.attr,
	&sensor_dev_attr_temp2_input.dev_attr.attr,
	NULL,
};

static const struct attribute_group chip_group = {
	.attrs = chip_attrs,
};

int chip_register(struct device *dev)
{
	return device_add_group(dev, &chip_group);
}
MODULE_LICENSE("GPL");
