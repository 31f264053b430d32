// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: store() says it took at most 16 bytes: a longer write gets
 * a short count back, and user space writes the rest again, which is
 * parsed as a new name
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/minmax.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

#define LABEL_LEN 16

struct chan {
	char label[LABEL_LEN + 1];
};

static ssize_t label_store(struct device *dev, struct device_attribute *attr,
			   const char *buf, size_t count)
{
	struct chan *chan = dev_get_drvdata(dev);

	strscpy(chan->label, buf, sizeof(chan->label));
	return min_t(size_t, count, LABEL_LEN);	/* warn(sysfscheck): sysfs-store-return:hardening "returns 16 where the count can be more" -- whether the returned value can be below the count is a value fact, which only the IR engine follows */
}
static DEVICE_ATTR_WO(label);

static struct attribute *chan_attrs[] = {
	&dev_attr_label.attr,
	NULL,
};
ATTRIBUTE_GROUPS(chan);
