// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: store() returns what a helper of the same file returns: 0
 * on success
 */
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static unsigned int threshold;

static int apply_threshold(unsigned int value)
{
	if (value > 100)
		return -ERANGE;
	threshold = value;
	return 0;
}

static ssize_t threshold_store(struct kobject *kobj, struct kobj_attribute *attr,
			       const char *buf, size_t count)
{
	unsigned int value;

	if (kstrtouint(buf, 0, &value))
		return -EINVAL;
	return apply_threshold(value);	/* warn: sysfs-store-return "returns what apply_threshold() returns, 0 on success" */
}

static struct kobj_attribute threshold_attr = __ATTR_WO(threshold);

static struct attribute *tune_attrs[] = {
	&threshold_attr.attr,
	NULL,
};

static const struct attribute_group tune_group = {
	.attrs = tune_attrs,
};
