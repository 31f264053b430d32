// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: store() returns PTR_ERR() of a pointer IS_ERR() found to be
 * an error (drivers/pwm/sysfs.c export_store(), zram's disksize_store())
 */
#include <linux/device.h>
#include <linux/err.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct chan {
	unsigned int id;
};

struct chan *chan_request(struct device *dev, unsigned int id);
int chan_export(struct device *dev, struct chan *chan);

static ssize_t export_store(struct device *dev, struct device_attribute *attr,
			    const char *buf, size_t count)
{
	struct chan *chan;
	unsigned int id;
	int ret;

	ret = kstrtouint(buf, 0, &id);
	if (ret < 0)
		return ret;
	chan = chan_request(dev, id);
	if (IS_ERR(chan))
		return PTR_ERR(chan);
	ret = chan_export(dev, chan);
	return ret ? : count;
}
static DEVICE_ATTR_WO(export);

static ssize_t open_store(struct device *dev, struct device_attribute *attr,
			  const char *buf, size_t len)
{
	struct chan *chan;
	size_t ret = len;

	chan = chan_request(dev, 0);
	if (IS_ERR(chan)) {
		ret = PTR_ERR(chan);
		goto out;
	}
	dev_info(dev, "channel %u open\n", chan->id);
out:
	return ret;
}
static DEVICE_ATTR_WO(open);

static struct attribute *chan_attrs[] = {
	&dev_attr_export.attr,
	&dev_attr_open.attr,
	NULL,
};
ATTRIBUTE_GROUPS(chan);
