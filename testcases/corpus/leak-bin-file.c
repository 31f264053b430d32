// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: probe() creates a text and a binary attribute; remove()
 * takes down only the text one.
 *
 * scenario:
 *	load
 *	ls /sys/devices/platform/camera
 *	cat /sys/devices/platform/camera/model
 *	rm
 *	ls /sys/devices/platform/camera
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/string.h>
#include <linux/sysfs.h>

static u8 calib[64];

static ssize_t calib_read(struct file *filp, struct kobject *kobj,
			  struct bin_attribute *attr, char *buf,
			  loff_t off, size_t count)
{
	memcpy(buf, calib + off, count);
	return count;
}
static BIN_ATTR_RO(calib, sizeof(calib));

static ssize_t model_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	return sysfs_emit(buf, "cam-3000\n");
}
static DEVICE_ATTR_RO(model);

static int camera_probe(struct platform_device *pdev)
{
	int err;

	err = device_create_file(&pdev->dev, &dev_attr_model);
	if (err)
		return err;
	err = device_create_bin_file(&pdev->dev, &bin_attr_calib);	/* warn: sysfs-leak */ /* runtime: sysfs-leak */
	if (err)
		device_remove_file(&pdev->dev, &dev_attr_model);
	return err;
}

static int camera_remove(struct platform_device *pdev)
{
	device_remove_file(&pdev->dev, &dev_attr_model);
	return 0;
}

static struct platform_driver camera_driver = {
	.probe = camera_probe,
	.remove = camera_remove,
	.driver = {
		.name = "camera",
	},
};
module_platform_driver(camera_driver);
MODULE_LICENSE("GPL");
