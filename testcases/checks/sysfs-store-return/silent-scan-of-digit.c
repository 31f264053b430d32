// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a "return 0" that no write reaches: the buffer starts with
 * a digit (tested), so sscanf() with a numeric conversion first converts
 * it and returns at least 1; a test that leaves on any conversion (a bug
 * of its own: every write is refused) never lets the path on. Where the
 * digit might not convert (octal "8") or nothing tested the first byte,
 * the 0 is returned.
 */
#include <linux/ctype.h>
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct probe_unit {
	u32 verbosity;
	u32 mask;
	u32 rate;
};

static ssize_t verbosity_store(struct device *dev,
			       struct device_attribute *attr,
			       const char *buf, size_t count)
{
	struct probe_unit *u = dev_get_drvdata(dev);
	u32 level = 0;

	if (!isdigit(buf[0]))
		return -EINVAL;
	if (sscanf(buf, "%i", &level))
		return -EINVAL;
	u->verbosity = level;
	return 0;	/* warn(coccinelle): sysfs-store-return -- the path to it needs sscanf() to convert nothing from a buffer that starts with a digit; the rule does not follow what a test says of a value */
}
static DEVICE_ATTR_WO(verbosity);

static ssize_t mask_store(struct device *dev, struct device_attribute *attr,
			  const char *buf, size_t count)
{
	struct probe_unit *u = dev_get_drvdata(dev);
	u32 mask = 0;

	if (!isdigit(buf[0]))
		return -EINVAL;
	if (sscanf(buf, "%o", &mask))
		return -EINVAL;
	u->mask = mask;
	return 0;	/* warn: sysfs-store-return:bug "store() 'mask_store' returns 0: write(2) returns 0 and user space writes the same bytes again: return count where the store succeeded, a negative errno (-EBUSY, -EINVAL, ...) where it failed" */
}
static DEVICE_ATTR_WO(mask);

static ssize_t rate_store(struct device *dev, struct device_attribute *attr,
			  const char *buf, size_t count)
{
	struct probe_unit *u = dev_get_drvdata(dev);
	u32 rate = 0;

	if (sscanf(buf, "%u", &rate))
		return -EINVAL;
	u->rate = rate;
	return 0;	/* warn: sysfs-store-return:bug "store() 'rate_store' returns 0: write(2) returns 0 and user space writes the same bytes again: return count where the store succeeded, a negative errno (-EBUSY, -EINVAL, ...) where it failed" */
}
static DEVICE_ATTR_WO(rate);

static struct attribute *probe_unit_attrs[] = {
	&dev_attr_verbosity.attr,
	&dev_attr_mask.attr,
	&dev_attr_rate.attr,
	NULL,
};
ATTRIBUTE_GROUPS(probe_unit);
