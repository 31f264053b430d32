// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: the group is chosen into a local by the device's type, one
 * group or the other, and remove() removes only one of them: through the
 * local it may be either, so the other one stays (dptf_power in Linux 6.1
 * removes both). A case of the rule alone: sysfscheck does not report a
 * create whose group is reached through a local pointer.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

static int demo_type(struct platform_device *pdev)
{
	return pdev->id;
}

static ssize_t power_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	return sysfs_emit(buf, "0\n");
}
static DEVICE_ATTR_RO(power);

static struct attribute *demo_power_attrs[] = {
	&dev_attr_power.attr,
	NULL,
};

static const struct attribute_group demo_power_group = {
	.attrs = demo_power_attrs,
};

static ssize_t charge_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	return sysfs_emit(buf, "0\n");
}
static DEVICE_ATTR_RO(charge);

static struct attribute *demo_battery_attrs[] = {
	&dev_attr_charge.attr,
	NULL,
};

static const struct attribute_group demo_battery_group = {
	.attrs = demo_battery_attrs,
};

static int demo_power_probe(struct platform_device *pdev)
{
	const struct attribute_group *group;

	if (demo_type(pdev) == 0x11)
		group = &demo_power_group;
	else if (demo_type(pdev) == 0x0c)
		group = &demo_battery_group;
	else
		return -ENODEV;

	return sysfs_create_group(&pdev->dev.kobj, group); /* warn: sysfs-leak "never removed by demo_power_remove()" */
}

static int demo_power_remove(struct platform_device *pdev)
{
	sysfs_remove_group(&pdev->dev.kobj, &demo_power_group);
	return 0;
}

static struct platform_driver demo_power_driver = {
	.probe = demo_power_probe,
	.remove = demo_power_remove,
	.driver = {
		.name = "demo-power",
	},
};
module_platform_driver(demo_power_driver);
MODULE_LICENSE("GPL");
