// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a USB driver's disconnect() forgets the file probe() created
 * on the interface
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>
#include <linux/usb.h>

static ssize_t firmware_show(struct device *dev, struct device_attribute *attr,
			     char *buf)
{
	return sysfs_emit(buf, "0.9\n");
}
static DEVICE_ATTR_RO(firmware);

static int dongle_probe(struct usb_interface *intf,
			const struct usb_device_id *id)
{
	return device_create_file(&intf->dev, &dev_attr_firmware);	/* warn: sysfs-leak "file 'dev_attr_firmware' created here by device_create_file() is never removed by dongle_disconnect()" */
}

static void dongle_disconnect(struct usb_interface *intf)
{
	dev_info(&intf->dev, "unplugged\n");
}

static const struct usb_device_id dongle_ids[] = {
	{ USB_DEVICE(0x1234, 0x0001) },
	{ }
};
MODULE_DEVICE_TABLE(usb, dongle_ids);

static struct usb_driver dongle_driver = {
	.name = "demo-dongle",
	.probe = dongle_probe,
	.disconnect = dongle_disconnect,
	.id_table = dongle_ids,
};
module_usb_driver(dongle_driver);
MODULE_LICENSE("GPL");
