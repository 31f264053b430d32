// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: kstrtobool() in the condition of an if
 * check-options: -Wsysfs-store-input
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct radio {
	bool powered;
};

static ssize_t power_store(struct device *dev, struct device_attribute *attr,
			   const char *buf, size_t count)
{
	struct radio *r = dev_get_drvdata(dev);
	bool on;

	if (kstrtobool(buf, &on))
		return -EINVAL;
	r->powered = on;
	return count;
}
static DEVICE_ATTR_WO(power);

static struct attribute *radio_attrs[] = {
	&dev_attr_power.attr,
	NULL,
};
ATTRIBUTE_GROUPS(radio);
