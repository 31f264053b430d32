// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: group array handed to the hwmon core without NULL
 */
#include <linux/device.h>
#include <linux/err.h>
#include <linux/hwmon.h>
#include <linux/hwmon-sysfs.h>
#include <linux/module.h>
#include <linux/platform_device.h>

static ssize_t temp1_input_show(struct device *dev,
				struct device_attribute *attr, char *buf)
{
	return sysfs_emit(buf, "%d\n", 25000);
}
static SENSOR_DEVICE_ATTR_RO(temp1_input, temp1_input, 0);

static struct attribute *chip_attrs[] = {
	&sensor_dev_attr_temp1_input.dev_attr.attr,
	NULL
};

static const struct attribute_group chip_group = {
	.attrs = chip_attrs,
};

static const struct attribute_group *chip_groups[] = {	/* warn: sysfs-attr-terminator "devm_hwmon_device_register_with_groups()" */
	&chip_group,
};

static int chip_probe(struct platform_device *pdev)
{
	struct device *hwmon;

	hwmon = devm_hwmon_device_register_with_groups(&pdev->dev, "chip",
						       NULL, chip_groups);
	return PTR_ERR_OR_ZERO(hwmon);
}

static struct platform_driver chip_driver = {
	.probe = chip_probe,
	.driver = { .name = "chip" },
};
module_platform_driver(chip_driver);
MODULE_LICENSE("GPL");
