// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: the link probe() makes is removed by remove(), but not when
 * probe() fails after making it: the device keeps a link to the hub, which
 * dangles once the module goes.
 *
 * scenario:
 *	load
 *	ls /sys/devices/platform/port_a
 *	readlink /sys/devices/platform/port_a/hub
 *	rm
 *	fail device_create_file
 *	load
 *	ls /sys/devices/platform/port_a
 *	rm
 *	ls /sys/devices/platform/port_a
 */
#include <linux/device.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

static struct kobject *hub_kobj;
static unsigned int port_mode;

static ssize_t mode_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	return sysfs_emit(buf, "%u\n", port_mode);
}
static DEVICE_ATTR_RO(mode);

static int port_probe(struct platform_device *pdev)
{
	int err;

	err = sysfs_create_link(&pdev->dev.kobj, hub_kobj, "hub");	/* warn: sysfs-leak */ /* runtime: sysfs-leak */
	if (err)
		return err;
	err = device_create_file(&pdev->dev, &dev_attr_mode);
	if (err)
		return err;
	return 0;
}

static int port_remove(struct platform_device *pdev)
{
	device_remove_file(&pdev->dev, &dev_attr_mode);
	sysfs_remove_link(&pdev->dev.kobj, "hub");
	return 0;
}

static struct platform_driver port_driver = {
	.probe = port_probe,
	.remove = port_remove,
	.driver = {
		.name = "port_a",
	},
};

static int __init port_init(void)
{
	int err;

	hub_kobj = kobject_create_and_add("hub", kernel_kobj);
	if (!hub_kobj)
		return -ENOMEM;
	err = platform_driver_register(&port_driver);
	if (err)
		kobject_put(hub_kobj);
	return err;
}

static void __exit port_exit(void)
{
	platform_driver_unregister(&port_driver);
	kobject_put(hub_kobj);
}

module_init(port_init);
module_exit(port_exit);
MODULE_LICENSE("GPL");
