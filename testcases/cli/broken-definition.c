// SPDX-License-Identifier: GPL-2.0
/*
 * A finding inside a definition that holds a parse error is not trusted
 * (sparse's recovery may have dropped the rest of it); findings elsewhere
 * are kept.
 */
#include "mini-sysfs.h"

static struct attribute plain = { .name = "plain", .mode = 0444 };

static struct attribute *broken_attrs[] = {
	&plain,
	&plain +,
};
static const struct attribute_group broken_group = { .attrs = broken_attrs };

static struct attribute *kept_attrs[] = {
	&plain,
};

int after(struct kobject *kobj)
{
	return sysfs_create_files(kobj, (const struct attribute * const *)kept_attrs);
}
