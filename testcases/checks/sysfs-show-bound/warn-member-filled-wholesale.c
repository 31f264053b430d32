// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: loop counts in structs the driver fills wholesale (a block
 * read into a struct member, a memcpy() into a local struct) are not
 * bounded by the constants the file also stores there
 */
#include <linux/device.h>
#include <linux/i2c.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

struct fan_table {
	u16 num_points;
	u16 points[32];
};

struct fan_data {
	struct i2c_client *client;
	struct fan_table table;
};

struct mode_list {
	int count;
	int modes[16];
};

static ssize_t points_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	struct fan_data *data = dev_get_drvdata(dev);
	int i, len = 0;

	for (i = 0; i < data->table.num_points; i++)
		len += sprintf(buf + len, "%u ", data->table.points[i]);	/* warn(sysfscheck): sysfs-show-bound "loop with no bound" -- a value fact (a length, size, count or bound) that the rule does not compute */
	return len + sprintf(buf + len, "\n");
}
static DEVICE_ATTR_RO(points);

static ssize_t modes_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	const struct mode_list *src = dev_get_platdata(dev);
	struct mode_list ml = { .count = 2, .modes = { 1, 2 } };
	int i, len = 0;

	if (src)
		memcpy(&ml, src, sizeof(ml));
	for (i = 0; i < ml.count; i++)
		len += sprintf(buf + len, "%d ", ml.modes[i]);	/* warn(sysfscheck): sysfs-show-bound "loop with no bound" -- a value fact (a length, size, count or bound) that the rule does not compute */
	return len + sprintf(buf + len, "\n");
}
static DEVICE_ATTR_RO(modes);

static struct attribute *fan_attrs[] = {
	&dev_attr_points.attr,
	&dev_attr_modes.attr,
	NULL,
};
ATTRIBUTE_GROUPS(fan);

static int fan_probe(struct i2c_client *client)
{
	struct fan_data *data;
	int ret;

	data = devm_kzalloc(&client->dev, sizeof(*data), GFP_KERNEL);
	if (!data)
		return -ENOMEM;
	data->table.num_points = 2;
	ret = i2c_smbus_read_i2c_block_data(client, 0x40,
					    sizeof(data->table),
					    (u8 *)&data->table);
	if (ret < 0)
		return ret;
	data->client = client;
	i2c_set_clientdata(client, data);
	return 0;
}

static struct i2c_driver fan_driver = {
	.driver = {
		.name = "fan",
		.dev_groups = fan_groups,
	},
	.probe_new = fan_probe,
};
module_i2c_driver(fan_driver);
MODULE_LICENSE("GPL");
