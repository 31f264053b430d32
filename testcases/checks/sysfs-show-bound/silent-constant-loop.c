// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a loop with a constant trip count appending small integers
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

struct rgb_led {
	u8 level[4];
};

static ssize_t levels_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	struct rgb_led *led = dev_get_drvdata(dev);
	int i, len = 0;

	for (i = 0; i < ARRAY_SIZE(led->level); i++)
		len += sprintf(buf + len, "%u ", led->level[i]);
	buf[len - 1] = '\n';
	return len;
}
static DEVICE_ATTR_RO(levels);

static struct attribute *rgb_led_attrs[] = {
	&dev_attr_levels.attr,
	NULL,
};
ATTRIBUTE_GROUPS(rgb_led);
MODULE_LICENSE("GPL");
