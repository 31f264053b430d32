// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: probe creates the optional group under one platform-data
 * flag; the error path removes it under another flag of the same platform
 * data reached through the driver data, so it stays when only the first
 * flag is set
 */
#include <linux/backlight.h>
#include <linux/device.h>
#include <linux/i2c.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct lcd_bl_pdata {
	int num_leds;
	u8 bl_led_assign;
	u8 en_ambl_sens;	/* 1 = enable ambient light sensor */
};

struct lcd_bl {
	struct i2c_client *client;
	struct backlight_device *bl;
	struct lcd_bl_pdata *pdata;
	int ambient;
};

static ssize_t ambient_show(struct device *dev, struct device_attribute *attr,
			    char *buf)
{
	struct lcd_bl *data = bl_get_data(to_backlight_device(dev));

	return sysfs_emit(buf, "%d\n", data->ambient);
}
static DEVICE_ATTR_RO(ambient);

static struct attribute *lcd_bl_attrs[] = {
	&dev_attr_ambient.attr,
	NULL
};

static const struct attribute_group lcd_bl_attr_group = {
	.attrs = lcd_bl_attrs,
};

static int lcd_bl_update_status(struct backlight_device *bl)
{
	return 0;
}

static const struct backlight_ops lcd_bl_ops = {
	.update_status = lcd_bl_update_status,
};

static int lcd_bl_setup(struct backlight_device *bl)
{
	struct lcd_bl *data = bl_get_data(bl);

	return i2c_smbus_write_byte_data(data->client, 0x01, 0x20);
}

static int lcd_bl_probe(struct i2c_client *client)
{
	struct lcd_bl_pdata *pdata = dev_get_platdata(&client->dev);
	struct backlight_properties props = { .type = BACKLIGHT_RAW };
	struct backlight_device *bl;
	struct lcd_bl *data;
	int ret;

	if (!pdata)
		return -EINVAL;
	data = devm_kzalloc(&client->dev, sizeof(*data), GFP_KERNEL);
	if (!data)
		return -ENOMEM;
	data->client = client;
	data->pdata = pdata;
	i2c_set_clientdata(client, data);

	bl = devm_backlight_device_register(&client->dev, "lcd-bl", &client->dev,
					    data, &lcd_bl_ops, &props);
	if (IS_ERR(bl))
		return PTR_ERR(bl);
	data->bl = bl;

	if (pdata->en_ambl_sens) {
		ret = sysfs_create_group(&bl->dev.kobj, &lcd_bl_attr_group);	/* warn(sysfscheck): sysfs-leak:bug "lcd_bl_probe() fails" -- the rule reports nothing in this file (scripts/sysfscheck-cocci --rule=sysfs-leak); it counts the remove under the other condition on the error path as handling the group */
		if (ret)
			return ret;
	}

	ret = lcd_bl_setup(bl);
	if (ret) {
		ret = -EIO;
		goto out;
	}
	return 0;

out:
	if (data->pdata->num_leds)
		sysfs_remove_group(&data->bl->dev.kobj, &lcd_bl_attr_group);
	return ret;
}

static void lcd_bl_remove(struct i2c_client *client)
{
	struct lcd_bl *data = i2c_get_clientdata(client);

	if (data->pdata->en_ambl_sens)
		sysfs_remove_group(&data->bl->dev.kobj, &lcd_bl_attr_group);
}

static struct i2c_driver lcd_bl_driver = {
	.driver = {
		.name = "lcd-bl",
	},
	.probe_new = lcd_bl_probe,
	.remove = lcd_bl_remove,
};
module_i2c_driver(lcd_bl_driver);

MODULE_LICENSE("GPL");
