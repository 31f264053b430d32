// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: loops over ARRAY_SIZE() of the file's static tables of literals
 *
 * usbsevseg.c textmode_show(), leds-lm3530.c mode_show(): each turn of a
 * loop over a static table appends one of its short names and a bracket
 * or a space, by strcat() or sprintf() at an offset. The table's entry
 * count and its longest literal bound the whole text: a few dozen bytes.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

#define NR_SPEEDS 4

static const char * const display_modes[] = { "raw", "hex", "ascii" };

struct bl_mode_map {
	const char *name;
	int val;
};

static struct bl_mode_map bl_modes[] = {
	{ "manual", 0 },
	{ "als", 1 },
	{ "pwm", 2 },
};

static const unsigned int speeds_hz[NR_SPEEDS] = { 1, 10, 100, 1000 };

struct panel {
	int mode;
	int bl_mode;
};

static ssize_t textmode_show(struct device *dev, struct device_attribute *attr,
			     char *buf)
{
	struct panel *p = dev_get_drvdata(dev);
	int i;

	buf[0] = 0;
	for (i = 0; i < ARRAY_SIZE(display_modes); i++) {
		if (p->mode == i) {
			strcat(buf, " [");
			strcat(buf, display_modes[i]);
			strcat(buf, "] ");
		} else {
			strcat(buf, " ");
			strcat(buf, display_modes[i]);
			strcat(buf, " ");
		}
	}
	strcat(buf, "\n");
	return strlen(buf);
}
static DEVICE_ATTR_RO(textmode);

static ssize_t bl_mode_show(struct device *dev, struct device_attribute *attr,
			    char *buf)
{
	struct panel *p = dev_get_drvdata(dev);
	int i, len = 0;

	for (i = 0; i < ARRAY_SIZE(bl_modes); i++)
		if (p->bl_mode == bl_modes[i].val)
			len += sprintf(buf + len, "[%s] ", bl_modes[i].name);
		else
			len += sprintf(buf + len, "%s ", bl_modes[i].name);
	len += sprintf(buf + len, "\n");
	return len;
}
static DEVICE_ATTR_RO(bl_mode);

static ssize_t speed_available_show(struct device *dev,
				    struct device_attribute *attr, char *buf)
{
	char *s = buf;
	int i;

	for (i = 0; i < NR_SPEEDS; i++)
		s += sprintf(s, "%u ", speeds_hz[i]);
	s += sprintf(s, "\n");
	return s - buf;
}
static DEVICE_ATTR_RO(speed_available);

static struct attribute *panel_attrs[] = {
	&dev_attr_textmode.attr,
	&dev_attr_bl_mode.attr,
	&dev_attr_speed_available.attr,
	NULL,
};
ATTRIBUTE_GROUPS(panel);
MODULE_LICENSE("GPL");
