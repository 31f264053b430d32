// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: foo_sysfs_init()/foo_sysfs_exit() wrappers called from probe()
 * and remove(), with the driver's private structure as the object
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

struct fan {
	struct device *dev;
	int rpm;
};

static ssize_t rpm_show(struct device *dev, struct device_attribute *attr,
			char *buf)
{
	struct fan *fan = dev_get_drvdata(dev);

	return sysfs_emit(buf, "%d\n", fan->rpm);
}
static DEVICE_ATTR_RO(rpm);

static struct attribute *fan_attrs[] = {
	&dev_attr_rpm.attr,
	NULL,
};

static const struct attribute_group fan_group = {
	.attrs = fan_attrs,
};

static int fan_sysfs_init(struct fan *fan)
{
	int err;

	err = sysfs_create_group(&fan->dev->kobj, &fan_group);
	if (err)
		return err;
	err = sysfs_create_link(&fan->dev->kobj, &fan->dev->parent->kobj,
				"hub");
	if (err)
		sysfs_remove_group(&fan->dev->kobj, &fan_group);
	return err;
}

static void fan_sysfs_exit(struct fan *fan)
{
	sysfs_remove_link(&fan->dev->kobj, "hub");
	sysfs_remove_group(&fan->dev->kobj, &fan_group);
}

static int fan_probe(struct platform_device *pdev)
{
	struct fan *fan;

	fan = devm_kzalloc(&pdev->dev, sizeof(*fan), GFP_KERNEL);
	if (!fan)
		return -ENOMEM;
	fan->dev = &pdev->dev;
	platform_set_drvdata(pdev, fan);
	return fan_sysfs_init(fan);
}

static int fan_remove(struct platform_device *pdev)
{
	fan_sysfs_exit(platform_get_drvdata(pdev));
	return 0;
}

static struct platform_driver fan_driver = {
	.probe = fan_probe,
	.remove = fan_remove,
	.driver = {
		.name = "demo-fan",
	},
};
module_platform_driver(fan_driver);
MODULE_LICENSE("GPL");
