/*
 * Written before (ir-value.h): can a variable be given a value on a path
 * that reaches a point: a store into it, or its address handed to a call,
 * earlier in the block or in a block that leads there. A store after the
 * point, on no path to it, does not count.
 *
 * check-options: --debug-analysis
 */
#include <linux/kernel.h>
#include <linux/string.h>
#include "../probes.h"

int fill(int *x);

void never(void)
{
	int x;

	__sysfscheck_written_before(&x);	// warn: sysfs-analysis "written before: no"
	x = 1;
	fill(&x);
}

void stored(int a)
{
	int x;

	if (a)
		x = a;
	__sysfscheck_written_before(&x);	// warn: sysfs-analysis "written before: yes"
	fill(&x);
}

void by_call(void)
{
	int x;

	memset(&x, 0, sizeof(x));
	__sysfscheck_written_before(&x);	// warn: sysfs-analysis "written before: yes"
}

void in_a_loop(int n)
{
	int x, i;

	for (i = 0; i < n; i++) {
		__sysfscheck_written_before(&x);	// warn: sysfs-analysis "written before: yes"
		fill(&x);
	}
}
