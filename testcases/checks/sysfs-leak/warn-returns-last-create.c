// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: probe() ends with "return device_create_file(...)" after
 * creating another file: when the last create fails, probe() fails with
 * its error and the first file stays
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

static ssize_t speed_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	return sysfs_emit(buf, "0\n");
}
static DEVICE_ATTR_RO(speed);

static ssize_t state_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	return sysfs_emit(buf, "idle\n");
}
static DEVICE_ATTR_RO(state);

static int motor_probe(struct platform_device *pdev)
{
	int err;

	err = device_create_file(&pdev->dev, &dev_attr_speed);	/* warn(sysfscheck): sysfs-leak:bug "file 'dev_attr_speed' created here is not removed when motor_probe() fails at line 33" -- the failing step is the result of a call returned as it is; the SmPL rule knows only negative constants and tested statuses as errors */
	if (err)
		return err;
	return device_create_file(&pdev->dev, &dev_attr_state);
}

static int motor_remove(struct platform_device *pdev)
{
	device_remove_file(&pdev->dev, &dev_attr_state);
	device_remove_file(&pdev->dev, &dev_attr_speed);
	return 0;
}

static struct platform_driver motor_driver = {
	.probe = motor_probe,
	.remove = motor_remove,
	.driver = {
		.name = "demo-motor",
	},
};
module_platform_driver(motor_driver);
MODULE_LICENSE("GPL");
