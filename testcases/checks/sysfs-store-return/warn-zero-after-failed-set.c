// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a store() returns 0 from a call that succeeded after an
 * earlier call failed on that path (the state is read back over the
 * error code): the advice is a negative errno, the failed call's, not
 * "return count", which would report the failed set as done
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/regmap.h>
#include <linux/sysfs.h>

struct lamp {
	struct regmap *map;
	struct mutex lock;
	unsigned int mode;
};

static int lamp_write_mode(struct lamp *l)
{
	return regmap_write(l->map, 0x20, l->mode);
}

static int lamp_read_mode(struct lamp *l)
{
	return regmap_read(l->map, 0x20, &l->mode);
}

static ssize_t mode_store(struct device *dev, struct device_attribute *attr,
			  const char *buf, size_t count)
{
	struct lamp *l = dev_get_drvdata(dev);
	unsigned int mode;
	int ret;

	ret = kstrtouint(buf, 0, &mode);
	if (ret)
		return ret;
	mutex_lock(&l->lock);
	l->mode = mode;
	ret = lamp_write_mode(l);
	if (ret) {
		/* read the mode in force back, over the error code */
		ret = lamp_read_mode(l);
		if (ret)
			goto out_unread;
		goto out;
	}
	ret = count;
out_unread:
	if (ret < 0)
		dev_err(dev, "mode unknown\n");
out:
	mutex_unlock(&l->lock);
	return ret;	/* warn: sysfs-store-return:bug "store() 'mode_store' returns 0 from lamp_read_mode() on success: lamp_write_mode() failed on this path: return a negative errno (-EBUSY, -ENOMEM, ...), such as lamp_write_mode()'s" */
}
static DEVICE_ATTR_WO(mode);

/* The read back's result not tested: what it returns, on a failed path. */
static ssize_t default_store(struct device *dev, struct device_attribute *attr,
			     const char *buf, size_t count)
{
	struct lamp *l = dev_get_drvdata(dev);
	int ret;

	mutex_lock(&l->lock);
	l->mode = 0;
	ret = lamp_write_mode(l);
	if (ret)
		ret = lamp_read_mode(l);
	else
		ret = count;
	mutex_unlock(&l->lock);
	return ret;	/* warn(sysfscheck): sysfs-store-return:bug "store() 'default_store' returns what lamp_read_mode() returns, 0 on success: lamp_write_mode() failed on this path: return a negative errno (-EBUSY, -ENOMEM, ...), such as lamp_write_mode()'s" -- what a function of the file returns (0 on success or an errno) is its summary, which the rule does not compute */
}
static DEVICE_ATTR_WO(default);

/* The same read back where nothing failed: "return count" is right. */
static ssize_t sync_store(struct device *dev, struct device_attribute *attr,
			  const char *buf, size_t count)
{
	struct lamp *l = dev_get_drvdata(dev);
	int ret;

	mutex_lock(&l->lock);
	ret = lamp_read_mode(l);
	mutex_unlock(&l->lock);
	return ret;	/* warn(sysfscheck): sysfs-store-return:bug "store() 'sync_store' returns what lamp_read_mode() returns, 0 on success: return count when it succeeds" -- what a function of the file returns (0 on success or an errno) is its summary, which the rule does not compute */
}
static DEVICE_ATTR_WO(sync);

static struct attribute *lamp_attrs[] = {
	&dev_attr_mode.attr,
	&dev_attr_default.attr,
	&dev_attr_sync.attr,
	NULL,
};
ATTRIBUTE_GROUPS(lamp);
