// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: of several returns, only the one that returns 0 is wrong
 */
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

enum governor { GOV_POWERSAVE, GOV_PERFORMANCE };

static enum governor governor;

static ssize_t governor_store(struct kobject *kobj, struct kobj_attribute *attr,
			      const char *buf, size_t count)
{
	if (sysfs_streq(buf, "powersave")) {
		governor = GOV_POWERSAVE;
		return count;
	}
	if (sysfs_streq(buf, "performance")) {
		if (governor == GOV_PERFORMANCE)
			return 0;	/* warn: sysfs-store-return "returns 0: write(2) returns 0" */
		governor = GOV_PERFORMANCE;
		return count;
	}
	return -EINVAL;
}

static struct kobj_attribute governor_attr = __ATTR_WO(governor);

static struct attribute *gov_attrs[] = {
	&governor_attr.attr,
	NULL,
};

static const struct attribute_group gov_group = {
	.attrs = gov_attrs,
};
