// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: the helper's result is returned only when it failed
 */
#include <linux/i2c.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static ssize_t reset_store(struct device *dev, struct device_attribute *attr,
			   const char *buf, size_t count)
{
	struct i2c_client *client = to_i2c_client(dev);
	bool reset;
	int ret;

	ret = kstrtobool(buf, &reset);
	if (ret)
		return ret;
	if (!reset)
		return count;
	ret = i2c_smbus_write_byte_data(client, 0x00, 0x80);
	if (ret < 0)
		return ret;
	return count;
}
static DEVICE_ATTR_WO(reset);

static struct attribute *chip_attrs[] = {
	&dev_attr_reset.attr,
	NULL,
};
ATTRIBUTE_GROUPS(chip);
