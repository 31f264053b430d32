// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a switch on the parsed value with an error return per bad
 * case
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct dac {
	unsigned int range;
};

static ssize_t range_store(struct device *dev, struct device_attribute *attr,
			   const char *buf, size_t count)
{
	struct dac *dac = dev_get_drvdata(dev);
	unsigned int mv;
	int ret;

	ret = kstrtouint(buf, 10, &mv);
	if (ret)
		return ret;
	switch (mv) {
	case 2500:
		dac->range = 0;
		break;
	case 5000:
		dac->range = 1;
		break;
	case 10000:
		dac->range = 2;
		break;
	default:
		return -EINVAL;
	}
	return count;
}
static DEVICE_ATTR_WO(range);

static struct attribute *dac_attrs[] = {
	&dev_attr_range.attr,
	NULL,
};
ATTRIBUTE_GROUPS(dac);
