// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: "return ret < 0 ? ret : count;" and "return err ?: count;"
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/regmap.h>
#include <linux/sysfs.h>

struct amp {
	struct regmap *map;
};

static ssize_t volume_store(struct device *dev, struct device_attribute *attr,
			    const char *buf, size_t count)
{
	struct amp *amp = dev_get_drvdata(dev);
	u8 vol;
	int ret;

	ret = kstrtou8(buf, 0, &vol);
	if (ret < 0)
		return ret;
	ret = regmap_write(amp->map, 0x04, vol);
	return ret < 0 ? ret : count;
}
static DEVICE_ATTR_WO(volume);

static ssize_t mute_store(struct device *dev, struct device_attribute *attr,
			  const char *buf, size_t count)
{
	struct amp *amp = dev_get_drvdata(dev);
	bool mute;
	int err;

	err = kstrtobool(buf, &mute);
	if (err)
		return err;
	err = regmap_update_bits(amp->map, 0x05, 0x01, mute);
	return err ?: count;
}
static DEVICE_ATTR_WO(mute);

static struct attribute *amp_attrs[] = {
	&dev_attr_volume.attr,
	&dev_attr_mute.attr,
	NULL,
};
ATTRIBUTE_GROUPS(amp);
