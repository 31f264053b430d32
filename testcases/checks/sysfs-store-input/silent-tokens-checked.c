// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: kstrtoint() per token of a copy, each error returned
 * check-options: -Wsysfs-store-input
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/sysfs.h>

struct mixer {
	int vol[2];
};

static ssize_t volumes_store(struct device *dev, struct device_attribute *attr,
			     const char *buf, size_t count)
{
	struct mixer *mx = dev_get_drvdata(dev);
	char *copy, *p, *tok;
	int i = 0, ret = 0;

	copy = kstrndup(buf, count, GFP_KERNEL);
	if (!copy)
		return -ENOMEM;
	p = copy;
	while ((tok = strsep(&p, " ")) && i < 2) {
		ret = kstrtoint(tok, 0, &mx->vol[i++]);
		if (ret)
			break;
	}
	kfree(copy);
	return ret ? ret : count;
}
static DEVICE_ATTR_WO(volumes);

static struct attribute *mx_attrs[] = {
	&dev_attr_volumes.attr,
	NULL,
};
ATTRIBUTE_GROUPS(mx);
