// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: the shared probe of a driver's core, whatever its name
 * ("tsc_core_register"), gives the device its driver's state as only a
 * probe does; the I2C and SPI glue in other files only return its error,
 * so the group it leaves behind when a later step fails is a leak
 */
#include <linux/device.h>
#include <linux/err.h>
#include <linux/regmap.h>
#include <linux/sysfs.h>

struct tsc_data {
	struct regmap *regmap;
	struct device *dev;
	int pressure;
};

static ssize_t pressure_show(struct device *dev,
			     struct device_attribute *attr, char *buf)
{
	struct tsc_data *ts = dev_get_drvdata(dev);

	return sysfs_emit(buf, "%d\n", ts->pressure);
}
static DEVICE_ATTR_RO(pressure);

static struct attribute *tsc_attrs[] = {
	&dev_attr_pressure.attr,
	NULL
};

static const struct attribute_group tsc_group = {
	.attrs = tsc_attrs,
};

/* Called by tsc_i2c_probe() and tsc_spi_probe(): "return tsc_core_register(...)". */
int tsc_core_register(struct device *dev, struct regmap *regmap)
{
	struct tsc_data *ts;
	int ret;

	ts = devm_kzalloc(dev, sizeof(*ts), GFP_KERNEL);
	if (!ts)
		return -ENOMEM;
	ts->regmap = regmap;
	ts->dev = dev;
	dev_set_drvdata(dev, ts);

	ret = sysfs_create_group(&dev->kobj, &tsc_group);	/* warn(sysfscheck): sysfs-leak "tsc_core_register() fails" -- the rule pairs a create with a remove of the same name in its function and the paired teardown; lifetimes through helpers, callers, aliases, conditions and ops are sysfscheck's */
	if (ret)
		return ret;

	ret = regmap_write(ts->regmap, 0x03, 0x01);
	if (ret)
		return ret;

	return 0;
}
