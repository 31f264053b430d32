// SPDX-License-Identifier: GPL-2.0
/*
 * Reads a firmware table; never touches sysfs, and has a parse error:
 * when the prefilter skips it, nothing is printed.
 */
#include "words-in-passing.h"

int table_count_ro(const struct table_entry *t, int n)
{
	int i, ro = 0;

	for (i = 0; i < n; i++)
		ro += entry_is_ro(&t[i]) +;
	return ro;
}
