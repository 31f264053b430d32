// SPDX-License-Identifier: MIT
/*
 * The analyses with per-file state. Adding one: define its struct
 * analysis, declare it in analysis.h and list it here.
 */
#include <stddef.h>

#include "analysis.h"

static const struct analysis *const analyses[] = {
	NULL
};

static struct sysfs_index *current_file;

struct sysfs_index *analysis_file(void)
{
	return current_file;
}

void analyses_file_begin(struct sysfs_index *idx)
{
	int i;

	current_file = idx;
	for (i = 0; analyses[i]; i++)
		if (analyses[i]->file_begin)
			analyses[i]->file_begin(idx);
}

void analyses_file_end(struct sysfs_index *idx)
{
	int i;

	/* In reverse: a module may still use those listed before it. */
	for (i = 0; analyses[i]; i++)
		;
	while (i-- > 0)
		if (analyses[i]->file_end)
			analyses[i]->file_end(idx);
	current_file = NULL;
}
