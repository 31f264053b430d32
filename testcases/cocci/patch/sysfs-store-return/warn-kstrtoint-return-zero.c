// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: store() returns a literal 0 after parsing the value
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct fan {
	int level;
};

static ssize_t level_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct fan *fan = dev_get_drvdata(dev);

	return sysfs_emit(buf, "%d\n", fan->level);
}

static ssize_t level_store(struct device *dev, struct device_attribute *attr,
			   const char *buf, size_t count)
{
	struct fan *fan = dev_get_drvdata(dev);
	int ret = kstrtoint(buf, 0, &fan->level);

	if (ret)
		return ret;
	return 0;	/* warn: sysfs-store-return "store() 'level_store' returns 0" */
}
static DEVICE_ATTR_RW(level);

static struct attribute *fan_attrs[] = {
	&dev_attr_level.attr,
	NULL,
};
ATTRIBUTE_GROUPS(fan);
