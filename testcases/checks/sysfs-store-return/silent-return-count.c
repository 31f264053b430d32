// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: the usual store(): parse, apply, return count
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct heater {
	unsigned int target;
};

static ssize_t target_store(struct device *dev, struct device_attribute *attr,
			    const char *buf, size_t count)
{
	struct heater *h = dev_get_drvdata(dev);
	unsigned int val;
	int ret;

	ret = kstrtouint(buf, 10, &val);
	if (ret)
		return ret;
	if (val > 90)
		return -ERANGE;
	h->target = val;
	return count;
}
static DEVICE_ATTR_WO(target);

static struct attribute *heater_attrs[] = {
	&dev_attr_target.attr,
	NULL,
};
ATTRIBUTE_GROUPS(heater);
