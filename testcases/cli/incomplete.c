// SPDX-License-Identifier: GPL-2.0
/*
 * A store() with more than 2048 paths to its return: a note of
 * sysfs-incomplete and no finding (the tests of notes).
 */
#include "mini-sysfs.h"

struct kobj_attribute {
	struct attribute attr;
	ssize_t (*show)(struct kobject *kobj, struct kobj_attribute *attr,
			char *buf);
	ssize_t (*store)(struct kobject *kobj, struct kobj_attribute *attr,
			 const char *buf, size_t count);
};

int kstrtoul(const char *s, unsigned int base, unsigned long *res);
unsigned long link_flag(int n);

static unsigned long flags;

static ssize_t speeds_store(struct kobject *kobj, struct kobj_attribute *attr,
			    const char *buf, size_t count)
{
	unsigned long val;

	if (kstrtoul(buf, 0, &val))
		return -22;
	if (val & (1UL << 0))
		flags |= link_flag(0);
	if (val & (1UL << 1))
		flags |= link_flag(1);
	if (val & (1UL << 2))
		flags |= link_flag(2);
	if (val & (1UL << 3))
		flags |= link_flag(3);
	if (val & (1UL << 4))
		flags |= link_flag(4);
	if (val & (1UL << 5))
		flags |= link_flag(5);
	if (val & (1UL << 6))
		flags |= link_flag(6);
	if (val & (1UL << 7))
		flags |= link_flag(7);
	if (val & (1UL << 8))
		flags |= link_flag(8);
	if (val & (1UL << 9))
		flags |= link_flag(9);
	if (val & (1UL << 10))
		flags |= link_flag(10);
	if (val & (1UL << 11))
		flags |= link_flag(11);
	if (val & (1UL << 12))
		flags |= link_flag(12);
	return count;
}

struct kobj_attribute speeds_attr = {
	.attr = { .name = "speeds", .mode = 0200 },
	.store = speeds_store,
};
