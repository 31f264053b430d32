// SPDX-License-Identifier: GPL-2.0
#include "mini-sysfs.h"

static struct attribute plain = { .name = "plain", .mode = 0444 };
static struct attribute *clean_attrs[] = { &plain, NULL };

int clean(struct kobject *kobj)
{
	return sysfs_create_files(kobj, (const struct attribute * const *)clean_attrs);
}
