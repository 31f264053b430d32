// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: "return strlen(buf)" where the value parsed from the input
 * is above a bound and the store() leaves setting nothing ("too long"):
 * it rejects the input there, and the advice is a negative errno, not
 * "return count", which would report it taken (mvsas in Linux 6.1). The
 * last return, reached when the value was applied, a way out where the
 * value equals the one in force, and one that clamps the value are told
 * "return count".
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static unsigned int coalescing_us;
static unsigned int poll_weight;

static ssize_t coalescing_store(struct device *dev,
				struct device_attribute *attr,
				const char *buf, size_t count)
{
	unsigned int val = 0;

	if (sscanf(buf, "%u", &val) != 1)
		return -EINVAL;
	if (val >= 0x10000) {
		dev_dbg(dev, "timer %u us is too long\n", val);
		return strlen(buf);	/* warn: sysfs-store-return:bug "store() 'coalescing_store' returns the result of strlen(), which was not given the count: 'val' parsed from the input is above 65535 and nothing is set on this path, which rejects the input, and write(2) reports it taken: return a negative errno (-EINVAL)" */
	}
	coalescing_us = val;
	return strlen(buf);	/* warn: sysfs-store-return:style "store() 'coalescing_store' returns the result of strlen(), which was not given the count: return count" */
}
static DEVICE_ATTR_WO(coalescing);

static ssize_t weight_store(struct device *dev, struct device_attribute *attr,
			    const char *buf, size_t count)
{
	unsigned int val = 0;

	if (sscanf(buf, "%u", &val) != 1)
		return -EINVAL;
	if (val == poll_weight) {
		dev_info(dev, "weight %u already in force\n", val);
		return strlen(buf);	/* warn: sysfs-store-return:style "store() 'weight_store' returns the result of strlen(), which was not given the count: return count" */
	}
	if (val > 256) {
		val = 256;
		poll_weight = val;
		return strlen(buf);	/* warn: sysfs-store-return:style "store() 'weight_store' returns the result of strlen(), which was not given the count: return count" */
	}
	poll_weight = val;
	return strlen(buf);	/* warn: sysfs-store-return:style "store() 'weight_store' returns the result of strlen(), which was not given the count: return count" */
}
static DEVICE_ATTR_WO(weight);

static struct attribute *coal_attrs[] = {
	&dev_attr_coalescing.attr,
	&dev_attr_weight.attr,
	NULL,
};
ATTRIBUTE_GROUPS(coal);
