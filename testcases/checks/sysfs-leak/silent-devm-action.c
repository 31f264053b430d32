// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: the group is removed by a devm action registered right after
 * it is created; the driver has no remove()
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

static ssize_t mode_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	return sysfs_emit(buf, "auto\n");
}
static DEVICE_ATTR_RO(mode);

static struct attribute *pump_attrs[] = {
	&dev_attr_mode.attr,
	NULL,
};

static const struct attribute_group pump_group = {
	.attrs = pump_attrs,
};

static void pump_remove_group(void *data)
{
	struct device *dev = data;

	sysfs_remove_group(&dev->kobj, &pump_group);
}

static int pump_probe(struct platform_device *pdev)
{
	int err;

	err = sysfs_create_group(&pdev->dev.kobj, &pump_group);
	if (err)
		return err;
	return devm_add_action_or_reset(&pdev->dev, pump_remove_group,
					&pdev->dev);
}

static struct platform_driver pump_driver = {
	.probe = pump_probe,
	.driver = {
		.name = "demo-pump",
	},
};
module_platform_driver(pump_driver);
MODULE_LICENSE("GPL");
