// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: store() returns what a call through an ops pointer returns,
 * a call not given the count, which cannot return it; a missing
 * operation answered with 0 in an ordinary store()
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct led_ops {
	int (*set_blink)(struct device *dev, unsigned int ms);
	int (*set_level)(struct device *dev, unsigned int level);
};

struct led {
	const struct led_ops *ops;
};

static ssize_t blink_store(struct device *dev, struct device_attribute *attr,
			   const char *buf, size_t count)
{
	struct led *led = dev_get_drvdata(dev);
	unsigned int ms;
	int ret;

	ret = kstrtouint(buf, 0, &ms);
	if (ret)
		return ret;
	return led->ops->set_blink(dev, ms);	/* warn(sysfscheck): sysfs-store-return:bug "returns the result of a call through a function pointer, which was not given the count: return count" -- the 0 comes from a call through an ops pointer proven 0 on the path, a value fact */
}
static DEVICE_ATTR_WO(blink);

static ssize_t level_store(struct device *dev, struct device_attribute *attr,
			   const char *buf, size_t count)
{
	struct led *led = dev_get_drvdata(dev);
	unsigned int level;
	int ret;

	if (!led->ops->set_level)
		return 0;	/* warn: sysfs-store-return:bug "returns 0" */
	ret = kstrtouint(buf, 0, &level);
	if (ret)
		return ret;
	ret = led->ops->set_level(dev, level);
	return ret ? ret : count;
}
static DEVICE_ATTR_WO(level);

static struct attribute *led_attrs[] = {
	&dev_attr_blink.attr,
	&dev_attr_level.attr,
	NULL,
};
ATTRIBUTE_GROUPS(led);
