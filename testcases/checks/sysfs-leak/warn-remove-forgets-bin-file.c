// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: remove() takes down the text attribute but not the binary one
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/string.h>
#include <linux/sysfs.h>

static u8 eeprom[256];

static ssize_t eeprom_read(struct file *filp, struct kobject *kobj,
			   struct bin_attribute *attr, char *buf,
			   loff_t off, size_t count)
{
	memcpy(buf, eeprom + off, count);
	return count;
}
static BIN_ATTR_RO(eeprom, sizeof(eeprom));

static ssize_t serial_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	return sysfs_emit(buf, "SN-0042\n");
}
static DEVICE_ATTR_RO(serial);

static int board_probe(struct platform_device *pdev)
{
	int err;

	err = device_create_file(&pdev->dev, &dev_attr_serial);
	if (err)
		return err;
	err = device_create_bin_file(&pdev->dev, &bin_attr_eeprom);	/* warn: sysfs-leak "binary file 'bin_attr_eeprom' created here by device_create_bin_file() is never removed by board_remove()" */
	if (err)
		device_remove_file(&pdev->dev, &dev_attr_serial);
	return err;
}

static int board_remove(struct platform_device *pdev)
{
	device_remove_file(&pdev->dev, &dev_attr_serial);
	return 0;
}

static struct platform_driver board_driver = {
	.probe = board_probe,
	.remove = board_remove,
	.driver = {
		.name = "board-id",
	},
};
module_platform_driver(board_driver);
MODULE_LICENSE("GPL");
