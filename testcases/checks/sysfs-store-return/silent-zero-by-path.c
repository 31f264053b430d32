// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: store() returns a call's result only where the path proves
 * it is an error, and the count everywhere else
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct fan;

/* In another file of the driver: what it returns is not known here. */
extern int fan_hw_write(struct fan *fan, u8 val);

static ssize_t pwm_store(struct device *dev, struct device_attribute *attr,
			 const char *buf, size_t count)
{
	struct fan *fan = dev_get_drvdata(dev);
	u8 val;
	int ret;

	ret = kstrtou8(buf, 0, &val);
	if (ret)
		return ret;
	ret = fan_hw_write(fan, val);
	if (ret < 0)
		return ret;
	return count;
}
static DEVICE_ATTR_WO(pwm);

static struct attribute *fan_attrs[] = {
	&dev_attr_pwm.attr,
	NULL,
};
ATTRIBUTE_GROUPS(fan);
