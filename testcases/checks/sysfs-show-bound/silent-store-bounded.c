// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: direct stores in a constant loop and after a bounded write
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

struct leds {
	unsigned long on;
	const char *name;
};

static ssize_t pattern_show(struct device *dev, struct device_attribute *attr,
			    char *buf)
{
	struct leds *l = dev_get_drvdata(dev);
	int i;

	for (i = 0; i < BITS_PER_LONG; i++)
		buf[i] = test_bit(i, &l->on) ? '1' : '0';
	buf[i++] = '\n';
	return i;
}
static DEVICE_ATTR_RO(pattern);

static ssize_t name_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct leds *l = dev_get_drvdata(dev);
	ssize_t len;

	len = scnprintf(buf, PAGE_SIZE - 1, "%s", l->name);
	buf[len++] = '\n';
	return len;
}
static DEVICE_ATTR_RO(name);

static struct attribute *leds_attrs[] = {
	&dev_attr_pattern.attr,
	&dev_attr_name.attr,
	NULL,
};
ATTRIBUTE_GROUPS(leds);
MODULE_LICENSE("GPL");
