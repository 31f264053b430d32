// SPDX-License-Identifier: GPL-2.0
#include "mini-sysfs.h"

static struct attribute plain = { .name = "plain", .mode = 0444 };
static struct attribute *before_attrs[] = { &plain };
static const struct attribute_group before_group = { .attrs = before_attrs };

int cut(struct kobject *kobj)
{
	if (kobj)
		return sysfs_create_file(kobj,
