// SPDX-License-Identifier: GPL-2.0
/*
 * An EEPROM-backed board-information device registered through the
 * driver core's dev_groups: its raw contents, a binary attribute, were
 * listed in the array behind ATTRIBUTE_GROUPS() with the text attributes.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/string.h>
#include <linux/sysfs.h>

static u8 board_rom[256];

static ssize_t rom_read(struct file *filp, struct kobject *kobj,
			struct bin_attribute *attr, char *buf,
			loff_t off, size_t count)
{
	memcpy(buf, board_rom + off, count);
	return count;
}
static BIN_ATTR_RO(rom, sizeof(board_rom));

static ssize_t serial_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	return sysfs_emit(buf, "%*phN\n", 8, board_rom);
}
static DEVICE_ATTR_RO(serial);

static ssize_t revision_show(struct device *dev, struct device_attribute *attr,
			     char *buf)
{
	return sysfs_emit(buf, "%u\n", board_rom[8]);
}
static DEVICE_ATTR_RO(revision);

static struct attribute *board_attrs[] = {
	&dev_attr_serial.attr,
	&bin_attr_rom.attr,
	&dev_attr_revision.attr,
	NULL,
};

ATTRIBUTE_GROUPS(board);

static struct platform_driver board_info_driver = {
	.driver = {
		.name = "board-info",
		.dev_groups = board_groups,
	},
};
module_platform_driver(board_info_driver);
MODULE_LICENSE("GPL");
