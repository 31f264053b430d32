// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: %s of an entry of a table of literals reached through a
 * member (declared in the driver's private header) that the file only
 * points at such tables, one per chip
 */
#include <linux/device.h>
#include <linux/hwmon-sysfs.h>
#include <linux/module.h>
#include <linux/sysfs.h>

#include "label-tables.h"

static const char *const chip_a_temp_label[] = {
	"",
	"SYSTIN",
	"CPUTIN",
	"AUXTIN",
	"SMBUSMASTER 0",
	NULL,
};

static const char *const chip_b_temp_label[] = {
	"",
	"SYSTIN",
	"CPUTIN",
	"AUXTIN0",
	"AUXTIN1",
	"PECI Agent 0",
	"Virtual_TEMP",
};

static ssize_t temp_label_show(struct device *dev,
			       struct device_attribute *attr, char *buf)
{
	struct superio_data *data = dev_get_drvdata(dev);
	int nr = to_sensor_dev_attr(attr)->index;

	return sprintf(buf, "%s\n", data->temp_label[data->temp_src[nr]]);
}
static SENSOR_DEVICE_ATTR_RO(temp1_label, temp_label, 0);
static SENSOR_DEVICE_ATTR_RO(temp2_label, temp_label, 1);

static struct attribute *superio_attrs[] = {
	&sensor_dev_attr_temp1_label.dev_attr.attr,
	&sensor_dev_attr_temp2_label.dev_attr.attr,
	NULL,
};

static const struct attribute_group superio_group = {
	.attrs = superio_attrs,
};

int superio_core_probe(struct device *dev, struct superio_data *data)
{
	mutex_init(&data->update_lock);
	if (data->kind)
		data->temp_label = chip_b_temp_label;
	else
		data->temp_label = chip_a_temp_label;
	dev_set_drvdata(dev, data);
	return devm_device_add_group(dev, &superio_group);
}
EXPORT_SYMBOL_GPL(superio_core_probe);
MODULE_LICENSE("GPL");
