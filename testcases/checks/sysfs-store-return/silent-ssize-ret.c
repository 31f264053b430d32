// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: ret starts as count and is replaced by an error when the
 * write to the chip fails
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/regmap.h>
#include <linux/sysfs.h>

struct adc {
	struct regmap *map;
};

static ssize_t rate_store(struct device *dev, struct device_attribute *attr,
			  const char *buf, size_t count)
{
	struct adc *adc = dev_get_drvdata(dev);
	ssize_t ret = count;
	unsigned int rate;
	int err;

	if (kstrtouint(buf, 0, &rate))
		return -EINVAL;
	err = regmap_write(adc->map, 0x20, rate);
	if (err)
		ret = err;
	return ret;
}
static DEVICE_ATTR_WO(rate);

static struct attribute *adc_attrs[] = {
	&dev_attr_rate.attr,
	NULL,
};
ATTRIBUTE_GROUPS(adc);
