// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: kstrtoul()'s error dropped in a kobject attribute
 * check-options: -Wsysfs-store-input
 */
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static unsigned long interval_ms = 100;

static ssize_t interval_store(struct kobject *kobj, struct kobj_attribute *attr,
			      const char *buf, size_t count)
{
	unsigned long val = interval_ms;

	kstrtoul(buf, 10, &val);	/* warn: sysfs-store-input "ignores the error of kstrtoul()" */
	interval_ms = val;
	return count;
}

static struct kobj_attribute interval_attr = __ATTR_WO(interval);

static struct attribute *poll_attrs[] = {
	&interval_attr.attr,
	NULL,
};

static const struct attribute_group poll_group = {
	.attrs = poll_attrs,
};
