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
	&check_attr_mode,
	&check_ktype_release,
	&check_unused_suppression,
	/* Last: what the others' walks left out. */
	&check_incomplete,
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

/* Edits (insert, delete, replace a character) from @a to @b, up to 3. */
static unsigned int edit_distance(const char *a, const char *b)
{
	size_t la = strlen(a), lb = strlen(b), i, j;
	unsigned int row[65], prev, cur;

	if (lb >= ARRAY_SIZE(row) || (la > lb ? la - lb : lb - la) > 3)
		return 4;
	for (j = 0; j <= lb; j++)
		row[j] = j;
	for (i = 1; i <= la; i++) {
		prev = row[0];
		row[0] = i;
		for (j = 1; j <= lb; j++) {
			cur = row[j];
			row[j] = prev + (a[i - 1] != b[j - 1]);
			if (row[j] > row[j - 1] + 1)
				row[j] = row[j - 1] + 1;
			if (row[j] > cur + 1)
				row[j] = cur + 1;
			prev = cur;
		}
	}
	return row[lb];
}

const char *check_suggest(const char *name)
{
	const char *best = NULL;
	unsigned int best_distance = 3, d;
	int i;

	for (i = 0; sysfs_checks[i]; i++) {
		d = edit_distance(name, sysfs_checks[i]->name);
		if (d < best_distance) {
			best_distance = d;
			best = sysfs_checks[i]->name;
		}
	}
	return best;
}
