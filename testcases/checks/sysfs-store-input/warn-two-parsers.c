// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: two parsers in one store(): both unchecked
 * check-options: -Wsysfs-store-input
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

struct pid_ctl {
	long kp, ki;
};

static ssize_t gains_store(struct device *dev, struct device_attribute *attr,
			   const char *buf, size_t count)
{
	struct pid_ctl *pid = dev_get_drvdata(dev);
	const char *comma = strchr(buf, ',');

	if (!comma)
		return -EINVAL;
	pid->kp = simple_strtol(buf, NULL, 10);	/* warn: sysfs-store-input "simple_strtol()" */
	pid->ki = simple_strtol(comma + 1, NULL, 10);	/* warn: sysfs-store-input "simple_strtol()" */
	return count;
}
static DEVICE_ATTR_WO(gains);

static struct attribute *pid_attrs[] = {
	&dev_attr_gains.attr,
	NULL,
};
ATTRIBUTE_GROUPS(pid);
