// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a store() set at run time (attr.store = fn) that returns 0
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

struct channel {
	struct device_attribute attr;
	int gain;
};

static ssize_t gain_store(struct device *dev, struct device_attribute *attr,
			  const char *buf, size_t count)
{
	struct channel *ch = container_of(attr, struct channel, attr);
	int gain;

	if (kstrtoint(buf, 0, &gain))
		return -EINVAL;
	ch->gain = gain;
	return 0;	/* warn: sysfs-store-return "'gain_store' returns 0" */
}

static int channel_add(struct device *dev, struct channel *ch)
{
	sysfs_attr_init(&ch->attr.attr);
	ch->attr.attr.name = "gain";
	ch->attr.attr.mode = 0200;
	ch->attr.store = gain_store;
	return device_create_file(dev, &ch->attr);
}
