/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What Linux 6.12's <linux/sysfs.h> adds that Debian's 6.1 headers lack,
 * with the same meaning, for the cases of the 6.12 idioms: a group whose
 * visibility a driver decides as a whole (DEFINE_SYSFS_GROUP_VISIBLE(),
 * SYSFS_GROUP_VISIBLE()) and a read-only binary attribute served from
 * memory (BIN_ATTR_SIMPLE_RO(), sysfs_bin_attr_simple_read()).
 */
#ifndef LINUX_612_SYSFS_H
#define LINUX_612_SYSFS_H

#include <linux/sysfs.h>

#ifndef DEFINE_SYSFS_GROUP_VISIBLE
#define SYSFS_GROUP_INVISIBLE 020000
/* name_group_visible() hides the whole group, name_attr_visible() each file. */
#define DEFINE_SYSFS_GROUP_VISIBLE(name)					\
static inline umode_t sysfs_group_visible_##name(struct kobject *kobj,	\
						 struct attribute *attr,	\
						 int n)			\
{									\
	if (!n && !name##_group_visible(kobj))				\
		return SYSFS_GROUP_INVISIBLE;				\
	return name##_attr_visible(kobj, attr, n);			\
}
#define SYSFS_GROUP_VISIBLE(fn) sysfs_group_visible_##fn
#endif

#ifndef BIN_ATTR_SIMPLE_RO
/* Reads attr->private, attr->size bytes (fs/sysfs/file.c in 6.12). */
ssize_t sysfs_bin_attr_simple_read(struct file *file, struct kobject *kobj,
				   struct bin_attribute *attr, char *buf,
				   loff_t off, size_t count);
#define BIN_ATTR_SIMPLE_RO(_name)					\
struct bin_attribute bin_attr_##_name = {				\
	.attr = { .name = __stringify(_name), .mode = 0444 },		\
	.read = sysfs_bin_attr_simple_read,				\
}
#endif

#endif
