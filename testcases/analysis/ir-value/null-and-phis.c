// SPDX-License-Identifier: MIT
/*
 * Outcome facts (ir-value.h) of pointers and of merged values: a test
 * against NULL says whether a pointer is NULL, not whether it failed (a
 * valid pointer is non-zero too), and only NULL excludes an error
 * pointer; a branch on a value merged by a phi says the same of the value
 * the path gave it, so "if (!ret) ret = b(); if (ret) ..." knows a()
 * itself on the path that skipped b().
 *
 * check-options: --debug-analysis
 */
#include <linux/err.h>
#include <linux/kernel.h>
#include "../probes.h"

int helper(int x);
void *find(int x);
char *name_of(int x);

void non_null(int a)
{
	char *name = name_of(a);

	if (!name)
		return;
	__sysfscheck_outcome(name);	// warn: sysfs-analysis "outcome: undecided"
	__sysfscheck_ir_value(name ? 1 : 2);	// warn: sysfs-analysis "ir value: constant 1"
}

void error_then_null(int a)
{
	void *p = find(a);

	if (IS_ERR(p))
		return;
	if (!p)
		return;
	__sysfscheck_outcome(p);	// warn: sysfs-analysis "outcome: succeeded"
}

void null_is_no_error(int a)
{
	void *p = find(a);

	if (p)
		return;
	if (IS_ERR(p))
		__sysfscheck_paths();	// warn: sysfs-analysis "paths: 0"
}

void merged(int a)
{
	int first = helper(a);
	int ret = first;

	if (!ret)
		ret = helper(a + 1);
	if (ret)
		return;
	__sysfscheck_outcome(first);	// warn: sysfs-analysis "outcome: succeeded"
}

void merged_constant(int a)
{
	int ret = 0;

	if (a)
		ret = helper(a);
	if (!ret)
		return;
	if (a)
		__sysfscheck_outcome(ret);	// warn: sysfs-analysis "outcome: failed"
	else
		__sysfscheck_paths();	// warn: sysfs-analysis "paths: 0"
}
