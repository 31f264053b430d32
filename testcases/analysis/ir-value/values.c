/*
 * What a value is on each path from the entry to a probe (ir-value.h):
 * constants, parameters plus a constant, call results, a pointer into a
 * parameter and what was consumed from it; a phi takes the source of the
 * path it came by, a select is decided by the path's facts.
 *
 * check-options: --debug-analysis
 */
#include <linux/kernel.h>
#include "../probes.h"

int helper(int x);
const char *scan(const char *s);

void phis(int a, int b)
{
	int x = 3;

	if (a > 0)
		x = b + 1;
	__sysfscheck_ir_value(x);	// warn: sysfs-analysis "ir value: constant 3 | parameter 2 + 1"
}

void calls(int a)
{
	int r = helper(a);

	__sysfscheck_ir_value(r - 2);	// warn: sysfs-analysis "ir value: result of helper() - 2"
}

void selects(int a, int b)
{
	int x = a > 0 ? b : -22;

	if (a > 0)
		__sysfscheck_ir_value(x);	// warn: sysfs-analysis "ir value: parameter 2"
	else
		__sysfscheck_ir_value(x);	// warn: sysfs-analysis "ir value: constant -22"
}

void buffers(const char *buf, int n)
{
	const char *end = buf + n;

	__sysfscheck_ir_value(end - buf);	// warn: sysfs-analysis "ir value: parameter 2"
	__sysfscheck_ir_value(buf + 4);	// warn: sysfs-analysis "ir value: parameter 1 + 4"
	__sysfscheck_ir_value(scan(buf) - buf);	// warn: sysfs-analysis "ir value: length consumed from parameter 1"
}

void dead(int a)
{
	if (a > 5 && a < 2)
		__sysfscheck_ir_value(a);	// warn: sysfs-analysis "ir value: no path"
}
