/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Just enough of the sysfs API for the command-line tests, which must not
 * depend on kernel headers: the checker only cares about the names and
 * shapes of these types and functions.
 */
#ifndef MINI_SYSFS_H
#define MINI_SYSFS_H

#define NULL ((void *)0)
typedef unsigned long size_t;
typedef long ssize_t;
typedef long long loff_t;
struct kobject;
struct file;

struct attribute {
	const char *name;
	unsigned short mode;
};

struct bin_attribute {
	struct attribute attr;
	size_t size;
	ssize_t (*read)(struct file *, struct kobject *, struct bin_attribute *,
			char *, loff_t, size_t);
};

struct attribute_group {
	const char *name;
	struct attribute **attrs;
	struct bin_attribute **bin_attrs;
};

int sysfs_create_files(struct kobject *kobj, const struct attribute * const *attr);
int sysfs_create_file(struct kobject *kobj, const struct attribute *attr);

#endif
