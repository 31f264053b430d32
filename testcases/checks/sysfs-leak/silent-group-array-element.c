// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: the group is a one-element array: created by the array's
 * name, removed on the error path as its element 0 and in remove() by the
 * name again (apds990x in Linux 6.1)
 */
#include <linux/device.h>
#include <linux/i2c.h>
#include <linux/interrupt.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

struct als_chip {
	struct i2c_client *client;
	int lux;
};

static ssize_t lux0_input_show(struct device *dev,
			       struct device_attribute *attr, char *buf)
{
	struct als_chip *chip = dev_get_drvdata(dev);

	return sysfs_emit(buf, "%d\n", chip->lux);
}
static DEVICE_ATTR_RO(lux0_input);

static struct attribute *als_attributes[] = {
	&dev_attr_lux0_input.attr,
	NULL
};

static const struct attribute_group als_attribute_group[] = {
	{.attrs = als_attributes },
};

static irqreturn_t als_irq(int irq, void *data)
{
	return IRQ_HANDLED;
}

static int als_probe(struct i2c_client *client)
{
	struct als_chip *chip;
	int err;

	chip = kzalloc(sizeof(*chip), GFP_KERNEL);
	if (!chip)
		return -ENOMEM;
	i2c_set_clientdata(client, chip);
	chip->client = client;

	err = sysfs_create_group(&chip->client->dev.kobj,
				 als_attribute_group);
	if (err < 0) {
		dev_err(&chip->client->dev, "Sysfs registration failed\n");
		goto fail1;
	}
	err = request_threaded_irq(client->irq, NULL, als_irq,
				   IRQF_TRIGGER_FALLING | IRQF_ONESHOT,
				   "demo-als", chip);
	if (err) {
		dev_err(&client->dev, "could not get IRQ %d\n", client->irq);
		goto fail2;
	}
	return err;
fail2:
	sysfs_remove_group(&chip->client->dev.kobj,
			   &als_attribute_group[0]);
fail1:
	kfree(chip);
	return err;
}

static void als_remove(struct i2c_client *client)
{
	struct als_chip *chip = i2c_get_clientdata(client);

	free_irq(client->irq, chip);
	sysfs_remove_group(&chip->client->dev.kobj, als_attribute_group);
	kfree(chip);
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
