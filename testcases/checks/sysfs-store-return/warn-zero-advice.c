// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: "return 0" gets the fix its path needs: a negative errno
 * where a call failed, count where every test passed was a call that
 * succeeded, both where the path tested something else (a busy flag)
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>

struct pump {
	unsigned long rate;
	bool busy;
};

static ssize_t rate_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct pump *p = dev_get_drvdata(dev);

	return sysfs_emit(buf, "%lu\n", p->rate);
}

static ssize_t rate_store(struct device *dev, struct device_attribute *attr,
			  const char *buf, size_t count)
{
	struct pump *p = dev_get_drvdata(dev);
	unsigned long v;
	int ret;

	ret = kstrtoul(buf, 0, &v);
	if (ret)
		return 0;	/* warn: sysfs-store-return:bug "returns 0: write(2) returns 0 and user space writes the same bytes again: kstrtoul() failed on this path: return a negative errno (-EBUSY, -ENOMEM, ...), such as kstrtoul()'s" */
	p->rate = v;
	return 0;	/* warn: sysfs-store-return:bug "returns 0: write(2) returns 0 and user space writes the same bytes again: return count" */
}
static DEVICE_ATTR_RW(rate);

static ssize_t flush_store(struct device *dev, struct device_attribute *attr,
			   const char *buf, size_t count)
{
	struct pump *p = dev_get_drvdata(dev);

	if (p->busy)
		return 0;	/* warn: sysfs-store-return:bug "returns 0: write(2) returns 0 and user space writes the same bytes again: return count where the store succeeded, a negative errno (-EBUSY, -EINVAL, ...) where it failed" */
	p->rate = 0;
	return count;
}
static DEVICE_ATTR_WO(flush);

static struct attribute *pump_attrs[] = {
	&dev_attr_rate.attr,
	&dev_attr_flush.attr,
	NULL,
};
ATTRIBUTE_GROUPS(pump);
MODULE_LICENSE("GPL");
