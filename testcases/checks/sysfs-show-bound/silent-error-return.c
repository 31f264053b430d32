// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: error returns of a call before the write
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

#include <linux/regmap.h>

struct chip {
	struct regmap *map;
};

static ssize_t status_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	struct chip *chip = dev_get_drvdata(dev);
	unsigned int val;
	int ret;

	ret = regmap_read(chip->map, 0x10, &val);
	if (ret)
		return ret;
	return sprintf(buf, "0x%02x\n", val & 0xff);
}
static DEVICE_ATTR_RO(status);

static struct attribute *chip_attrs[] = {
	&dev_attr_status.attr,
	NULL,
};
ATTRIBUTE_GROUPS(chip);
MODULE_LICENSE("GPL");
