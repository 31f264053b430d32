// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: loops the rule counts that fill the page, and a table whose rows an #include gives
 *
 * As silent-loop-shapes.c, but 1200 runs of '%04x:' (a test of the
 * counter after '&&' in the body); the table's entries indexed by 1024
 * member entries; and a table whose rows '#include "loop-rows.h"' puts
 * inside its braces (yealink.c's lcdMap[]): its 400 rows are not one,
 * and 400 '%u ' fill the page.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static const char * const accessory_names[] = { "none", "analog_audio", "debug" };

static const u32 rows[] = {
#include "loop-rows.h"
};

struct demo {
	u16 calib[400][3];
	u8 accessory[1024];
};

static ssize_t calib_show(struct device *dev, struct device_attribute *attr,
			  char *out)
{
	struct demo *d = dev_get_drvdata(dev);
	int j, ret = 0;

	for (j = 0; j < 1200; ++j)
		ret += sprintf(&out[ret], "%04x%c", d->calib[j % 400][j / 400],	/* warn(sysfscheck): sysfs-show-bound "loop appends" -- a value fact (a length, size, count or bound) that the rule does not compute */
			       d->calib[0][0] && j == 1199 ? '\n' : ':');
	return ret;
}
static DEVICE_ATTR_RO(calib);

static ssize_t accessory_show(struct device *dev,
			      struct device_attribute *attr, char *buf)
{
	struct demo *d = dev_get_drvdata(dev);
	int i, ret = 0;

	for (i = 0; i < ARRAY_SIZE(d->accessory); i++)
		ret += sprintf(buf + ret, "%s ", accessory_names[d->accessory[i] % 3]);	/* warn(sysfscheck): sysfs-show-bound "loop appends" -- a value fact (a length, size, count or bound) that the rule does not compute */
	return ret;
}
static DEVICE_ATTR_RO(accessory);

static ssize_t rows_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	int i, ret = 0;

	for (i = 0; i < ARRAY_SIZE(rows); i++)
		ret += sprintf(buf + ret, "%u ", rows[i]);	/* warn(sysfscheck): sysfs-show-bound "loop appends" -- a value fact (a length, size, count or bound) that the rule does not compute */
	return ret;
}
static DEVICE_ATTR_RO(rows);

static struct attribute *demo_attrs[] = {
	&dev_attr_calib.attr,
	&dev_attr_accessory.attr,
	&dev_attr_rows.attr,
	NULL,
};
ATTRIBUTE_GROUPS(demo);
MODULE_LICENSE("GPL");
