// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: snprintf() of a bool into three bytes
 *
 * altera-cvp.c chkcfg_show(): snprintf(buf, 3, "%d\n", <bool>) writes
 * "0\n" or "1\n", never cut.
 */
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static bool cvp_chkcfg;

static ssize_t chkcfg_show(struct kobject *kobj, struct kobj_attribute *attr,
			   char *buf)
{
	return snprintf(buf, 3, "%d\n", cvp_chkcfg);
}

static struct kobj_attribute chkcfg_attribute = __ATTR_RO(chkcfg);

static struct attribute *cvp_attrs[] = {
	&chkcfg_attribute.attr,
	NULL,
};

static const struct attribute_group cvp_group = {
	.attrs = cvp_attrs,
};

int cvp_expose(struct kobject *kobj)
{
	return sysfs_create_group(kobj, &cvp_group);
}
MODULE_LICENSE("GPL");
