// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a status result tested "< 0" is success otherwise: files
 * created after "err = demo_wait(); if (err < 0) goto free;", whose
 * failures only print, are not leaked by "free: if (err) ...; return
 * err;", as err is 0 there (esd_usb_probe() in Linux 6.12)
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/usb.h>

static ssize_t firmware_show(struct device *dev, struct device_attribute *attr,
			     char *buf)
{
	return sysfs_emit(buf, "1\n");
}
static DEVICE_ATTR_RO(firmware);

static int demo_wait(struct usb_device *udev, void *msg)
{
	int actual;

	return usb_bulk_msg(udev, usb_rcvbulkpipe(udev, 1), msg, 16, &actual,
			    1000);
}

static int demo_probe(struct usb_interface *intf,
		      const struct usb_device_id *id)
{
	struct usb_device *udev = interface_to_usbdev(intf);
	void *dev, *msg;
	int err = 0;

	dev = kzalloc(16, GFP_KERNEL);
	if (!dev)
		return -ENOMEM;
	msg = kmalloc(16, GFP_KERNEL);
	if (!msg) {
		err = -ENOMEM;
		goto free_msg;
	}
	err = demo_wait(udev, msg);
	if (err < 0)
		goto free_msg;

	if (device_create_file(&intf->dev, &dev_attr_firmware))
		dev_err(&intf->dev, "no firmware file\n");

free_msg:
	kfree(msg);
	if (err)
		kfree(dev);
	return err;
}

static void demo_disconnect(struct usb_interface *intf)
{
	device_remove_file(&intf->dev, &dev_attr_firmware);
}

static const struct usb_device_id demo_ids[] = {
	{ USB_DEVICE(0x1234, 0x5678) },
	{ }
};
MODULE_DEVICE_TABLE(usb, demo_ids);

static struct usb_driver demo_driver = {
	.name = "demo",
	.probe = demo_probe,
	.disconnect = demo_disconnect,
	.id_table = demo_ids,
};
module_usb_driver(demo_driver);
MODULE_LICENSE("GPL");
