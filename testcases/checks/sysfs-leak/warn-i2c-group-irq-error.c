// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: an i2c driver adds its group, then fails to get its interrupt
 * and returns the error through a local
 */
#include <linux/device.h>
#include <linux/i2c.h>
#include <linux/interrupt.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static ssize_t lux_show(struct device *dev, struct device_attribute *attr,
			char *buf)
{
	return sysfs_emit(buf, "310\n");
}
static DEVICE_ATTR_RO(lux);

static struct attribute *als_attrs[] = {
	&dev_attr_lux.attr,
	NULL,
};

static const struct attribute_group als_group = {
	.attrs = als_attrs,
};

static irqreturn_t als_irq(int irq, void *data)
{
	return IRQ_HANDLED;
}

static int als_probe(struct i2c_client *client)
{
	int ret;

	ret = device_add_group(&client->dev, &als_group);	/* warn: sysfs-leak "group 'als_group' created here is not removed when als_probe() fails at line 43" */
	if (ret < 0)
		return ret;
	ret = devm_request_threaded_irq(&client->dev, client->irq, NULL,
					als_irq, IRQF_ONESHOT, "als", client);
	if (ret < 0)
		return ret;
	return 0;
}

static void als_remove(struct i2c_client *client)
{
	device_remove_group(&client->dev, &als_group);
}

static struct i2c_driver als_driver = {
	.driver = {
		.name = "demo-als",
	},
	.probe_new = als_probe,
	.remove = als_remove,
};
module_i2c_driver(als_driver);
MODULE_LICENSE("GPL");
