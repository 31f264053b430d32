// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a remove_new() (the void remove() of Linux 6.3 to 6.12)
 * that forgets the file probe() created (the power_on_reason file of a
 * reset driver in Linux 6.12)
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

static ssize_t power_on_reason_show(struct device *dev,
				    struct device_attribute *attr, char *buf)
{
	return sysfs_emit(buf, "regular power-up\n");
}
static DEVICE_ATTR_RO(power_on_reason);

static ssize_t boot_count_show(struct device *dev,
			       struct device_attribute *attr, char *buf)
{
	return sysfs_emit(buf, "1\n");
}
static DEVICE_ATTR_RO(boot_count);

static int reset_probe(struct platform_device *pdev)
{
	int err;

	err = device_create_file(&pdev->dev, &dev_attr_boot_count);
	if (err)
		return err;
	err = device_create_file(&pdev->dev, &dev_attr_power_on_reason);	/* warn: sysfs-leak "file 'dev_attr_power_on_reason' created here by device_create_file() is never removed by reset_remove()" */
	if (err)
		device_remove_file(&pdev->dev, &dev_attr_boot_count);
	return err;
}

static void reset_remove(struct platform_device *pdev)
{
	device_remove_file(&pdev->dev, &dev_attr_boot_count);
}

static struct platform_driver reset_driver = {
	.probe = reset_probe,
	.remove_new = reset_remove,
	.driver = {
		.name = "demo-reset",
	},
};
module_platform_driver(reset_driver);
MODULE_LICENSE("GPL");
