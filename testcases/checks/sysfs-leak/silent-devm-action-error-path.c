// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: an optional file removed by a devm action: the action also
 * runs when a later step of probe() fails
 */
#include <linux/device.h>
#include <linux/err.h>
#include <linux/hwmon.h>
#include <linux/i2c.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static ssize_t pec_show(struct device *dev, struct device_attribute *attr,
			char *buf)
{
	return sysfs_emit(buf, "1\n");
}
static DEVICE_ATTR_RO(pec);

static void mon_remove_pec(void *dev)
{
	device_remove_file(dev, &dev_attr_pec);
}

static int mon_probe(struct i2c_client *client)
{
	struct device *dev = &client->dev;
	struct device *hwmon;
	int err;

	if (i2c_check_functionality(client->adapter, I2C_FUNC_SMBUS_PEC)) {
		err = device_create_file(dev, &dev_attr_pec);
		if (err)
			return err;
		err = devm_add_action_or_reset(dev, mon_remove_pec, dev);
		if (err)
			return err;
	}
	hwmon = devm_hwmon_device_register_with_info(dev, client->name,
						     NULL, NULL, NULL);
	if (IS_ERR(hwmon))
		return PTR_ERR(hwmon);
	return 0;
}

static struct i2c_driver mon_driver = {
	.driver = {
		.name = "demo-mon",
	},
	.probe_new = mon_probe,
};
module_i2c_driver(mon_driver);
MODULE_LICENSE("GPL");
