/*
 * Structural equality: casts and parentheses do not matter, variables
 * are compared by symbol (not by name), members by name.
 *
 * check-options: --debug-analysis
 */
#include <linux/types.h>
#include "../probes.h"

struct pair {
	union {
		int a;
		int b;
	};
	int c;
};

size_t count(const char *s);

void equal(struct pair *p, int len, long n, const char *s)
{
	__sysfscheck_equal(len, (long)len);			// warn: sysfs-analysis "equal: yes"
	__sysfscheck_equal(len + 1, (len + 1));			// warn: sysfs-analysis "equal: yes"
	__sysfscheck_equal(p->a, p->b);				// warn: sysfs-analysis "equal: no"
	__sysfscheck_equal(p->c, p->c);				// warn: sysfs-analysis "equal: yes"
	__sysfscheck_equal(count(s) - 1, count(s) - 1);		// warn: sysfs-analysis "equal: yes"
	__sysfscheck_equal(len < 4096, len <= 4095);		// warn: sysfs-analysis "equal: no"
	__sysfscheck_equal(n ? 1 : 2, n ? 1 : 2);		// warn: sysfs-analysis "equal: yes"
	{
		int len = 3;

		/* The inner len is another variable of the same name. */
		__sysfscheck_equal(len, n);			// warn: sysfs-analysis "equal: no"
		__sysfscheck_variable(len + 0);			// warn: sysfs-analysis "variable: none"
		__sysfscheck_variable((long)len);		// warn: sysfs-analysis "variable: len"
	}
}

void roots(char *buf, char *other, int flag, int i)
{
	__sysfscheck_roots(buf + 4);			// warn: sysfs-analysis "roots: buf"
	__sysfscheck_roots(flag ? buf : other);		// warn: sysfs-analysis "roots: buf, other"
	__sysfscheck_roots(i);				// warn: sysfs-analysis "roots: i"
	__sysfscheck_roots(4);				// warn: sysfs-analysis "roots: none"
}

void params(int first, char *second, long third)
{
	int local = 0;

	__sysfscheck_param(first);	// warn: sysfs-analysis "param: 0 of 3"
	__sysfscheck_param(third);	// warn: sysfs-analysis "param: 2 of 3"
	__sysfscheck_param(local);	// warn: sysfs-analysis "param: none of 3"
}
