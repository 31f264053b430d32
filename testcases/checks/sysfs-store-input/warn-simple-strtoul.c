// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: simple_strtoul() without its end pointer: "abc" sets 0
 * check-options: -Wsysfs-store-input
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct backlight_chip {
	unsigned long brightness;
};

static ssize_t brightness_store(struct device *dev,
				struct device_attribute *attr,
				const char *buf, size_t count)
{
	struct backlight_chip *chip = dev_get_drvdata(dev);

	chip->brightness = simple_strtoul(buf, NULL, 10);	/* warn: sysfs-store-input:style "parses the user's buffer with simple_strtoul()" */
	return count;
}
static DEVICE_ATTR_WO(brightness);

static struct attribute *bl_attrs[] = {
	&dev_attr_brightness.attr,
	NULL,
};
ATTRIBUTE_GROUPS(bl);
