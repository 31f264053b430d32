// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: sprintf() appends once per channel, channels not bounded
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct adc {
	unsigned int nr_channels;
	int *raw;
};

static ssize_t raw_show(struct device *dev, struct device_attribute *attr,
			char *buf)
{
	struct adc *adc = dev_get_drvdata(dev);
	unsigned int ch;
	int len = 0;

	for (ch = 0; ch < adc->nr_channels; ch++)
		len += sprintf(buf + len, "%d ", adc->raw[ch]);	/* warn(sysfscheck): sysfs-show-bound:hardening "in a loop with no bound tied to PAGE_SIZE" -- a value fact (a length, size, count or bound) that the rule does not compute */
	buf[len - 1] = '\n';
	return len;
}
static DEVICE_ATTR_RO(raw);

static struct attribute *adc_attrs[] = {
	&dev_attr_raw.attr,
	NULL,
};
ATTRIBUTE_GROUPS(adc);
MODULE_LICENSE("GPL");
