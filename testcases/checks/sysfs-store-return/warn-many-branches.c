// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: store() with more branches on a path than a few dozen, then
 * a parse whose result, tested, is returned: the path still knows it is 0
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/sysfs.h>

#define ARRAY_UNITS	36

struct array {
	struct mutex lock;
	bool busy[ARRAY_UNITS];
	long long offset;
};

/* Every unit must be idle: one test per unit, as the register map has them. */
static inline bool array_busy(const struct array *a)
{
	return a->busy[0] || a->busy[1] || a->busy[2] || a->busy[3] ||
	       a->busy[4] || a->busy[5] || a->busy[6] || a->busy[7] ||
	       a->busy[8] || a->busy[9] || a->busy[10] || a->busy[11] ||
	       a->busy[12] || a->busy[13] || a->busy[14] || a->busy[15] ||
	       a->busy[16] || a->busy[17] || a->busy[18] || a->busy[19] ||
	       a->busy[20] || a->busy[21] || a->busy[22] || a->busy[23] ||
	       a->busy[24] || a->busy[25] || a->busy[26] || a->busy[27] ||
	       a->busy[28] || a->busy[29] || a->busy[30] || a->busy[31] ||
	       a->busy[32] || a->busy[33] || a->busy[34] || a->busy[35];
}

static ssize_t location_store(struct device *dev,
			      struct device_attribute *attr,
			      const char *buf, size_t len)
{
	struct array *a = dev_get_drvdata(dev);
	long long offset;
	int rv;

	mutex_lock(&a->lock);
	if (array_busy(a)) {
		rv = -EBUSY;
		goto out;
	}
	rv = kstrtoll(buf, 10, &offset);
	if (rv)
		goto out;
	a->offset = offset;
out:
	mutex_unlock(&a->lock);
	return rv;	/* warn: sysfs-store-return:bug "returns 0 from kstrtoll() on success: return count" */
}
static DEVICE_ATTR_WO(location);

static struct attribute *array_attrs[] = {
	&dev_attr_location.attr,
	NULL,
};
ATTRIBUTE_GROUPS(array);
