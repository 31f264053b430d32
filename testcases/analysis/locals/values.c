/*
 * The values given to locals, and those that reach a place: the last
 * assignment on each path, nothing known after a label or around a loop
 * that changes the local, nothing from paths that left.
 *
 * check-options: --debug-analysis
 */
#include "../probes.h"

int read_reg(int reg);

int straight(int n)
{
	int x = 1, y;

	y = 2;
	if (n)
		y = 3;
	__sysfscheck_value(y);		// warn: sysfs-analysis "value: y = 2 | 3"
	__sysfscheck_value(x);		// warn: sysfs-analysis "value: x = 1"
	x = read_reg(n);
	__sysfscheck_value(x);		// warn: sysfs-analysis "value: x = read_reg(n)"
	__sysfscheck_assigned(x);	// warn: sysfs-analysis "assigned: 1 | x = read_reg(n)"
	return x + y;
}

int left_paths(int n)
{
	int ret = 0;

	if (n < 0) {
		ret = -22;
		return ret;
	}
	__sysfscheck_value(ret);	// warn: sysfs-analysis "value: ret = 0"
	switch (n) {
	case 1:
		ret = 5;
		break;
	default:
		ret = 6;
	}
	__sysfscheck_value(ret);	// warn: sysfs-analysis "value: ret not known here"
	return ret;
}

int loops_and_labels(int n, int *out)
{
	int i, sum = 0, len = 4;

	for (i = 0; i < n; i++)
		sum += i;
	__sysfscheck_value(sum);	// warn: sysfs-analysis "value: sum not known here"
	__sysfscheck_value(len);	// warn: sysfs-analysis "value: len = 4"
	if (n)
		goto again;
	len = 8;
again:
	__sysfscheck_value(len);	// warn: sysfs-analysis "value: len not known here"
	*out = len;
	return sum;
}

void addresses(int *p)
{
	int v = 3, w = 4;

	*p = w;
	read_reg((int)(long)&v);
	v++;
	__sysfscheck_assigned(v);	// warn: sysfs-analysis "assigned: 3, address taken, incremented or decremented"
	__sysfscheck_assigned(w);	// warn: sysfs-analysis "assigned: 4"
	__sysfscheck_assigned(p);	// warn: sysfs-analysis "assigned: nothing"
	__sysfscheck_value(read_reg);	// warn: sysfs-analysis "value: not a local"
}
