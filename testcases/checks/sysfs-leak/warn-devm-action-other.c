// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a devm action follows the create but only turns PEC off:
 * the file stays when a later step of probe() fails, and after unbind
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

static bool pec_enabled;

static void mon_disable_pec(void *dev)
{
	pec_enabled = false;
}

static int mon_probe(struct i2c_client *client)
{
	struct device *dev = &client->dev;
	struct device *hwmon;
	int err;

	if (i2c_check_functionality(client->adapter, I2C_FUNC_SMBUS_PEC)) {
		err = device_create_file(dev, &dev_attr_pec);	/* warn(sysfscheck): sysfs-leak -- the rule pairs a create with a remove of the same name in its function and the paired teardown; lifetimes through helpers, callers, aliases, conditions and ops are sysfscheck's */
		if (err)
			return err;
		err = devm_add_action_or_reset(dev, mon_disable_pec, dev);
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
		.name = "demo-mon-pec-off",
	},
	.probe_new = mon_probe,
};
module_i2c_driver(mon_driver);
MODULE_LICENSE("GPL");
