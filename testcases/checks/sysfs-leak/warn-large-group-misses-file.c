// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a Super-I/O hwmon driver creates optional sensor files one by
 * one and removes them by removing the optional group, which lists some
 * forty attributes, but not fan3_alarm: that one stays behind, on the
 * error path and on remove
 */
#include <linux/device.h>
#include <linux/err.h>
#include <linux/hwmon.h>
#include <linux/hwmon-sysfs.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

struct sio_data {
	struct device *hwmon_dev;
	int type;
	int in[9], temp[3], fan[3], pwm[3];
};

static ssize_t value_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct sio_data *data = dev_get_drvdata(dev);

	return sysfs_emit(buf, "%d\n", data->in[to_sensor_dev_attr(attr)->index]);
}

#define SIO_IN(n)							\
static SENSOR_DEVICE_ATTR(in##n##_input, 0444, value_show, NULL, n);	\
static SENSOR_DEVICE_ATTR(in##n##_min, 0444, value_show, NULL, n);	\
static SENSOR_DEVICE_ATTR(in##n##_max, 0444, value_show, NULL, n);	\
static SENSOR_DEVICE_ATTR(in##n##_alarm, 0444, value_show, NULL, n);	\
static SENSOR_DEVICE_ATTR(in##n##_beep, 0444, value_show, NULL, n)

#define SIO_IN_ATTRS(n)					\
	&sensor_dev_attr_in##n##_input.dev_attr.attr,	\
	&sensor_dev_attr_in##n##_min.dev_attr.attr,	\
	&sensor_dev_attr_in##n##_max.dev_attr.attr,	\
	&sensor_dev_attr_in##n##_alarm.dev_attr.attr,	\
	&sensor_dev_attr_in##n##_beep.dev_attr.attr

#define SIO_TEMP(n)							\
static SENSOR_DEVICE_ATTR(temp##n##_input, 0444, value_show, NULL, n);	\
static SENSOR_DEVICE_ATTR(temp##n##_max, 0444, value_show, NULL, n);	\
static SENSOR_DEVICE_ATTR(temp##n##_max_hyst, 0444, value_show, NULL, n); \
static SENSOR_DEVICE_ATTR(temp##n##_alarm, 0444, value_show, NULL, n);	\
static SENSOR_DEVICE_ATTR(temp##n##_beep, 0444, value_show, NULL, n);	\
static SENSOR_DEVICE_ATTR(temp##n##_type, 0444, value_show, NULL, n)

#define SIO_TEMP_ATTRS(n)					\
	&sensor_dev_attr_temp##n##_input.dev_attr.attr,		\
	&sensor_dev_attr_temp##n##_max.dev_attr.attr,		\
	&sensor_dev_attr_temp##n##_max_hyst.dev_attr.attr,	\
	&sensor_dev_attr_temp##n##_alarm.dev_attr.attr,		\
	&sensor_dev_attr_temp##n##_beep.dev_attr.attr,		\
	&sensor_dev_attr_temp##n##_type.dev_attr.attr

SIO_IN(0);
SIO_IN(1);
SIO_IN(5);
SIO_IN(6);
SIO_IN(7);
SIO_IN(8);
SIO_TEMP(1);
SIO_TEMP(3);
static SENSOR_DEVICE_ATTR(pwm1_freq, 0444, value_show, NULL, 0);
static SENSOR_DEVICE_ATTR(pwm2_freq, 0444, value_show, NULL, 1);
static SENSOR_DEVICE_ATTR(pwm3_freq, 0444, value_show, NULL, 2);
static SENSOR_DEVICE_ATTR(pwm3_enable, 0444, value_show, NULL, 2);
static SENSOR_DEVICE_ATTR(fan3_alarm, 0444, value_show, NULL, 2);

static struct attribute *sio_attrs[] = {
	SIO_IN_ATTRS(0),
	SIO_TEMP_ATTRS(1),
	NULL
};

static const struct attribute_group sio_group = {
	.attrs = sio_attrs,
};

/* Everything some chip of the family has: removed together. */
static struct attribute *sio_attrs_opt[] = {
	SIO_IN_ATTRS(1),
	SIO_IN_ATTRS(5),
	SIO_IN_ATTRS(6),
	SIO_IN_ATTRS(7),
	SIO_IN_ATTRS(8),
	SIO_TEMP_ATTRS(3),
	&sensor_dev_attr_pwm1_freq.dev_attr.attr,
	&sensor_dev_attr_pwm2_freq.dev_attr.attr,
	&sensor_dev_attr_pwm3_freq.dev_attr.attr,
	&sensor_dev_attr_pwm3_enable.dev_attr.attr,
	NULL
};

static const struct attribute_group sio_group_opt = {
	.attrs = sio_attrs_opt,
};

enum chips { sio_a, sio_b };

static int sio_probe(struct platform_device *pdev)
{
	struct device *dev = &pdev->dev;
	struct sio_data *data = platform_get_drvdata(pdev);
	int err;

	err = sysfs_create_group(&dev->kobj, &sio_group);
	if (err)
		return err;

	if (data->type != sio_b) {
		if ((err = device_create_file(dev,
				&sensor_dev_attr_in5_input.dev_attr))
		 || (err = device_create_file(dev,
				&sensor_dev_attr_in8_beep.dev_attr))
		 || (err = device_create_file(dev,
				&sensor_dev_attr_temp3_input.dev_attr))
		 || (err = device_create_file(dev,
				&sensor_dev_attr_temp3_max_hyst.dev_attr))
		 || (err = device_create_file(dev,
				&sensor_dev_attr_temp3_type.dev_attr)))
			goto error;
	}

	if (data->type == sio_b) {
		if ((err = device_create_file(dev,
				&sensor_dev_attr_pwm1_freq.dev_attr))
		 || (err = device_create_file(dev,
				&sensor_dev_attr_pwm2_freq.dev_attr))
		 || (err = device_create_file(dev,
				&sensor_dev_attr_pwm3_freq.dev_attr)))
			goto error;
		err = device_create_file(dev,
				&sensor_dev_attr_pwm3_enable.dev_attr);
		if (err)
			goto error;
	}

	err = device_create_file(dev, &sensor_dev_attr_fan3_alarm.dev_attr); /* warn(sysfscheck): sysfs-leak "file 'sensor_dev_attr_fan3_alarm.dev_attr' created here is not removed when sio_probe() fails" -- the rule pairs a create with a remove of the same name in its function and the paired teardown; lifetimes through helpers, callers, aliases, conditions and ops are sysfscheck's */
	if (err)
		goto error;

	data->hwmon_dev = hwmon_device_register(dev);
	if (IS_ERR(data->hwmon_dev)) {
		err = PTR_ERR(data->hwmon_dev);
		goto error;
	}
	return 0;

error:
	sysfs_remove_group(&dev->kobj, &sio_group);
	sysfs_remove_group(&dev->kobj, &sio_group_opt);
	return err;
}

static int sio_remove(struct platform_device *pdev)
{
	struct sio_data *data = platform_get_drvdata(pdev);

	hwmon_device_unregister(data->hwmon_dev);
	sysfs_remove_group(&pdev->dev.kobj, &sio_group);
	sysfs_remove_group(&pdev->dev.kobj, &sio_group_opt);
	return 0;
}

static struct platform_driver sio_driver = {
	.driver = {
		.name = "demo-sio-hwmon",
	},
	.probe = sio_probe,
	.remove = sio_remove,
};
module_platform_driver(sio_driver);
MODULE_LICENSE("GPL");
