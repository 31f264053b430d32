// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: sprintf() of a local that holds one of two constant pointers
 * to literals (drivers/iio/accel/kxcjk-1013.c in Linux 6.1)
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static const char *const fast_rates = "12.5 25 50 100 200 400 800 1600";
static const char *const slow_rates = "0.781 1.563 3.125 6.25 12.5 25";

struct accel {
	bool slow_part;
};

static ssize_t rates_available_show(struct device *dev,
				    struct device_attribute *attr, char *buf)
{
	struct accel *a = dev_get_drvdata(dev);
	const char *str;

	if (a->slow_part)
		str = slow_rates;
	else
		str = fast_rates;

	return sprintf(buf, "%s\n", str);
}
static DEVICE_ATTR_RO(rates_available);

static struct attribute *accel_attrs[] = {
	&dev_attr_rates_available.attr,
	NULL,
};
ATTRIBUTE_GROUPS(accel);
MODULE_LICENSE("GPL");
