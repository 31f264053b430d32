/*
 * An expression as a person writes it (expr-text.h), for messages:
 * operators, calls, members through pointers, casts left out,
 * conditionals.
 *
 * check-options: --debug-analysis
 */
#include <linux/types.h>
#include "../probes.h"

struct dev {
	const char *name;
	int id;
	struct dev *parent;
};

int get(struct dev *d, int n);

void text(struct dev *d, int a, int b, char *buf, unsigned long *v)
{
	__sysfscheck_text(a + b * 2);		// warn: sysfs-analysis "text: a + b * 2"
	__sysfscheck_text(a < b && b != 0);	// warn: sysfs-analysis "text: a < b && b != 0"
	__sysfscheck_text((a + b) * 2);		// warn: sysfs-analysis "text: (a + b) * 2"
	__sysfscheck_text(a - (b + 1));		// warn: sysfs-analysis "text: a - (b + 1)"
	__sysfscheck_text(a - b + 1);		// warn: sysfs-analysis "text: a - b + 1"
	__sysfscheck_text(!(a == b));		// warn: sysfs-analysis "text: !(a == b)"
	__sysfscheck_text(!a);			// warn: sysfs-analysis "text: !a"
	__sysfscheck_text(-a);			// warn: sysfs-analysis "text: -a"
	__sysfscheck_text(~a >> 3);		// warn: sysfs-analysis "text: ~a >> 3"
	__sysfscheck_text(a ? b : 0);		// warn: sysfs-analysis "text: a ? b : 0"
	__sysfscheck_text(get(d->parent, a));	// warn: sysfs-analysis "text: get(d->parent, a)"
	__sysfscheck_text(d->parent->name);	// warn: sysfs-analysis "text: d->parent->name"
	__sysfscheck_text(*v);			// warn: sysfs-analysis "text: *v"
	__sysfscheck_text((long)a);		// warn: sysfs-analysis "text: a"
}
