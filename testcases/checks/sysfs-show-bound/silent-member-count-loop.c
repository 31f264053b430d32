// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: append loops whose trip count is a member the file only ever
 * sets to ARRAY_SIZE() of small tables or to constants (directly, through
 * a local, through a table of chip descriptions)
 */
#include <linux/device.h>
#include <linux/i2c.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static const int lux_it_bits[] = { 0, 1, 2, 3 };
static const int lux_it_values[] = { 100000, 200000, 400000, 800000 };
static const int lux2_it_bits[] = { 12, 8, 0, 1, 2, 3 };
static const int lux2_it_values[] = { 25000, 50000, 100000, 200000, 400000,
				      800000 };

struct lux_chip {
	struct i2c_client *client;
	int num_it;
	const int *it_bits;
	const int *it_values;
};

struct range_info {
	const int *sens_avail;
	int num_sens_avail;
	int max_range;
};

static const int range_a_sens[] = { 94, 97, 100, 103, 107, 110, 114, 118,
				    123, 128, 133, 139, 145, 152, 159, 168 };

static const struct range_info range_a_info = {
	.sens_avail = range_a_sens,
	.num_sens_avail = ARRAY_SIZE(range_a_sens),
	.max_range = 6020,
};

static const struct range_info range_b_info = {
	.sens_avail = NULL,
	.num_sens_avail = 0,
	.max_range = 6020,
};

struct range_data {
	const struct range_info *info;
	struct lux_chip lux;
};

static ssize_t it_available_show(struct device *dev,
				 struct device_attribute *attr, char *buf)
{
	struct lux_chip *chip = dev_get_drvdata(dev);
	int i, n, len;

	n = chip->num_it;
	for (i = 0, len = 0; i < n; i++)
		len += sprintf(buf + len, "0.%06u ", chip->it_values[i]);
	return len + sprintf(buf + len, "\n");
}
static DEVICE_ATTR_RO(it_available);

static ssize_t sens_available_show(struct device *dev,
				   struct device_attribute *attr, char *buf)
{
	struct range_data *data = dev_get_drvdata(dev);
	int i, len = 0;

	for (i = 0; i < data->info->num_sens_avail; i++)
		if (data->info->sens_avail[i])
			len += sprintf(buf + len, "%d ",
				       data->info->sens_avail[i]);
	len += sprintf(buf + len, "\n");
	return len;
}
static DEVICE_ATTR_RO(sens_available);

static struct attribute *lux_attrs[] = {
	&dev_attr_it_available.attr,
	&dev_attr_sens_available.attr,
	NULL,
};
ATTRIBUTE_GROUPS(lux);

static int lux_probe(struct i2c_client *client)
{
	struct range_data *data;

	data = devm_kzalloc(&client->dev, sizeof(*data), GFP_KERNEL);
	if (!data)
		return -ENOMEM;
	if (client->flags & 1) {
		data->lux.num_it = ARRAY_SIZE(lux_it_bits);
		data->lux.it_bits = lux_it_bits;
		data->lux.it_values = lux_it_values;
		data->info = &range_a_info;
	} else {
		data->lux.num_it = ARRAY_SIZE(lux2_it_bits);
		data->lux.it_bits = lux2_it_bits;
		data->lux.it_values = lux2_it_values;
		data->info = &range_b_info;
	}
	data->lux.client = client;
	i2c_set_clientdata(client, data);
	return 0;
}

static struct i2c_driver lux_driver = {
	.driver = {
		.name = "lux",
		.dev_groups = lux_groups,
	},
	.probe_new = lux_probe,
};
module_i2c_driver(lux_driver);
MODULE_LICENSE("GPL");
