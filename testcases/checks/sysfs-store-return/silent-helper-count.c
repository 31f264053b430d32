// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: store()s that hand count to a helper of the same file, which
 * returns it or an error
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct thermal_zone {
	int trip[2];
};

static ssize_t store_trip(struct device *dev, int index, const char *buf,
			  size_t count)
{
	struct thermal_zone *tz = dev_get_drvdata(dev);
	int temp;

	if (kstrtoint(buf, 10, &temp))
		return -EINVAL;
	tz->trip[index] = temp;
	return count;
}

static ssize_t trip0_store(struct device *dev, struct device_attribute *attr,
			   const char *buf, size_t count)
{
	return store_trip(dev, 0, buf, count);
}
static DEVICE_ATTR_WO(trip0);

static ssize_t trip1_store(struct device *dev, struct device_attribute *attr,
			   const char *buf, size_t count)
{
	return store_trip(dev, 1, buf, count);
}
static DEVICE_ATTR_WO(trip1);

static struct attribute *tz_attrs[] = {
	&dev_attr_trip0.attr,
	&dev_attr_trip1.attr,
	NULL,
};
ATTRIBUTE_GROUPS(tz);
