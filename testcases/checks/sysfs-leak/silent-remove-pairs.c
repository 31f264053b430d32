// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: an i2c sensor creating a group, a file and a link in probe()
 * and removing each in remove(), through a local device pointer
 */
#include <linux/device.h>
#include <linux/i2c.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static ssize_t temp_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	return sysfs_emit(buf, "21000\n");
}
static DEVICE_ATTR_RO(temp);

static ssize_t alarm_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	return sysfs_emit(buf, "0\n");
}
static DEVICE_ATTR_RO(alarm);

static struct attribute *sensor_attrs[] = {
	&dev_attr_temp.attr,
	NULL,
};

static const struct attribute_group sensor_group = {
	.attrs = sensor_attrs,
};

static int sensor_probe(struct i2c_client *client)
{
	struct device *dev = &client->dev;
	int err;

	err = sysfs_create_group(&dev->kobj, &sensor_group);
	if (err)
		return err;
	err = device_create_file(dev, &dev_attr_alarm);
	if (err)
		goto out_group;
	err = sysfs_create_link(&dev->kobj, &client->adapter->dev.kobj,
				"bus");
	if (err)
		goto out_file;
	return 0;

out_file:
	device_remove_file(dev, &dev_attr_alarm);
out_group:
	sysfs_remove_group(&dev->kobj, &sensor_group);
	return err;
}

static void sensor_remove(struct i2c_client *client)
{
	sysfs_remove_link(&client->dev.kobj, "bus");
	device_remove_file(&client->dev, &dev_attr_alarm);
	sysfs_remove_group(&client->dev.kobj, &sensor_group);
}

static const struct i2c_device_id sensor_id[] = {
	{ "demo-sensor", 0 },
	{ }
};
MODULE_DEVICE_TABLE(i2c, sensor_id);

static struct i2c_driver sensor_driver = {
	.driver = {
		.name = "demo-sensor",
	},
	.probe_new = sensor_probe,
	.remove = sensor_remove,
	.id_table = sensor_id,
};
module_i2c_driver(sensor_driver);
MODULE_LICENSE("GPL");
