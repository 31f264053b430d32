// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: kstrtoint()'s error is dropped: bad input stores garbage
 * check-options: -Wsysfs-store-input
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct charger {
	int limit_ma;
};

static ssize_t limit_store(struct device *dev, struct device_attribute *attr,
			   const char *buf, size_t count)
{
	struct charger *chg = dev_get_drvdata(dev);
	int val = 0;

	kstrtoint(buf, 10, &val);	/* warn: sysfs-store-input:bug "ignores the error of kstrtoint()" */
	chg->limit_ma = val;
	return count;
}
static DEVICE_ATTR_WO(limit);

static struct attribute *chg_attrs[] = {
	&dev_attr_limit.attr,
	NULL,
};
ATTRIBUTE_GROUPS(chg);
