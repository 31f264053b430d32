// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: simple_strtoull() for a 64-bit timeout
 * check-options: -Wsysfs-store-input
 */
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static u64 timeout_ns;

static ssize_t timeout_store(struct kobject *kobj, struct kobj_attribute *attr,
			     const char *buf, size_t count)
{
	timeout_ns = simple_strtoull(buf, NULL, 10);	/* warn: sysfs-store-input "simple_strtoull()" */
	return count;
}

static struct kobj_attribute timeout_attr = __ATTR_WO(timeout);

static struct attribute *wd_attrs[] = {
	&timeout_attr.attr,
	NULL,
};

static const struct attribute_group wd_group = {
	.attrs = wd_attrs,
};
