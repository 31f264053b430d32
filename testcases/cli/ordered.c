// SPDX-License-Identifier: GPL-2.0
/* Findings of different checks and hooks come out in source order. */
#include "mini-sysfs.h"

static struct bin_attribute blob = { .attr = { .name = "blob", .mode = 0444 } };
static struct attribute plain = { .name = "plain", .mode = 0444 };

int early(struct kobject *kobj)
{
	return sysfs_create_file(kobj, &blob.attr);
}

static struct attribute *late_attrs[] = {
	&plain,
};

static const struct attribute_group late_group = {
	.attrs = late_attrs,
};

const struct attribute_group *late(void)
{
	return &late_group;
}
