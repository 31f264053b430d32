// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: store() returns regmap_write()'s result, 0 on success
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/regmap.h>
#include <linux/sysfs.h>

#define CODEC_REG_GAIN	0x12

struct codec {
	struct regmap *map;
};

static ssize_t gain_store(struct device *dev, struct device_attribute *attr,
			  const char *buf, size_t count)
{
	struct codec *codec = dev_get_drvdata(dev);
	u8 gain;

	if (kstrtou8(buf, 0, &gain))
		return -EINVAL;
	return regmap_write(codec->map, CODEC_REG_GAIN, gain);	/* warn: sysfs-store-return "returns what regmap_write() returns, 0 on success: return count when it succeeds" */
}
static DEVICE_ATTR_WO(gain);

static struct attribute *codec_attrs[] = {
	&dev_attr_gain.attr,
	NULL,
};
ATTRIBUTE_GROUPS(codec);
