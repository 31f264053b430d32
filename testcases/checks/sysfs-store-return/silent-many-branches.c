// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: store()s with more branches on a path than a few dozen, then
 * one exit that returns the error or the count: "if (rv) return rv;
 * return len;" after a label (md-bitmap.c's location_store()), or rv set
 * to PTR_ERR() of an operation's IS_ERR() result (md.c's level_store()):
 * what the last branches say is kept however many came before
 */
#include <linux/device.h>
#include <linux/err.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/sysfs.h>

#define ARRAY_UNITS	36

struct array;

struct personality {
	void *(*takeover)(struct array *a);
};

struct array {
	struct mutex lock;
	bool busy[ARRAY_UNITS];
	long long offset;
	const struct personality *pers;
	void *private;
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
	if (offset == 0) {
		rv = -EINVAL;
		goto out;
	}
	a->offset = offset;
	rv = 0;
out:
	mutex_unlock(&a->lock);
	if (rv)
		return rv;
	return len;
}
static DEVICE_ATTR_WO(location);

static ssize_t level_store(struct device *dev, struct device_attribute *attr,
			   const char *buf, size_t len)
{
	struct array *a = dev_get_drvdata(dev);
	ssize_t rv;
	void *priv;

	mutex_lock(&a->lock);
	if (array_busy(a)) {
		rv = -EBUSY;
		goto out_unlock;
	}
	rv = -EINVAL;
	if (!a->pers->takeover)
		goto out_unlock;
	priv = a->pers->takeover(a);
	if (IS_ERR(priv)) {
		rv = PTR_ERR(priv);
		goto out_unlock;
	}
	a->private = priv;
	rv = len;
out_unlock:
	mutex_unlock(&a->lock);
	return rv;
}
static DEVICE_ATTR_WO(level);

static struct attribute *array_attrs[] = {
	&dev_attr_location.attr,
	&dev_attr_level.attr,
	NULL,
};
ATTRIBUTE_GROUPS(array);
