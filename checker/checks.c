// SPDX-License-Identifier: MIT
/*
 * The list of checks. Adding one: write check-<name>.c defining a
 * struct sysfs_check, declare it in checks.h and add it to sysfs_checks[].
 */
#include <string.h>

#include "checks.h"

const struct sysfs_check *const sysfs_checks[] = {
	&check_attr_terminator,
	&check_bin_default,
	&check_show_bound,
	&check_store_return,
	&check_store_input,
	&check_leak,
	NULL
};

#define MAX_CHECKS 64

/* 0: default, 1: forced on, -1: forced off; indexed like sysfs_checks. */
static signed char forced[MAX_CHECKS];

static int index_of(const struct sysfs_check *check)
{
	int i;

	for (i = 0; sysfs_checks[i]; i++)
		if (sysfs_checks[i] == check)
			return i;
	return -1;
}

const struct sysfs_check *check_by_name(const char *name)
{
	int i;

	for (i = 0; sysfs_checks[i]; i++)
		if (!strcmp(sysfs_checks[i]->name, name))
			return sysfs_checks[i];
	return NULL;
}

int check_enabled(const struct sysfs_check *check)
{
	int i = index_of(check);

	if (i < 0)
		return 0;
	if (forced[i])
		return forced[i] > 0;
	return check->default_on;
}

void check_enable(const struct sysfs_check *check, int on)
{
	int i = index_of(check);

	if (i >= 0)
		forced[i] = on ? 1 : -1;
}
