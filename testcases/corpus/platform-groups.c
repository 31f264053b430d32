// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a platform driver whose attributes come from dev_groups,
 * one group hiding an attribute with is_visible(), and a named group
 * added with devm_device_add_group() that the driver core removes.
 *
 * scenario:
 *	load
 *	tree /sys/devices/platform/thermo
 *	cat /sys/devices/platform/thermo/temp
 *	echo 70 > /sys/devices/platform/thermo/limit
 *	cat /sys/devices/platform/thermo/limit
 *	echo 200 > /sys/devices/platform/thermo/limit
 *	cat /sys/devices/platform/thermo/stats/reads
 *	readlink /sys/devices/platform/thermo/driver
 *	rm
 *	ls /sys/devices/platform/thermo
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

struct thermo {
	int temp;
	int limit;
	bool has_fan;
	unsigned int reads;
};

static ssize_t temp_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct thermo *t = dev_get_drvdata(dev);

	t->reads++;
	return sysfs_emit(buf, "%d\n", t->temp);
}
static DEVICE_ATTR_RO(temp);

static ssize_t limit_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct thermo *t = dev_get_drvdata(dev);

	return sysfs_emit(buf, "%d\n", t->limit);
}

static ssize_t limit_store(struct device *dev, struct device_attribute *attr,
			   const char *buf, size_t count)
{
	struct thermo *t = dev_get_drvdata(dev);
	int limit, ret;

	ret = kstrtoint(buf, 0, &limit);
	if (ret)
		return ret;
	if (limit < 0 || limit > 125)
		return -ERANGE;
	t->limit = limit;
	return count;
}
static DEVICE_ATTR_RW(limit);

static ssize_t fan_show(struct device *dev, struct device_attribute *attr,
			char *buf)
{
	return sysfs_emit(buf, "1200\n");
}
static DEVICE_ATTR_RO(fan);

static struct attribute *thermo_attrs[] = {
	&dev_attr_temp.attr,
	&dev_attr_limit.attr,
	&dev_attr_fan.attr,
	NULL,
};

static umode_t thermo_is_visible(struct kobject *kobj, struct attribute *attr,
				 int n)
{
	struct thermo *t = dev_get_drvdata(kobj_to_dev(kobj));

	if (attr == &dev_attr_fan.attr && !t->has_fan)
		return 0;
	return attr->mode;
}

static const struct attribute_group thermo_group = {
	.attrs = thermo_attrs,
	.is_visible = thermo_is_visible,
};

static const struct attribute_group *thermo_groups[] = {
	&thermo_group,
	NULL,
};

static ssize_t reads_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct thermo *t = dev_get_drvdata(dev);

	return sysfs_emit(buf, "%u\n", t->reads);
}
static DEVICE_ATTR_RO(reads);

static struct attribute *stats_attrs[] = {
	&dev_attr_reads.attr,
	NULL,
};

static const struct attribute_group stats_group = {
	.name = "stats",
	.attrs = stats_attrs,
};

static int thermo_probe(struct platform_device *pdev)
{
	struct thermo *t;

	t = devm_kzalloc(&pdev->dev, sizeof(*t), GFP_KERNEL);
	if (!t)
		return -ENOMEM;
	t->temp = 41;
	t->limit = 90;
	platform_set_drvdata(pdev, t);
	return devm_device_add_group(&pdev->dev, &stats_group);
}

static struct platform_driver thermo_driver = {
	.probe = thermo_probe,
	.driver = {
		.name = "thermo",
		.dev_groups = thermo_groups,
	},
};
module_platform_driver(thermo_driver);
MODULE_LICENSE("GPL");
