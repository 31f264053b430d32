// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: sysfs_streq() over keywords: nothing parsed as a number
 * check-options: -Wsysfs-store-input
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

enum led_mode { LED_OFF, LED_ON, LED_BLINK };

struct led {
	enum led_mode mode;
};

static ssize_t mode_store(struct device *dev, struct device_attribute *attr,
			  const char *buf, size_t count)
{
	struct led *led = dev_get_drvdata(dev);
	int i;

	i = sysfs_match_string(((const char * const []){ "off", "on", "blink" }), buf);
	if (i < 0)
		return i;
	led->mode = i;
	return count;
}
static DEVICE_ATTR_WO(mode);

static struct attribute *led_attrs[] = {
	&dev_attr_mode.attr,
	NULL,
};
ATTRIBUTE_GROUPS(led);
