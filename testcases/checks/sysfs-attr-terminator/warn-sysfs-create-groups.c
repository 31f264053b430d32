// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: group array passed to sysfs_create_groups() without NULL
 */
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static ssize_t rev_show(struct kobject *kobj, struct kobj_attribute *attr,
			char *buf)
{
	return sysfs_emit(buf, "2\n");
}
static struct kobj_attribute rev_attr = __ATTR_RO(rev);

static struct attribute *board_attrs[] = {
	&rev_attr.attr,
	NULL
};

static const struct attribute_group board_group = {
	.attrs = board_attrs,
};

static const struct attribute_group *board_groups[] = {	/* warn: sysfs-attr-terminator "sysfs_create_groups()" */
	&board_group,
};

int board_sysfs_init(struct kobject *kobj)
{
	return sysfs_create_groups(kobj, board_groups);
}

void board_sysfs_exit(struct kobject *kobj)
{
	sysfs_remove_groups(kobj, board_groups);
}
MODULE_LICENSE("GPL");
