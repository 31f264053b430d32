// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: is_visible() picks the mode at run time: the declared modes
 * are placeholders, and a store() the declared mode hides is granted when
 * the hardware allows writing
 */
#include <linux/device.h>
#include <linux/hwmon.h>
#include <linux/hwmon-sysfs.h>
#include <linux/module.h>
#include <linux/i2c.h>
#include <linux/sysfs.h>

struct tmp_data {
	bool writable_limits;
	int temp, limit;
};

static ssize_t temp_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct tmp_data *data = dev_get_drvdata(dev);

	return sysfs_emit(buf, "%d\n", data->temp);
}

static ssize_t limit_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct tmp_data *data = dev_get_drvdata(dev);

	return sysfs_emit(buf, "%d\n", data->limit);
}

static ssize_t limit_store(struct device *dev, struct device_attribute *attr,
			   const char *buf, size_t count)
{
	struct tmp_data *data = dev_get_drvdata(dev);
	int ret = kstrtoint(buf, 10, &data->limit);

	return ret ? ret : count;
}

static SENSOR_DEVICE_ATTR(temp1_input, 0444, temp_show, NULL, 0);
static SENSOR_DEVICE_ATTR(temp1_max, 0444, limit_show, limit_store, 0);
static SENSOR_DEVICE_ATTR(temp1_crit, 0, limit_show, limit_store, 1);

static struct attribute *tmp_attrs[] = {
	&sensor_dev_attr_temp1_input.dev_attr.attr,
	&sensor_dev_attr_temp1_max.dev_attr.attr,
	&sensor_dev_attr_temp1_crit.dev_attr.attr,
	NULL,
};

static umode_t tmp_is_visible(struct kobject *kobj, struct attribute *attr,
			      int index)
{
	struct device *dev = kobj_to_dev(kobj);
	struct tmp_data *data = dev_get_drvdata(dev);

	if (attr == &sensor_dev_attr_temp1_input.dev_attr.attr)
		return attr->mode;
	return data->writable_limits ? 0644 : 0444;
}

static const struct attribute_group tmp_group = {
	.attrs = tmp_attrs,
	.is_visible = tmp_is_visible,
};
__ATTRIBUTE_GROUPS(tmp);

static int tmp_probe(struct i2c_client *client)
{
	struct device *hwmon;
	struct tmp_data *data;

	data = devm_kzalloc(&client->dev, sizeof(*data), GFP_KERNEL);
	if (!data)
		return -ENOMEM;
	hwmon = devm_hwmon_device_register_with_groups(&client->dev,
						       client->name, data,
						       tmp_groups);
	return PTR_ERR_OR_ZERO(hwmon);
}

static struct i2c_driver tmp_driver = {
	.driver = {
		.name = "tmp_demo",
	},
	.probe_new = tmp_probe,
};
module_i2c_driver(tmp_driver);
MODULE_LICENSE("GPL");
