/*
 * The path walker (ir-path.h): the paths from the entry to a probe,
 * backwards, those the facts rule out left aside; the returns reached
 * forwards from a probe; and a walk cut short by a limit says so.
 *
 * check-options: --debug-analysis
 */
#include <linux/kernel.h>
#include "../probes.h"

int helper(int x);

int two_ifs(int a, int b)
{
	if (a)
		helper(1);
	if (b)
		helper(2);
	__sysfscheck_paths();	// warn: sysfs-analysis "paths: 4"
	return 0;
}

int same_test_twice(int a)
{
	if (a > 0)
		helper(1);
	if (a > 0)
		helper(2);
	__sysfscheck_paths();	// warn: sysfs-analysis "paths: 2"
	return 0;
}

int exits(int a)
{
	int err;

	__sysfscheck_exits();	// warn: sysfs-analysis "exits: line 40, line 42, line 43"
	err = helper(a);
	if (err)
		return err;
	if (a > 3)
		return -22;
	return 0;
}

/* 2^13 paths: more than a walk follows, either way. */
int many(int a)	// warn: sysfs-incomplete "not fully analysed (more than 2048 paths)"
{
	__sysfscheck_exits();	// warn: sysfs-analysis "exits: line 64 (not every path: paths)"
	if (a & 1) helper(1);
	if (a & 2) helper(2);
	if (a & 4) helper(3);
	if (a & 8) helper(4);
	if (a & 16) helper(5);
	if (a & 32) helper(6);
	if (a & 64) helper(7);
	if (a & 128) helper(8);
	if (a & 256) helper(9);
	if (a & 512) helper(10);
	if (a & 1024) helper(11);
	if (a & 2048) helper(12);
	if (a & 4096) helper(13);
	__sysfscheck_paths();	// warn: sysfs-analysis "paths: 2048 (not every path: paths)"
	return 0;
}
