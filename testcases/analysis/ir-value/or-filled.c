/*
 * Facts of "a || b" (ir-value.c): where the path took it and a is false,
 * b holds; a call's result compared inside it is two values, one for
 * each outcome of the comparison; and a call that returned 0 filled the
 * pointer it was handed, the only write of that pointer: a path where it
 * returned 0 and the pointer is NULL is not followed.
 *
 * check-options: --debug-analysis
 */
#include <linux/kernel.h>
#include "../probes.h"

struct thing {
	int id;
};

int fill_thing(struct thing **t);
int helper(int x);

int or_rest(int a, int b)
{
	if (a > 3 || b == 2) {
		if (a <= 3 && b < 2)
			__sysfscheck_paths();	// warn: sysfs-analysis "paths: 0"
		return 1;
	}
	return 0;
}

int or_split(int x)
{
	int ret;

	__sysfscheck_returns();	// warn: sysfs-analysis "returns: line 38: 0 | line 38: an error"
	ret = helper(x);
	if (ret || x == 7)
		return ret;
	return 0;
}

int filled(void)
{
	struct thing *t;
	int ret = fill_thing(&t);

	if (ret || !t) {
		if (!ret)
			__sysfscheck_paths();	// warn: sysfs-analysis "paths: 0"
		return ret;
	}
	return t->id;
}

int filled_twice(int x)
{
	struct thing *t;
	int ret = fill_thing(&t);

	if (x)
		t = NULL;
	if (ret || !t) {
		if (!ret)
			__sysfscheck_paths();	// warn: sysfs-analysis "paths: 2"
		return ret;
	}
	return t->id;
}
