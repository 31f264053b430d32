// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a group with ordinary and binary attributes (bin_attrs,
 * is_bin_visible) added in probe() and removed in remove().
 *
 * scenario:
 *	load
 *	ls /sys/devices/platform/eeprom24
 *	cat /sys/devices/platform/eeprom24/serial
 *	cat /sys/devices/platform/eeprom24/eeprom
 *	fill /sys/devices/platform/eeprom24/eeprom 16 0x41
 *	cat /sys/devices/platform/eeprom24/eeprom
 *	rm
 *	ls /sys/devices/platform/eeprom24
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/string.h>
#include <linux/sysfs.h>

#define EEPROM_SIZE 32

struct eeprom {
	u8 data[EEPROM_SIZE];
	bool writable;
};

static ssize_t eeprom_read(struct file *filp, struct kobject *kobj,
			   struct bin_attribute *attr, char *buf,
			   loff_t off, size_t count)
{
	struct eeprom *e = dev_get_drvdata(kobj_to_dev(kobj));

	memcpy(buf, e->data + off, count);
	return count;
}

static ssize_t eeprom_write(struct file *filp, struct kobject *kobj,
			    struct bin_attribute *attr, char *buf,
			    loff_t off, size_t count)
{
	struct eeprom *e = dev_get_drvdata(kobj_to_dev(kobj));

	memcpy(e->data + off, buf, count);
	return count;
}
static BIN_ATTR_RW(eeprom, EEPROM_SIZE);

static ssize_t serial_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	struct eeprom *e = dev_get_drvdata(dev);

	return sysfs_emit(buf, "%02x%02x\n", e->data[0], e->data[1]);
}
static DEVICE_ATTR_RO(serial);

static struct attribute *eeprom_attrs[] = {
	&dev_attr_serial.attr,
	NULL,
};

static struct bin_attribute *eeprom_bin_attrs[] = {
	&bin_attr_eeprom,
	NULL,
};

static umode_t eeprom_is_bin_visible(struct kobject *kobj,
				     struct bin_attribute *attr, int n)
{
	struct eeprom *e = dev_get_drvdata(kobj_to_dev(kobj));

	return e->writable ? attr->attr.mode : 0444;
}

static const struct attribute_group eeprom_group = {
	.attrs = eeprom_attrs,
	.bin_attrs = eeprom_bin_attrs,
	.is_bin_visible = eeprom_is_bin_visible,
};

static int eeprom_probe(struct platform_device *pdev)
{
	struct eeprom *e;

	e = devm_kzalloc(&pdev->dev, sizeof(*e), GFP_KERNEL);
	if (!e)
		return -ENOMEM;
	e->data[0] = 0x12;
	e->data[1] = 0x34;
	e->writable = true;
	platform_set_drvdata(pdev, e);
	return device_add_group(&pdev->dev, &eeprom_group);
}

static int eeprom_remove(struct platform_device *pdev)
{
	device_remove_group(&pdev->dev, &eeprom_group);
	return 0;
}

static struct platform_driver eeprom_driver = {
	.probe = eeprom_probe,
	.remove = eeprom_remove,
	.driver = {
		.name = "eeprom24",
	},
};
module_platform_driver(eeprom_driver);
MODULE_LICENSE("GPL");
