// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: an hwmon-style driver creating the device attribute embedded
 * in each element of an array of sensor attributes, with different loop
 * variables in probe(), its unwinding and remove()
 */
#include <linux/device.h>
#include <linux/hwmon-sysfs.h>
#include <linux/i2c.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static ssize_t temp_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	return sysfs_emit(buf, "%d\n", to_sensor_dev_attr(attr)->index * 1000);
}

static struct sensor_device_attribute therm_attrs[] = {
	SENSOR_ATTR_RO(temp1_input, temp, 0),
	SENSOR_ATTR_RO(temp2_input, temp, 1),
};

static int therm_probe(struct i2c_client *client)
{
	int i, err;

	for (i = 0; i < ARRAY_SIZE(therm_attrs); i++) {
		err = device_create_file(&client->dev, &therm_attrs[i].dev_attr);
		if (err)
			goto undo;
	}
	return 0;

undo:
	for (i--; i >= 0; i--)
		device_remove_file(&client->dev, &therm_attrs[i].dev_attr);
	return err;
}

static void therm_remove(struct i2c_client *client)
{
	int n;

	for (n = 0; n < ARRAY_SIZE(therm_attrs); n++)
		device_remove_file(&client->dev, &therm_attrs[n].dev_attr);
}

static struct i2c_driver therm_driver = {
	.driver = {
		.name = "demo-therm",
	},
	.probe_new = therm_probe,
	.remove = therm_remove,
};
module_i2c_driver(therm_driver);
MODULE_LICENSE("GPL");
