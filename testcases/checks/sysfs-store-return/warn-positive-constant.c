// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: store() returns 1 ("one command") whatever it was given
 */
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

static bool armed;

static ssize_t trigger_store(struct kobject *kobj, struct kobj_attribute *attr,
			     const char *buf, size_t count)
{
	if (!sysfs_streq(buf, "fire"))
		return -EINVAL;
	armed = false;
	return 1;	/* warn: sysfs-store-return "returns 1, not the count it was given" */
}

static struct kobj_attribute trigger_attr = __ATTR_WO(trigger);

static struct attribute *wd_attrs[] = {
	&trigger_attr.attr,
	NULL,
};

static const struct attribute_group wd_group = {
	.attrs = wd_attrs,
};
