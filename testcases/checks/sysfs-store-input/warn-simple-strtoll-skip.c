// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: simple_strtoll() after skipping blanks: still the user's buffer
 * check-options: -Wsysfs-store-input
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

struct clk_trim {
	long long ppb;
};

static ssize_t trim_store(struct device *dev, struct device_attribute *attr,
			  const char *buf, size_t count)
{
	struct clk_trim *t = dev_get_drvdata(dev);

	t->ppb = simple_strtoll(skip_spaces(buf), NULL, 10);	/* warn: sysfs-store-input "simple_strtoll()" */
	return count;
}
static DEVICE_ATTR_WO(trim);

static struct attribute *trim_attrs[] = {
	&dev_attr_trim.attr,
	NULL,
};
ATTRIBUTE_GROUPS(trim);
