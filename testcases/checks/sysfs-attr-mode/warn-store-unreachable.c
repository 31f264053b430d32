// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: S_IRUGO with a store(): the limit can never be changed
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static unsigned int limit = 100;

static ssize_t limit_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	return sysfs_emit(buf, "%u\n", limit);
}

static ssize_t limit_store(struct device *dev, struct device_attribute *attr,
			   const char *buf, size_t count)
{
	int ret = kstrtouint(buf, 10, &limit);

	return ret ? ret : count;
}
static DEVICE_ATTR(limit, S_IRUGO, limit_show, limit_store);	/* warn: sysfs-attr-mode:style "has mode 0444: its store() 'limit_store' can never run" */

int limiter_sysfs_init(struct device *dev)
{
	return device_create_file(dev, &dev_attr_limit);
}

void limiter_sysfs_exit(struct device *dev)
{
	device_remove_file(dev, &dev_attr_limit);
}
MODULE_LICENSE("GPL");
