// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: %s of a pointer member the file also sets from a parameter
 */
#include <linux/device.h>
#include <linux/i2c.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct sensor_info {
	const char *name;
	int reg;
};

static const struct sensor_info board_sensors[] = {
	{ .name = "CPU Core", .reg = 0x20 },
	{ .name = "DDR", .reg = 0x21 },
	{ .name = "+3.3V", .reg = 0x22 },
};

struct chip_data {
	const char *name;
	const struct sensor_info *sensors;
	int kind;
};

static ssize_t name_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct chip_data *data = dev_get_drvdata(dev);

	return sprintf(buf, "%s\n", data->name);	/* warn(sysfscheck): sysfs-show-bound "unbounded %s (argument 'data->name')" -- the %s argument is a 'const char *' member; that it is a pointer and not a bounded array is a type fact from the structure's definition */
}
static DEVICE_ATTR_RO(name);

static ssize_t label_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct chip_data *data = dev_get_drvdata(dev);
	static const char * const short_labels[] = { "in0", "in1" };
	static const char * const long_labels[] = { "Vcore", "Vbat" };
	const char *label;

	if (data->kind)
		label = long_labels[data->kind - 1];
	else
		label = short_labels[0];
	return sprintf(buf, "%s %s\n", label, data->sensors[data->kind].name);
}
static DEVICE_ATTR_RO(label);

static struct attribute *chip_attrs[] = {
	&dev_attr_name.attr,
	&dev_attr_label.attr,
	NULL,
};
ATTRIBUTE_GROUPS(chip);

void chip_rename(struct chip_data *data, const char *name)
{
	data->name = name;
}

static int chip_probe(struct i2c_client *client)
{
	struct chip_data *data;

	data = devm_kzalloc(&client->dev, sizeof(*data), GFP_KERNEL);
	if (!data)
		return -ENOMEM;
	data->kind = client->flags & 1;
	if (data->kind)
		data->name = "chip2";
	else
		data->name = client->name;
	data->sensors = board_sensors;
	i2c_set_clientdata(client, data);
	return 0;
}

static struct i2c_driver chip_driver = {
	.driver = {
		.name = "chip",
		.dev_groups = chip_groups,
	},
	.probe_new = chip_probe,
};
module_i2c_driver(chip_driver);
MODULE_LICENSE("GPL");
