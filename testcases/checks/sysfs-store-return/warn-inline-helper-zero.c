// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: the 0 a store() returns comes from an inline helper of the
 * file (sparse inlines its body): the finding is at the store()'s return
 * of the helper's result, naming the helper's line, not at another
 * return of the store() that returns an errno
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/regmap.h>
#include <linux/sysfs.h>

struct meter {
	struct regmap *map;
	struct mutex lock;
};

/* In another file of the driver: a delay (> 0) or a negative errno. */
extern int meter_route_input(struct meter *m, unsigned int input);

static inline ssize_t meter_trigger(struct meter *m, const char *buf,
				    size_t count, unsigned int mode)
{
	bool go;
	int ret;

	ret = kstrtobool(buf, &go);
	if (ret < 0)
		return ret;
	if (!go)
		return 0;
	mutex_lock(&m->lock);
	ret = regmap_write(m->map, 0x0a, mode);
	mutex_unlock(&m->lock);
	if (ret < 0)
		return ret;
	return count;
}

static ssize_t zero_cal_store(struct device *dev, struct device_attribute *attr,
			      const char *buf, size_t count)
{
	struct meter *m = dev_get_drvdata(dev);
	int ret = meter_route_input(m, 0);

	if (ret < 0)
		return ret;
	return meter_trigger(m, buf, count, 1);	/* warn(sysfscheck): sysfs-store-return:bug "store() 'zero_cal_store' returns 0 from meter_trigger() (inline), which returns it at line 33: write(2) returns 0 and user space writes the same bytes again: return count where the store succeeded, a negative errno (-EBUSY, -EINVAL, ...) where it failed" -- the 0 comes from the body of an inline function of the file, which the rule does not follow into */
}
static DEVICE_ATTR_WO(zero_cal);

static ssize_t span_cal_store(struct device *dev, struct device_attribute *attr,
			      const char *buf, size_t count)
{
	struct meter *m = dev_get_drvdata(dev);
	int ret;

	ret = meter_route_input(m, 1);
	if (ret < 0)
		return ret;
	ret = meter_trigger(m, buf, count, 2);
	return ret;	/* warn(sysfscheck): sysfs-store-return:bug "store() 'span_cal_store' returns 0 from meter_trigger() (inline), which returns it at line 33: write(2) returns 0 and user space writes the same bytes again: return count where the store succeeded, a negative errno (-EBUSY, -EINVAL, ...) where it failed" -- the 0 comes from the body of an inline function of the file, which the rule does not follow into */
}
static DEVICE_ATTR_WO(span_cal);

static struct attribute *meter_attrs[] = {
	&dev_attr_zero_cal.attr,
	&dev_attr_span_cal.attr,
	NULL,
};
ATTRIBUTE_GROUPS(meter);
