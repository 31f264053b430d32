// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: an error goto shares the exit with the success path, which
 * returns what kstrtouint() left in ret: 0
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/sysfs.h>

struct led_ctl {
	struct mutex lock;
	unsigned int blink;
};

static ssize_t blink_store(struct device *dev, struct device_attribute *attr,
			   const char *buf, size_t count)
{
	struct led_ctl *led = dev_get_drvdata(dev);
	unsigned int val;
	int ret;

	mutex_lock(&led->lock);
	ret = kstrtouint(buf, 10, &val);
	if (ret)
		goto out;
	led->blink = val;
out:
	mutex_unlock(&led->lock);
	return ret;	/* warn: sysfs-store-return "returns 0 from kstrtouint() on success" */
}
static DEVICE_ATTR_WO(blink);

static struct attribute *led_attrs[] = {
	&dev_attr_blink.attr,
	NULL,
};
ATTRIBUTE_GROUPS(led);
