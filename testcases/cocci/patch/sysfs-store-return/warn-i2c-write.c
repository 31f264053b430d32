// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: store() ends with the bus write, which returns 0 on success
 */
#include <linux/i2c.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/sysfs.h>

#define REG_ALARM	0x0a

static ssize_t alarm_store(struct device *dev, struct device_attribute *attr,
			   const char *buf, size_t count)
{
	struct i2c_client *client = to_i2c_client(dev);
	u8 alarm;
	int err;

	err = kstrtou8(buf, 10, &alarm);
	if (err < 0)
		return err;
	err = i2c_smbus_write_byte_data(client, REG_ALARM, alarm);
	return err;	/* warn: sysfs-store-return "returns what i2c_smbus_write_byte_data() returns, 0 on success" */
}
static DEVICE_ATTR_WO(alarm);

static struct attribute *rtc_attrs[] = {
	&dev_attr_alarm.attr,
	NULL,
};
ATTRIBUTE_GROUPS(rtc);
