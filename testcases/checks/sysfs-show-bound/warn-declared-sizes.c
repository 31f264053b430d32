// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: sizes and counts the declarations give that do not fit
 *
 * As silent-declared-sizes.c, but a char[64] name into sizeof() of a
 * char[32] label plus one is cut; a loop over the 1024 entries (sizeof()
 * over sizeof() of one) of a u32 member, each '%u ', fills the page;
 * '%d.%02d-%02d\n' of int members needs more than 16 bytes.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct ctlr_info {
	int fw_major;
	int fw_minor;
	int fw_turn;
};

struct demo {
	char label[32];
	char name[64];
	u32 table[1024];
	struct ctlr_info *info;
};

static ssize_t label_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct demo *d = dev_get_drvdata(dev);

	return snprintf(buf, sizeof(d->label) + 1, "%s\n", d->name);	/* warn(sysfscheck): sysfs-show-bound "snprintf()" -- a value fact (a length, size, count or bound) that the rule does not compute */
}
static DEVICE_ATTR_RO(label);

static ssize_t table_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct demo *d = dev_get_drvdata(dev);
	unsigned int i;
	ssize_t len = 0;

	for (i = 0; i < sizeof(d->table) / sizeof(d->table[0]); i++)
		len += sprintf(buf + len, "%u ", d->table[i]);	/* warn(sysfscheck): sysfs-show-bound "loop appends up to 1024 * 11 bytes" -- a value fact (a length, size, count or bound) that the rule does not compute */
	return len;
}
static DEVICE_ATTR_RO(table);

static ssize_t firmware_show(struct device *dev,
			     struct device_attribute *attr, char *buf)
{
	struct demo *d = dev_get_drvdata(dev);

	return snprintf(buf, 16, "%d.%02d-%02d\n", d->info->fw_major,	/* warn(sysfscheck): sysfs-show-bound "snprintf()" -- a value fact (a length, size, count or bound) that the rule does not compute */
			d->info->fw_minor, d->info->fw_turn);
}
static DEVICE_ATTR_RO(firmware);

static struct attribute *demo_attrs[] = {
	&dev_attr_label.attr,
	&dev_attr_table.attr,
	&dev_attr_firmware.attr,
	NULL,
};
ATTRIBUTE_GROUPS(demo);
MODULE_LICENSE("GPL");
