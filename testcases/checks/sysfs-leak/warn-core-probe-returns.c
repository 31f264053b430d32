// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: the shared probe of a driver's core, called by the I2C and
 * SPI glue in other files which only return its error, leaves its group
 * behind when a later step fails: a probe is judged on its own error
 * paths even when other files call it
 */
#include <linux/device.h>
#include <linux/err.h>
#include <linux/iio/iio.h>
#include <linux/regmap.h>
#include <linux/sysfs.h>

struct accel_data {
	struct regmap *regmap;
	struct device *dev;
	int range;
};

static ssize_t range_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct accel_data *data = dev_get_drvdata(dev);

	return sysfs_emit(buf, "%d\n", data->range);
}
static DEVICE_ATTR_RO(range);

static struct attribute *accel_attrs[] = {
	&dev_attr_range.attr,
	NULL
};

static const struct attribute_group accel_group = {
	.attrs = accel_attrs,
};

static int accel_chip_init(struct accel_data *data)
{
	return regmap_write(data->regmap, 0x14, 0xb6);
}

/* Called by accel_i2c_probe() and accel_spi_probe(): "return accel_core_probe(...)". */
int accel_core_probe(struct device *dev, struct regmap *regmap)
{
	struct accel_data *data;
	int ret;

	data = devm_kzalloc(dev, sizeof(*data), GFP_KERNEL);
	if (!data)
		return -ENOMEM;
	data->regmap = regmap;
	data->dev = dev;
	dev_set_drvdata(dev, data);

	ret = sysfs_create_group(&dev->kobj, &accel_group);	/* warn(sysfscheck): sysfs-leak "accel_core_probe() fails" -- the rule pairs a create with a remove of the same name in its function and the paired teardown; lifetimes through helpers, callers, aliases, conditions and ops are sysfscheck's */
	if (ret)
		return ret;

	ret = accel_chip_init(data);
	if (ret)
		return ret;

	return 0;
}
