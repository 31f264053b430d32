// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: store() returns a call's result where the path proves it 0:
 * a status not negative, a result tested non-zero on the other branch
 * (both "return ret" merged into one return by sparse, or not), a
 * status set back to 0 after a warning
 */
#include <linux/device.h>
#include <linux/i2c.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/regmap.h>
#include <linux/sysfs.h>

struct fan {
	struct i2c_client *client;
	struct regmap *map;
};

/* In another file of the driver: what it returns is not known here. */
extern int fan_hw_write(struct fan *fan, u8 val);

static ssize_t speed_store(struct device *dev, struct device_attribute *attr,
			   const char *buf, size_t count)
{
	struct fan *fan = dev_get_drvdata(dev);
	u8 val;
	int ret;

	ret = kstrtou8(buf, 0, &val);
	if (ret < 0)
		return ret;
	ret = i2c_smbus_write_byte_data(fan->client, 0x10, val);
	if (ret < 0)
		return ret;
	return ret;	/* warn: sysfs-store-return:bug "returns 0 from i2c_smbus_write_byte_data() on success: return count" */
}
static DEVICE_ATTR_WO(speed);

static ssize_t pwm_store(struct device *dev, struct device_attribute *attr,
			 const char *buf, size_t count)
{
	struct fan *fan = dev_get_drvdata(dev);
	u8 val;
	int ret;

	ret = kstrtou8(buf, 0, &val);
	if (ret)
		return ret;
	ret = fan_hw_write(fan, val);
	if (ret)
		return ret;
	return ret;	/* warn: sysfs-store-return:bug "returns fan_hw_write()'s result, which is 0 on this path: write(2) returns 0 and user space writes the same bytes again: return count" */
}
static DEVICE_ATTR_WO(pwm);

static ssize_t mode_store(struct device *dev, struct device_attribute *attr,
			  const char *buf, size_t count)
{
	struct fan *fan = dev_get_drvdata(dev);
	unsigned int val;
	int ret;

	ret = kstrtouint(buf, 0, &val);
	if (ret)
		return ret;
	ret = regmap_write(fan->map, 0x11, val);
	if (ret) {
		dev_warn(dev, "mode not set: %d\n", ret);
		ret = 0;
	}
	return ret;	/* warn(sysfscheck): sysfs-store-return:bug "returns 0" -- the bound is a value (a length, a count, a clamp) that only the IR engine follows */
}
static DEVICE_ATTR_WO(mode);

static struct attribute *fan_attrs[] = {
	&dev_attr_speed.attr,
	&dev_attr_pwm.attr,
	&dev_attr_mode.attr,
	NULL,
};
ATTRIBUTE_GROUPS(fan);
