/*
 * A function's parameters (ast.h), read from its definition when it was
 * declared before, and the walk reaching probes in nested statements,
 * initializers and the arms of a switch.
 *
 * check-options: --debug-analysis
 */
#include <linux/types.h>
#include "../probes.h"

int declared_first(int a, int b, int c);

int declared_first(int a, int b, int c)
{
	int local = a;

	__sysfscheck_param(c);		// warn: sysfs-analysis "param: 2 of 3"
	if (b) {
		while (local--) {
			__sysfscheck_param(b);	// warn: sysfs-analysis "param: 1 of 3"
		}
	}
	switch (c) {
	case 1:
		__sysfscheck_param(local);	// warn: sysfs-analysis "param: none of 3"
		break;
	default:
		break;
	}
	return local;
}

void no_params(void)
{
	int x = 0;

	__sysfscheck_param(x);		// warn: sysfs-analysis "param: none of 0"
}
