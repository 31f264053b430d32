// SPDX-License-Identifier: MIT
#include <string.h>

#include "level.h"
#include "lib.h"

static const struct {
	const char *name;
	const char *sarif;
} levels[] = {
	[LEVEL_NONE] = { NULL, "warning" },
	[LEVEL_STYLE] = { "style", "note" },
	[LEVEL_HARDENING] = { "hardening", "warning" },
	[LEVEL_BUG] = { "bug", "error" },
};

const char *level_name(enum finding_level level)
{
	return levels[level].name;
}

enum finding_level level_by_name(const char *name, unsigned int len)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(levels); i++)
		if (levels[i].name && strlen(levels[i].name) == len &&
		    !strncmp(levels[i].name, name, len))
			return i;
	return LEVEL_NONE;
}

const char *level_sarif(enum finding_level level)
{
	return levels[level].sarif;
}
