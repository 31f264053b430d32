// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: store() returns strnlen(buf, count): what it took, at most
 * count
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

struct lcd {
	char text[80];
};

static ssize_t text_store(struct device *dev, struct device_attribute *attr,
			  const char *buf, size_t count)
{
	struct lcd *lcd = dev_get_drvdata(dev);

	if (count >= sizeof(lcd->text))
		return -EINVAL;
	memcpy(lcd->text, buf, count);
	lcd->text[count] = '\0';
	return strnlen(buf, count);
}
static DEVICE_ATTR_WO(text);

static struct attribute *lcd_attrs[] = {
	&dev_attr_text.attr,
	NULL,
};
ATTRIBUTE_GROUPS(lcd);
