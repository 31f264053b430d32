// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: device and driver links in the 2.6 style: two ksets, a
 * "device" and a "driver" kobject, a link each way, removed before
 * either kobject goes.
 *
 * scenario:
 *	load
 *	tree /sys/bus_demo
 *	readlink /sys/bus_demo/devices/dev0/driver
 *	readlink /sys/bus_demo/drivers/drv/dev0
 *	cat /sys/bus_demo/drivers/drv/dev0/status
 *	rm
 *	ls /sys
 */
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static struct kset bus_kset;
static struct kset devices_kset;
static struct kset drivers_kset;
static struct kobject dev_kobj;
static struct kobject drv_kobj;

static struct attribute status_attr = {
	.name = "status",
	.owner = THIS_MODULE,
	.mode = S_IRUGO,
};

static struct attribute *dev_attrs[] = {
	&status_attr,
	NULL,
};

static ssize_t dev_show(struct kobject *kobj, struct attribute *attr,
			char *buffer)
{
	return sprintf(buffer, "bound\n");
}

static struct sysfs_ops dev_sysfs_ops = {
	.show = dev_show,
};

static void dev_release(struct kobject *kobj)
{
	pr_info("bus_demo: %s released\n", kobj->name);
}

static struct kobj_type dev_ktype = {
	.release = dev_release,
	.sysfs_ops = &dev_sysfs_ops,
	.default_attrs = dev_attrs,
};

static int __init bus_demo_init(void)
{
	int err;

	kobject_set_name(&bus_kset.kobj, "bus_demo");
	err = kset_register(&bus_kset);
	if (err)
		return err;
	kobject_set_name(&devices_kset.kobj, "devices");
	devices_kset.kobj.parent = &bus_kset.kobj;
	err = kset_register(&devices_kset);
	if (err)
		goto out_bus;
	kobject_set_name(&drivers_kset.kobj, "drivers");
	drivers_kset.kobj.parent = &bus_kset.kobj;
	err = kset_register(&drivers_kset);
	if (err)
		goto out_devices;

	kobject_set_name(&dev_kobj, "dev0");
	dev_kobj.kset = &devices_kset;
	dev_kobj.ktype = &dev_ktype;
	err = kobject_register(&dev_kobj);
	if (err)
		goto out_drivers;
	/* kobject_register() in two steps, as the article describes it. */
	kobject_init(&drv_kobj);
	kobject_set_name(&drv_kobj, "drv");
	drv_kobj.kset = &drivers_kset;
	err = kobject_add(&drv_kobj);
	if (err) {
		kobject_put(&drv_kobj);
		goto out_dev;
	}

	err = sysfs_create_link(&dev_kobj, &drv_kobj, "driver");
	if (err)
		goto out_drv;
	err = sysfs_create_link(&drv_kobj, &dev_kobj, "dev0");
	if (err)
		goto out_link;
	return 0;

out_link:
	sysfs_remove_link(&dev_kobj, "driver");
out_drv:
	kobject_del(&drv_kobj);
	kobject_put(&drv_kobj);
out_dev:
	kobject_unregister(&dev_kobj);
out_drivers:
	kset_unregister(&drivers_kset);
out_devices:
	kset_unregister(&devices_kset);
out_bus:
	kset_unregister(&bus_kset);
	return err;
}

static void __exit bus_demo_exit(void)
{
	sysfs_remove_link(&drv_kobj, "dev0");
	sysfs_remove_link(&dev_kobj, "driver");
	kobject_del(&drv_kobj);
	kobject_put(&drv_kobj);
	kobject_unregister(&dev_kobj);
	kset_unregister(&drivers_kset);
	kset_unregister(&devices_kset);
	kset_unregister(&bus_kset);
}

module_init(bus_demo_init);
module_exit(bus_demo_exit);
MODULE_LICENSE("GPL");
