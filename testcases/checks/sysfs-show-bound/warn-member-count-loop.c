// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: an append loop whose trip count is a member that is also set
 * to a value read from the device (or whose address is passed on, or that
 * is incremented) stays unbounded
 */
#include <linux/device.h>
#include <linux/i2c.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/property.h>
#include <linux/sysfs.h>

static const int default_rates[] = { 10, 20, 50, 100 };

struct rate_chip {
	struct i2c_client *client;
	int num_rates;
	u32 num_channels;
	int num_events;
	int rates[64];
};

static ssize_t rates_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct rate_chip *chip = dev_get_drvdata(dev);
	int i, len = 0;

	for (i = 0; i < chip->num_rates; i++)
		len += sprintf(buf + len, "%d ", chip->rates[i]);	/* warn(sysfscheck): sysfs-show-bound "chip->num_rates" -- a value fact (a length, size, count or bound) that the rule does not compute */
	return len + sprintf(buf + len, "\n");
}
static DEVICE_ATTR_RO(rates);

static ssize_t channels_show(struct device *dev,
			     struct device_attribute *attr, char *buf)
{
	struct rate_chip *chip = dev_get_drvdata(dev);
	int i, n = chip->num_channels, len = 0;

	for (i = 0; i < n; i++)
		len += sprintf(buf + len, "ch%d ", i);	/* warn(sysfscheck): sysfs-show-bound "loop with no bound" -- a value fact (a length, size, count or bound) that the rule does not compute */
	return len + sprintf(buf + len, "\n");
}
static DEVICE_ATTR_RO(channels);

static ssize_t events_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	struct rate_chip *chip = dev_get_drvdata(dev);
	int i, len = 0;

	for (i = 0; i < chip->num_events; i++)
		len += sprintf(buf + len, "event%d\n", i);	/* warn(sysfscheck): sysfs-show-bound "loop with no bound" -- a value fact (a length, size, count or bound) that the rule does not compute */
	return len;
}
static DEVICE_ATTR_RO(events);

static struct attribute *rate_attrs[] = {
	&dev_attr_rates.attr,
	&dev_attr_channels.attr,
	&dev_attr_events.attr,
	NULL,
};
ATTRIBUTE_GROUPS(rate);

static int rate_probe(struct i2c_client *client)
{
	struct rate_chip *chip;
	int ret, i;

	chip = devm_kzalloc(&client->dev, sizeof(*chip), GFP_KERNEL);
	if (!chip)
		return -ENOMEM;
	chip->num_rates = ARRAY_SIZE(default_rates);
	for (i = 0; i < chip->num_rates; i++)
		chip->rates[i] = default_rates[i];
	ret = i2c_smbus_read_byte_data(client, 0x10);
	if (ret > 0)
		chip->num_rates = ret;
	chip->num_channels = 4;
	device_property_read_u32(&client->dev, "channels",
				 &chip->num_channels);
	chip->num_events = 1;
	if (client->flags & 1)
		chip->num_events++;
	chip->client = client;
	i2c_set_clientdata(client, chip);
	return 0;
}

static struct i2c_driver rate_driver = {
	.driver = {
		.name = "rate",
		.dev_groups = rate_groups,
	},
	.probe_new = rate_probe,
};
module_i2c_driver(rate_driver);
MODULE_LICENSE("GPL");
