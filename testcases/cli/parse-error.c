// SPDX-License-Identifier: GPL-2.0
/* A function that does not parse must not hide findings elsewhere. */
#include "mini-sysfs.h"

static struct attribute plain = { .name = "plain", .mode = 0444 };

int broken(struct kobject *kobj)
{
	return sysfs_create_file(kobj, &plain) +;
}

static struct attribute *after_attrs[] = {
	&plain,
};

int after(struct kobject *kobj)
{
	return sysfs_create_files(kobj, (const struct attribute * const *)after_attrs);
}
