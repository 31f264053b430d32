// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a class file goes with the class (class_destroy() on init's
 * error path: uverbs in Linux 6.1) and a driver file with the USB device
 * driver whose driver it is in (usb_deregister_device_driver(): usbip's
 * stub driver)
 */
#include <linux/device.h>
#include <linux/init.h>
#include <linux/module.h>
#include <linux/sysfs.h>
#include <linux/usb.h>

static int abi_version = 6;
static int busid_count;

static ssize_t abi_version_show(struct class *class,
				struct class_attribute *attr, char *buf)
{
	return sysfs_emit(buf, "%d\n", abi_version);
}
static CLASS_ATTR_RO(abi_version);

static ssize_t match_busid_show(struct device_driver *drv, char *buf)
{
	return sysfs_emit(buf, "%d\n", busid_count);
}
static DRIVER_ATTR_RO(match_busid);

static int demo_stub_probe(struct usb_device *udev)
{
	return 0;
}

static void demo_stub_disconnect(struct usb_device *udev)
{
}

static struct usb_device_driver demo_stub_driver = {
	.name = "demo-stub",
	.probe = demo_stub_probe,
	.disconnect = demo_stub_disconnect,
};

static struct class *demo_class;

static int __init demo_stub_init(void)
{
	int ret;

	demo_class = class_create(THIS_MODULE, "demo_verbs");
	if (IS_ERR(demo_class))
		return PTR_ERR(demo_class);
	ret = class_create_file(demo_class, &class_attr_abi_version);
	if (ret)
		goto out_class;

	ret = usb_register_device_driver(&demo_stub_driver, THIS_MODULE);
	if (ret)
		goto out_class;
	ret = driver_create_file(&demo_stub_driver.driver,
				 &driver_attr_match_busid);
	if (ret)
		goto out_driver;
	return 0;

out_driver:
	usb_deregister_device_driver(&demo_stub_driver);
out_class:
	class_destroy(demo_class);
	return ret;
}

static void __exit demo_stub_exit(void)
{
	usb_deregister_device_driver(&demo_stub_driver);
	class_destroy(demo_class);
}

module_init(demo_stub_init);
module_exit(demo_stub_exit);
MODULE_LICENSE("GPL");
