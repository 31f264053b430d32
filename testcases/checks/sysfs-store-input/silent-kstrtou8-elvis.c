// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: kstrtou8() whose error is returned through 'return ret ?: count'
 * check-options: -Wsysfs-store-input
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct eq {
	u8 band[5];
};

static ssize_t bass_store(struct device *dev, struct device_attribute *attr,
			  const char *buf, size_t count)
{
	struct eq *eq = dev_get_drvdata(dev);
	int ret = kstrtou8(buf, 0, &eq->band[0]);

	return ret ?: count;
}
static DEVICE_ATTR_WO(bass);

static struct attribute *eq_attrs[] = {
	&dev_attr_bass.attr,
	NULL,
};
ATTRIBUTE_GROUPS(eq);
