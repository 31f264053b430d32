// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a loop over comma-separated values, every error returned,
 * count at the end
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/sysfs.h>

#define NR_LEVELS 4

struct fan_curve {
	u8 level[NR_LEVELS];
};

static ssize_t curve_store(struct device *dev, struct device_attribute *attr,
			   const char *buf, size_t count)
{
	struct fan_curve *fc = dev_get_drvdata(dev);
	char *copy, *p, *tok;
	int i = 0, ret = 0;

	copy = kstrndup(buf, count, GFP_KERNEL);
	if (!copy)
		return -ENOMEM;
	p = copy;
	while ((tok = strsep(&p, ",")) && i < NR_LEVELS) {
		ret = kstrtou8(strim(tok), 0, &fc->level[i++]);
		if (ret)
			break;
	}
	kfree(copy);
	if (ret)
		return ret;
	return count;
}
static DEVICE_ATTR_WO(curve);

static struct attribute *fc_attrs[] = {
	&dev_attr_curve.attr,
	NULL,
};
ATTRIBUTE_GROUPS(fc);
