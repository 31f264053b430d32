// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a helper creates the optional groups and returns the first
 * error without cleaning up; the ISA probe removes everything when it
 * fails, the I2C probe only returns the error (merged with an earlier one)
 */
#include <linux/device.h>
#include <linux/err.h>
#include <linux/hwmon.h>
#include <linux/hwmon-sysfs.h>
#include <linux/i2c.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

enum chips { chip_a, chip_b, chip_c };

struct mon_data {
	struct device *hwmon_dev;
	enum chips type;
	int in[9];
};

static ssize_t in_show(struct device *dev, struct device_attribute *attr,
		       char *buf)
{
	struct mon_data *data = dev_get_drvdata(dev);

	return sysfs_emit(buf, "%d\n", data->in[to_sensor_dev_attr(attr)->index]);
}

static SENSOR_DEVICE_ATTR_RO(in0_input, in, 0);
static SENSOR_DEVICE_ATTR_RO(in1_input, in, 1);
static SENSOR_DEVICE_ATTR_RO(in7_input, in, 7);
static SENSOR_DEVICE_ATTR_RO(in8_input, in, 8);
static SENSOR_DEVICE_ATTR_RO(temp1_type, in, 2);

static struct attribute *mon_attrs[] = {
	&sensor_dev_attr_in0_input.dev_attr.attr,
	NULL
};
static const struct attribute_group mon_group = {
	.attrs = mon_attrs,
};

static struct attribute *mon_attrs_in1[] = {
	&sensor_dev_attr_in1_input.dev_attr.attr,
	NULL
};
static const struct attribute_group mon_group_in1 = {
	.attrs = mon_attrs_in1,
};

static struct attribute *mon_attrs_in78[] = {
	&sensor_dev_attr_in7_input.dev_attr.attr,
	&sensor_dev_attr_in8_input.dev_attr.attr,
	NULL
};
static const struct attribute_group mon_group_in78 = {
	.attrs = mon_attrs_in78,
};

static struct attribute *mon_attrs_other[] = {
	&sensor_dev_attr_temp1_type.dev_attr.attr,
	NULL
};
static const struct attribute_group mon_group_other = {
	.attrs = mon_attrs_other,
};

/* No clean up is done on error, it's up to the caller */
static int mon_create_files(struct device *dev, int kind)
{
	int err;

	err = sysfs_create_group(&dev->kobj, &mon_group); /* warn(sysfscheck): sysfs-leak "group 'mon_group' created here is not removed when mon_create_files() fails at line 82, nor by its caller mon_i2c_probe(), which fails at line 122" -- the rule pairs a create with a remove of the same name in its function and the paired teardown; lifetimes through helpers, callers, aliases, conditions and ops are sysfscheck's */
	if (err)
		return err;
	if (kind != chip_c) {
		err = sysfs_create_group(&dev->kobj, &mon_group_in1); /* warn(sysfscheck): sysfs-leak "nor by its caller mon_i2c_probe(), which fails at line 122" -- the leak is on the caller's error path (the I2C probe returns the helper's error); the rule does not follow the helper's creates into its callers and reports only the helper's first create */
		if (err)
			return err;
	}
	if (kind == chip_b) {
		err = sysfs_create_group(&dev->kobj, &mon_group_in78); /* warn(sysfscheck): sysfs-leak -- the leak is on the caller's error path (the I2C probe returns the helper's error); the rule does not follow the helper's creates into its callers and reports only the helper's first create */
		if (err)
			return err;
	}
	if (kind != chip_a) {
		err = device_create_file(dev,
					 &sensor_dev_attr_temp1_type.dev_attr);
		if (err)
			return err;
	}
	return 0;
}

static void mon_remove_files(struct device *dev)
{
	sysfs_remove_group(&dev->kobj, &mon_group);
	sysfs_remove_group(&dev->kobj, &mon_group_in1);
	sysfs_remove_group(&dev->kobj, &mon_group_in78);
	sysfs_remove_group(&dev->kobj, &mon_group_other);
}

static int mon_i2c_probe(struct i2c_client *client)
{
	struct device *dev = &client->dev;
	struct mon_data *data;
	int err;

	data = devm_kzalloc(dev, sizeof(*data), GFP_KERNEL);
	if (!data)
		return -ENOMEM;
	i2c_set_clientdata(client, data);

	err = i2c_smbus_read_byte_data(client, 0x4f) < 0 ? -ENODEV : 0;
	if (!err)
		err = mon_create_files(dev, data->type);
	if (err) {
		dev_err(dev, "cannot create the sensor files: %d\n", err);
		return err;
	}

	data->hwmon_dev = hwmon_device_register(dev);
	if (IS_ERR(data->hwmon_dev)) {
		err = PTR_ERR(data->hwmon_dev);
		goto exit_remove_files;
	}
	return 0;

exit_remove_files:
	mon_remove_files(dev);
	return err;
}

static void mon_i2c_remove(struct i2c_client *client)
{
	struct mon_data *data = i2c_get_clientdata(client);

	hwmon_device_unregister(data->hwmon_dev);
	mon_remove_files(&client->dev);
}

static struct i2c_driver mon_i2c_driver = {
	.driver = {
		.name = "demo-mon",
	},
	.probe_new = mon_i2c_probe,
	.remove = mon_i2c_remove,
};

static int mon_isa_probe(struct platform_device *pdev)
{
	struct mon_data *data = platform_get_drvdata(pdev);
	int err;

	err = mon_create_files(&pdev->dev, data->type);
	if (err)
		goto exit_remove_files;

	data->hwmon_dev = hwmon_device_register(&pdev->dev);
	if (IS_ERR(data->hwmon_dev)) {
		err = PTR_ERR(data->hwmon_dev);
		goto exit_remove_files;
	}
	return 0;

exit_remove_files:
	mon_remove_files(&pdev->dev);
	return err;
}

static int mon_isa_remove(struct platform_device *pdev)
{
	struct mon_data *data = platform_get_drvdata(pdev);

	hwmon_device_unregister(data->hwmon_dev);
	mon_remove_files(&pdev->dev);
	return 0;
}

static struct platform_driver mon_isa_driver = {
	.driver = {
		.name = "demo-mon-isa",
	},
	.probe = mon_isa_probe,
	.remove = mon_isa_remove,
};

static int __init mon_init(void)
{
	int err;

	err = i2c_add_driver(&mon_i2c_driver);
	if (err)
		return err;
	err = platform_driver_register(&mon_isa_driver);
	if (err)
		i2c_del_driver(&mon_i2c_driver);
	return err;
}

static void __exit mon_exit(void)
{
	platform_driver_unregister(&mon_isa_driver);
	i2c_del_driver(&mon_i2c_driver);
}

module_init(mon_init);
module_exit(mon_exit);
MODULE_LICENSE("GPL");
