// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: sysfs_update_group() in probe() re-runs is_visible() on a
 * group the driver core created from .dev_groups: it creates nothing for
 * remove() to take away
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

struct fan {
	int has_tach;
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

static umode_t fan_attr_visible(struct kobject *kobj, struct attribute *attr,
				int n)
{
	struct fan *fan = dev_get_drvdata(kobj_to_dev(kobj));

	return fan && fan->has_tach ? attr->mode : 0;
}

static const struct attribute_group fan_group = {
	.attrs = fan_attrs,
	.is_visible = fan_attr_visible,
};

static const struct attribute_group *fan_groups[] = {
	&fan_group,
	NULL,
};

static int fan_probe(struct platform_device *pdev)
{
	struct fan *fan;

	fan = devm_kzalloc(&pdev->dev, sizeof(*fan), GFP_KERNEL);
	if (!fan)
		return -ENOMEM;
	fan->has_tach = 1;
	platform_set_drvdata(pdev, fan);
	return sysfs_update_group(&pdev->dev.kobj, &fan_group);
}

static int fan_remove(struct platform_device *pdev)
{
	struct fan *fan = platform_get_drvdata(pdev);

	fan->has_tach = 0;
	return 0;
}

static struct platform_driver fan_driver = {
	.probe = fan_probe,
	.remove = fan_remove,
	.driver = {
		.name = "demo-fan",
		.dev_groups = fan_groups,
	},
};
module_platform_driver(fan_driver);
MODULE_LICENSE("GPL");
