// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: show() returns snprintf()'s result where the text always fits
 *
 * The would-be length is what was written when the text can never be cut:
 * numbers, a char[32] label with room for 33 bytes, sums of such writes at
 * "buf + len" with "PAGE_SIZE - len" as size.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct fan_chip {
	char label[32];
	int rpm;
	unsigned int min, max;
	unsigned long pulses;
	u8 div[4];
};

static ssize_t rpm_show(struct device *dev, struct device_attribute *attr,
			char *buf)
{
	struct fan_chip *chip = dev_get_drvdata(dev);

	return snprintf(buf, PAGE_SIZE, "%d\n", chip->rpm);
}
static DEVICE_ATTR_RO(rpm);

static ssize_t range_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct fan_chip *chip = dev_get_drvdata(dev);

	return snprintf(buf, 64, "%u %u\n", chip->min, chip->max);
}
static DEVICE_ATTR_RO(range);

static ssize_t label_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct fan_chip *chip = dev_get_drvdata(dev);

	return snprintf(buf, sizeof(chip->label) + 1, "%s\n", chip->label);
}
static DEVICE_ATTR_RO(label);

static ssize_t pulses_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	struct fan_chip *chip = dev_get_drvdata(dev);
	int ret;

	ret = snprintf(buf, PAGE_SIZE, "%lu\n", chip->pulses);
	return ret;
}
static DEVICE_ATTR_RO(pulses);

static ssize_t dividers_show(struct device *dev, struct device_attribute *attr,
			     char *buf)
{
	struct fan_chip *chip = dev_get_drvdata(dev);
	ssize_t len;

	len = snprintf(buf, PAGE_SIZE, "%u", chip->div[0]);
	len += snprintf(buf + len, PAGE_SIZE - len, " %u", chip->div[1]);
	len += snprintf(buf + len, PAGE_SIZE - len, " %u", chip->div[2]);
	len += snprintf(buf + len, PAGE_SIZE - len, " %u\n", chip->div[3]);
	return len;
}
static DEVICE_ATTR_RO(dividers);

static ssize_t summary_show(struct device *dev, struct device_attribute *attr,
			    char *buf)
{
	struct fan_chip *chip = dev_get_drvdata(dev);
	char *p = buf;

	p += snprintf(p, PAGE_SIZE, "%s: ", chip->label);
	p += snprintf(p, PAGE_SIZE - (p - buf), "%d rpm\n", chip->rpm);
	return p - buf;
}
static DEVICE_ATTR_RO(summary);

static struct attribute *fan_chip_attrs[] = {
	&dev_attr_rpm.attr,
	&dev_attr_range.attr,
	&dev_attr_label.attr,
	&dev_attr_pulses.attr,
	&dev_attr_dividers.attr,
	&dev_attr_summary.attr,
	NULL,
};
ATTRIBUTE_GROUPS(fan_chip);
MODULE_LICENSE("GPL");
