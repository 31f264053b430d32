// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: show() appends one value per sample with no bound: with
 * enough samples the loop writes past the page.
 *
 * scenario:
 *	load
 *	cat /sys/devices/platform/sampler/history
 *	echo 900 > /sys/devices/platform/sampler/depth
 *	cat /sys/devices/platform/sampler/depth
 *	cat /sys/devices/platform/sampler/history
 *	rm
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

#define MAX_DEPTH 1024

struct sampler {
	unsigned int depth;
	u16 samples[MAX_DEPTH];
};

static ssize_t history_show(struct device *dev,	/* runtime: sysfs-show-bound */
			    struct device_attribute *attr, char *buf)
{
	struct sampler *s = dev_get_drvdata(dev);
	unsigned int i;
	ssize_t len = 0;

	for (i = 0; i < s->depth; i++)
		len += sprintf(buf + len, "%u ", 10000 + s->samples[i]); /* warn(sysfscheck): sysfs-show-bound -- the loop runs a count read at run time; whether the appends pass the page is a value fact */ /* runtime: sysfs-show-bound */
	len += sprintf(buf + len, "\n");
	return len;
}
static DEVICE_ATTR_RO(history);

static ssize_t depth_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct sampler *s = dev_get_drvdata(dev);

	return sysfs_emit(buf, "%u\n", s->depth);
}

static ssize_t depth_store(struct device *dev, struct device_attribute *attr,
			   const char *buf, size_t count)
{
	struct sampler *s = dev_get_drvdata(dev);
	unsigned int depth;
	int ret;

	ret = kstrtouint(buf, 10, &depth);
	if (ret)
		return ret;
	if (depth > MAX_DEPTH)
		return -EINVAL;
	s->depth = depth;
	return count;
}
static DEVICE_ATTR_RW(depth);

static struct attribute *sampler_attrs[] = {
	&dev_attr_history.attr,
	&dev_attr_depth.attr,
	NULL,
};
ATTRIBUTE_GROUPS(sampler);

static int sampler_probe(struct platform_device *pdev)
{
	struct sampler *s;
	int i;

	s = devm_kzalloc(&pdev->dev, sizeof(*s), GFP_KERNEL);
	if (!s)
		return -ENOMEM;
	for (i = 0; i < MAX_DEPTH; i++)
		s->samples[i] = i;
	s->depth = 4;
	platform_set_drvdata(pdev, s);
	return 0;
}

static struct platform_driver sampler_driver = {
	.probe = sampler_probe,
	.driver = {
		.name = "sampler",
		.dev_groups = sampler_groups,
	},
};
module_platform_driver(sampler_driver);
MODULE_LICENSE("GPL");
