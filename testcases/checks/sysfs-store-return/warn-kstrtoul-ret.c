// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: store() returns the variable kstrtoul() set, 0 on success
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct pwm_chan {
	unsigned long period;
};

static ssize_t period_store(struct device *dev, struct device_attribute *attr,
			    const char *buf, size_t count)
{
	struct pwm_chan *chan = dev_get_drvdata(dev);
	unsigned long period;
	int ret;

	ret = kstrtoul(buf, 0, &period);
	if (ret)
		return ret;
	chan->period = period;
	return ret;	/* warn: sysfs-store-return:bug "returns 0 from kstrtoul() on success: return count" */
}
static DEVICE_ATTR_WO(period);

static struct attribute *pwm_attrs[] = {
	&dev_attr_period.attr,
	NULL,
};
ATTRIBUTE_GROUPS(pwm);
