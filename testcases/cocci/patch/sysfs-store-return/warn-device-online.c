// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: both branches leave the status of device_online() or
 * device_offline() in ret, 0 on success
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static ssize_t online_store(struct device *dev, struct device_attribute *attr,
			    const char *buf, size_t count)
{
	bool val;
	int ret;

	ret = kstrtobool(buf, &val);
	if (ret < 0)
		return ret;
	if (val)
		ret = device_online(dev);
	else
		ret = device_offline(dev);
	return ret;	/* warn: sysfs-store-return "0 on success" */
}
static DEVICE_ATTR_WO(online);

static struct attribute *cpu_attrs[] = {
	&dev_attr_online.attr,
	NULL,
};
ATTRIBUTE_GROUPS(cpu);
