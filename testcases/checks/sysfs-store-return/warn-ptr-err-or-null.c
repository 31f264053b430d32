// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: store() returns PTR_ERR() after IS_ERR_OR_NULL(): 0 when
 * the pointer is NULL
 */
#include <linux/device.h>
#include <linux/err.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct chan {
	unsigned int id;
};

struct chan *chan_lookup(struct device *dev, unsigned int id);
int chan_start(struct chan *chan);

static ssize_t start_store(struct device *dev, struct device_attribute *attr,
			   const char *buf, size_t count)
{
	struct chan *chan;
	unsigned int id;
	int ret;

	ret = kstrtouint(buf, 0, &id);
	if (ret < 0)
		return ret;
	chan = chan_lookup(dev, id);
	if (IS_ERR_OR_NULL(chan))
		return PTR_ERR(chan);	/* warn(sysfscheck): sysfs-store-return:bug "store() 'start_store' returns chan_lookup()'s result, which is 0 on this path: write(2) returns 0 and user space writes the same bytes again: return count where the store succeeded, a negative errno (-EBUSY, -EINVAL, ...) where it failed" -- PTR_ERR() of a pointer IS_ERR_OR_NULL() found NULL is 0: the IR engine splits the "a || b" of the test; the rule does not follow what a condition says about the pointer */
	ret = chan_start(chan);
	if (ret)
		return ret;
	return count;
}
static DEVICE_ATTR_WO(start);

static struct attribute *chan_attrs[] = {
	&dev_attr_start.attr,
	NULL,
};
ATTRIBUTE_GROUPS(chan);
