// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: sysfs_emit() given buf + len instead of sysfs_emit_at()
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct codec {
	unsigned int rate;
	unsigned int bits;
};

static ssize_t format_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	struct codec *c = dev_get_drvdata(dev);
	int len;

	len = sysfs_emit(buf, "rate %u\n", c->rate);
	len += sysfs_emit(buf + len, "bits %u\n", c->bits);	/* warn: sysfs-show-bound:bug "use sysfs_emit_at" */
	return len;
}
static DEVICE_ATTR_RO(format);

static struct attribute *codec_attrs[] = {
	&dev_attr_format.attr,
	NULL,
};
ATTRIBUTE_GROUPS(codec);
MODULE_LICENSE("GPL");
