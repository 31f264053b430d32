// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: an old driver's own atoi(): no way to say "not a number"
 * check-options: -Wsysfs-store-input
 */
#include <linux/ctype.h>
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct tuner {
	int channel;
};

static int atoi(const char *s)
{
	int n = 0;

	while (isdigit(*s))
		n = n * 10 + (*s++ - '0');
	return n;
}

static ssize_t channel_store(struct device *dev, struct device_attribute *attr,
			     const char *buf, size_t count)
{
	struct tuner *t = dev_get_drvdata(dev);

	t->channel = atoi(buf);	/* warn: sysfs-store-input:style "atoi()" "use kstrtoint()" */
	return count;
}
static DEVICE_ATTR_WO(channel);

static struct attribute *tuner_attrs[] = {
	&dev_attr_channel.attr,
	NULL,
};
ATTRIBUTE_GROUPS(tuner);
