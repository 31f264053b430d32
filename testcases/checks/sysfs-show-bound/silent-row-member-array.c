// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: %s of a char array member of a row of a table, inside a union
 *
 * yealink.c get_icons(): "%s" of lcdMap[i].u.p.name, a char[10] in a
 * union in each row of a static table, read at "lcdMap + i * 15 + 1 + 0
 * + 2": the string ends inside its 10 bytes, so the loop over the table
 * appends a few bytes a row.
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static const struct lcd_segment_map {
	char type;
	union {
		struct pictogram_map {
			u8 a, m;
			char name[10];
		} p;
		struct segment_map {
			u8 a, m;
		} s[7];
	} u;
} lcd_map[] = {
	{ .type = '.', .u.p = { 22, 1, "M" } },
	{ .type = '.', .u.p = { 23, 2, "RING" } },
	{ .type = '8', .u.s = { { 20, 1 }, { 20, 2 } } },
	{ .type = '.', .u.p = { 24, 4, "DIALTONE" } },
};

struct phone {
	u8 state[ARRAY_SIZE(lcd_map)];
};

static ssize_t icons_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct phone *ph = dev_get_drvdata(dev);
	int i, ret = 0;

	for (i = 0; i < ARRAY_SIZE(lcd_map); i++) {
		if (lcd_map[i].type != '.')
			continue;
		ret += sprintf(&buf[ret], "%s %s\n",
			       ph->state[i] == ' ' ? "  " : "on",
			       lcd_map[i].u.p.name);
	}
	return ret;
}
static DEVICE_ATTR_RO(icons);

static struct attribute *phone_attrs[] = {
	&dev_attr_icons.attr,
	NULL,
};
ATTRIBUTE_GROUPS(phone);
MODULE_LICENSE("GPL");
