// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a file on a device made by device_create() goes with the
 * device: device_destroy(class, devt) deletes the device device_create()
 * made with that devt, and its files, like device_unregister()
 */
#include <linux/cdev.h>
#include <linux/device.h>
#include <linux/fs.h>
#include <linux/init.h>
#include <linux/kdev_t.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static struct class *meter_class;
static dev_t meter_devt;
static struct device *meter_dev;
static int meter_level;

static ssize_t level_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	return sysfs_emit(buf, "%d\n", meter_level);
}
static DEVICE_ATTR_RO(level);

static int __init meter_init(void)
{
	int err;

	err = alloc_chrdev_region(&meter_devt, 0, 1, "meter");
	if (err)
		return err;
	meter_class = class_create(THIS_MODULE, "meter");
	if (IS_ERR(meter_class)) {
		err = PTR_ERR(meter_class);
		goto unregister_region;
	}
	meter_dev = device_create(meter_class, NULL, meter_devt, NULL, "meter0");
	if (IS_ERR(meter_dev)) {
		err = PTR_ERR(meter_dev);
		goto destroy_class;
	}
	err = device_create_file(meter_dev, &dev_attr_level);
	if (err)
		goto destroy_device;
	return 0;

destroy_device:
	device_destroy(meter_class, meter_devt);
destroy_class:
	class_destroy(meter_class);
unregister_region:
	unregister_chrdev_region(meter_devt, 1);
	return err;
}

static void __exit meter_exit(void)
{
	device_destroy(meter_class, meter_devt);
	class_destroy(meter_class);
	unregister_chrdev_region(meter_devt, 1);
}

module_init(meter_init);
module_exit(meter_exit);
MODULE_LICENSE("GPL");
