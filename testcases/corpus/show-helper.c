// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: two show()s pass their page to one helper, which appends
 * one value per sample with no bound: with enough samples it writes past
 * the page (the count it returns is held below the page, so only the
 * write itself goes wrong).
 *
 * scenario:
 *	load
 *	cat /sys/devices/platform/logger/history
 *	echo 900 > /sys/devices/platform/logger/depth
 *	cat /sys/devices/platform/logger/depth
 *	cat /sys/devices/platform/logger/recent
 *	cat /sys/devices/platform/logger/history
 *	rm
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

#define MAX_DEPTH 1024

struct logger {
	unsigned int depth;
	u16 samples[MAX_DEPTH];
};

static ssize_t samples_print(struct logger *lg, char *buf, unsigned int from)
{
	ssize_t len = 0;
	unsigned int i;

	for (i = from; i < lg->depth; i++)
		len += sprintf(buf + len, "%u ", 10000 + lg->samples[i]); /* warn(sysfscheck): sysfs-show-bound -- what a helper writes into the page is a fact across functions, which the rule does not follow */ /* runtime: sysfs-show-bound */
	return min_t(ssize_t, len, PAGE_SIZE - 1);
}

static ssize_t history_show(struct device *dev, struct device_attribute *attr,
			    char *buf)
{
	return samples_print(dev_get_drvdata(dev), buf, 0);
}
static DEVICE_ATTR_RO(history);

static ssize_t recent_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	struct logger *lg = dev_get_drvdata(dev);

	return samples_print(lg, buf, lg->depth > 8 ? lg->depth - 8 : 0);
}
static DEVICE_ATTR_RO(recent);

static ssize_t depth_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct logger *lg = dev_get_drvdata(dev);

	return sysfs_emit(buf, "%u\n", lg->depth);
}

static ssize_t depth_store(struct device *dev, struct device_attribute *attr,
			   const char *buf, size_t count)
{
	struct logger *lg = dev_get_drvdata(dev);
	unsigned int depth;
	int ret;

	ret = kstrtouint(buf, 10, &depth);
	if (ret)
		return ret;
	if (depth > MAX_DEPTH)
		return -EINVAL;
	lg->depth = depth;
	return count;
}
static DEVICE_ATTR_RW(depth);

static struct attribute *logger_attrs[] = {
	&dev_attr_history.attr,
	&dev_attr_recent.attr,
	&dev_attr_depth.attr,
	NULL,
};
ATTRIBUTE_GROUPS(logger);

static int logger_probe(struct platform_device *pdev)
{
	struct logger *lg;
	int i;

	lg = devm_kzalloc(&pdev->dev, sizeof(*lg), GFP_KERNEL);
	if (!lg)
		return -ENOMEM;
	for (i = 0; i < MAX_DEPTH; i++)
		lg->samples[i] = i;
	lg->depth = 4;
	platform_set_drvdata(pdev, lg);
	return 0;
}

static struct platform_driver logger_driver = {
	.probe = logger_probe,
	.driver = {
		.name = "logger",
		.dev_groups = logger_groups,
	},
};
module_platform_driver(logger_driver);
MODULE_LICENSE("GPL");
