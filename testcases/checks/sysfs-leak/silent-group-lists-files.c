// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: optional files created one by one and removed by removing the
 * group that lists them
 */
#include <linux/device.h>
#include <linux/err.h>
#include <linux/hwmon.h>
#include <linux/i2c.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static ssize_t in_show(struct device *dev, struct device_attribute *attr,
		       char *buf)
{
	return sysfs_emit(buf, "0\n");
}
static DEVICE_ATTR(in0_input, 0444, in_show, NULL);
static DEVICE_ATTR(in2_input, 0444, in_show, NULL);
static DEVICE_ATTR(in3_input, 0444, in_show, NULL);

static struct attribute *adc_attrs[] = {
	&dev_attr_in0_input.attr,
	NULL,
};

static const struct attribute_group adc_group = {
	.attrs = adc_attrs,
};

static struct attribute *adc_opt_attrs[] = {
	&dev_attr_in2_input.attr,
	&dev_attr_in3_input.attr,
	NULL,
};

static const struct attribute_group adc_opt_group = {
	.attrs = adc_opt_attrs,
};

static int input_mode;

struct adc {
	struct device *hwmon;
};

static int adc_probe(struct i2c_client *client)
{
	struct adc *adc = i2c_get_clientdata(client);
	int err;

	err = sysfs_create_group(&client->dev.kobj, &adc_group);
	if (err)
		return err;
	if (input_mode != 3) {
		err = device_create_file(&client->dev, &dev_attr_in2_input);
		if (err)
			goto out;
	}
	if (input_mode == 0) {
		err = device_create_file(&client->dev, &dev_attr_in3_input);
		if (err)
			goto out;
	}
	adc->hwmon = hwmon_device_register(&client->dev);
	if (IS_ERR(adc->hwmon)) {
		err = PTR_ERR(adc->hwmon);
		goto out;
	}
	return 0;
out:
	sysfs_remove_group(&client->dev.kobj, &adc_opt_group);
	sysfs_remove_group(&client->dev.kobj, &adc_group);
	return err;
}

static void adc_remove(struct i2c_client *client)
{
	struct adc *adc = i2c_get_clientdata(client);

	hwmon_device_unregister(adc->hwmon);
	sysfs_remove_group(&client->dev.kobj, &adc_opt_group);
	sysfs_remove_group(&client->dev.kobj, &adc_group);
}

static struct i2c_driver adc_driver = {
	.driver = {
		.name = "demo-adc8591",
	},
	.probe_new = adc_probe,
	.remove = adc_remove,
};
module_i2c_driver(adc_driver);
MODULE_LICENSE("GPL");
