// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a loop whose start and count are chosen between constants
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static bool whole_rom;
module_param(whole_rom, bool, 0444);

struct board {
	u16 (*rom_word)(struct board *b, int index);
};

static ssize_t rom_show(struct device *dev, struct device_attribute *attr,
			char *buf)
{
	struct board *b = dev_get_drvdata(dev);
	u16 *words = (u16 *)buf;
	int bytes = whole_rom ? 256 : 128;
	int i;

	/* at most 128 words from 0, 64 from 32 */
	for (i = (whole_rom ? 0 : 32); i < bytes / 2; i++)
		words[i] = b->rom_word(b, i);
	return bytes;
}
static DEVICE_ATTR_RO(rom);

static struct attribute *board_attrs[] = {
	&dev_attr_rom.attr,
	NULL,
};
ATTRIBUTE_GROUPS(board);
MODULE_LICENSE("GPL");
