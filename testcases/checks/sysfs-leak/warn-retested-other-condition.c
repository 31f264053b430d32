// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: optional entries created under one condition and removed on
 * the error path under another one: the same test again is enough, a
 * different test is not
 */
#include <linux/device.h>
#include <linux/err.h>
#include <linux/hwmon.h>
#include <linux/hwmon-sysfs.h>
#include <linux/hwmon-vid.h>
#include <linux/mod_devicetable.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

#define DEMO_16CHANS	1

struct demo_data {
	struct device *hwmon_dev;
	int msr_vid;
	int has_vid;
	u8 vrm;
	int temp;
};

static ssize_t temp_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct demo_data *data = dev_get_drvdata(dev);

	return sysfs_emit(buf, "%d\n", data->temp);
}

static ssize_t cpu0_vid_show(struct device *dev,
			     struct device_attribute *attr, char *buf)
{
	struct demo_data *data = dev_get_drvdata(dev);

	return sysfs_emit(buf, "%d\n", vid_from_reg(0, data->vrm));
}
static DEVICE_ATTR_RO(cpu0_vid);

static SENSOR_DEVICE_ATTR_RO(temp1_input, temp, 0);
static SENSOR_DEVICE_ATTR_RO(in8_input, temp, 8);
static SENSOR_DEVICE_ATTR_RO(ts_input, temp, 9);
static SENSOR_DEVICE_ATTR_RO(fan4_input, temp, 4);

static struct attribute *demo_attrs[] = {
	&sensor_dev_attr_temp1_input.dev_attr.attr,
	NULL
};
static const struct attribute_group demo_group = {
	.attrs = demo_attrs,
};

static struct attribute *demo_attrs_16chans[] = {
	&sensor_dev_attr_in8_input.dev_attr.attr,
	NULL
};
static const struct attribute_group demo_group_16chans = {
	.attrs = demo_attrs_16chans,
};

static struct attribute *demo_attrs_ts[] = {
	&sensor_dev_attr_ts_input.dev_attr.attr,
	NULL
};
static const struct attribute_group demo_group_ts = {
	.attrs = demo_attrs_ts,
};

static struct attribute *demo_attrs_fan45[] = {
	&sensor_dev_attr_fan4_input.dev_attr.attr,
	NULL
};
static const struct attribute_group demo_group_fan45 = {
	.attrs = demo_attrs_fan45,
};

static int demo_use_touchscreen(struct platform_device *pdev)
{
	return pdev->id & 1;
}

static int demo_read_gpio(struct platform_device *pdev)
{
	return pdev->id >> 1;
}

static int demo_probe(struct platform_device *pdev)
{
	const struct platform_device_id *id = platform_get_device_id(pdev);
	struct demo_data *data = platform_get_drvdata(pdev);
	int has_fan45;
	int err;

	err = sysfs_create_group(&pdev->dev.kobj, &demo_group);
	if (err)
		return err;

	if (data->msr_vid)
		data->vrm = vid_which_vrm();

	if (data->vrm) {
		err = device_create_file(&pdev->dev, &dev_attr_cpu0_vid); /* warn(sysfscheck): sysfs-leak "file 'dev_attr_cpu0_vid' created here is not removed when demo_probe() fails" -- the error path removes the file under a different condition (data->has_vid) than the one it was created under (data->vrm); the rule counts a remove on the path whatever its condition */
		if (err)
			goto exit_remove;
	}

	if (id->driver_data & DEMO_16CHANS) {
		err = sysfs_create_group(&pdev->dev.kobj, &demo_group_16chans);
		if (err)
			goto exit_remove_vid;
	}

	if (!demo_use_touchscreen(pdev)) {
		err = sysfs_create_group(&pdev->dev.kobj, &demo_group_ts); /* warn(sysfscheck): sysfs-leak "group 'demo_group_ts'" -- the error path removes the group under the opposite condition to the one it was created under; the rule counts a remove on the path whatever its condition */
		if (err)
			goto exit_remove_16chans;
	}

	has_fan45 = demo_read_gpio(pdev) & 0x10;
	if (has_fan45) {
		err = sysfs_create_group(&pdev->dev.kobj, &demo_group_fan45);
		if (err)
			goto exit_remove_ts;
	}

	data->hwmon_dev = hwmon_device_register(&pdev->dev);
	if (IS_ERR(data->hwmon_dev)) {
		err = PTR_ERR(data->hwmon_dev);
		dev_err(&pdev->dev, "Class registration failed (%d)\n", err);
		goto exit_remove_fan45;
	}
	return 0;

exit_remove_fan45:
	if (has_fan45)
		sysfs_remove_group(&pdev->dev.kobj, &demo_group_fan45);
exit_remove_ts:
	if (demo_use_touchscreen(pdev))
		sysfs_remove_group(&pdev->dev.kobj, &demo_group_ts);
exit_remove_16chans:
	if (id->driver_data & DEMO_16CHANS)
		sysfs_remove_group(&pdev->dev.kobj, &demo_group_16chans);
exit_remove_vid:
	if (data->has_vid)
		device_remove_file(&pdev->dev, &dev_attr_cpu0_vid);
exit_remove:
	sysfs_remove_group(&pdev->dev.kobj, &demo_group);
	return err;
}

static int demo_remove(struct platform_device *pdev)
{
	struct demo_data *data = platform_get_drvdata(pdev);

	hwmon_device_unregister(data->hwmon_dev);
	sysfs_remove_group(&pdev->dev.kobj, &demo_group_fan45);
	sysfs_remove_group(&pdev->dev.kobj, &demo_group_ts);
	sysfs_remove_group(&pdev->dev.kobj, &demo_group_16chans);
	if (data->vrm)
		device_remove_file(&pdev->dev, &dev_attr_cpu0_vid);
	sysfs_remove_group(&pdev->dev.kobj, &demo_group);
	return 0;
}

static struct platform_driver demo_driver = {
	.driver = {
		.name = "demo-cputemp",
	},
	.probe = demo_probe,
	.remove = demo_remove,
};
module_platform_driver(demo_driver);
MODULE_LICENSE("GPL");
