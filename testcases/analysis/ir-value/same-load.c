/*
 * Two loads of one place are one value (ir-value.h irv_same_value())
 * unless something can write the place between them: a store that may
 * reach it, a call handed the object or a pointer it was read through,
 * or any call for a global variable. A call handed another object leaves
 * it alone; READ_ONCE() may read two values.
 *
 * check-options: --debug-analysis
 */
#include <linux/compiler.h>
#include <linux/kernel.h>
#include "../probes.h"

struct chip {
	int version;
	int cut;
};

struct demo {
	struct chip *chip;
	void *dev;
	int version;
	int other;
};

int mode;

void identify(struct demo *d);
void report(void *dev);
void report_chip(struct chip *c);

void unchanged(struct demo *d)
{
	int a = d->version;

	report(d->dev);
	__sysfscheck_same(a, d->version);	// warn: sysfs-analysis "same value: yes"
}

void stored(struct demo *d, int v)
{
	int a = d->version;

	if (v)
		d->version = v;
	__sysfscheck_same(a, d->version);	// warn: sysfs-analysis "same value: no"
}

void stored_elsewhere(struct demo *d, int v)
{
	int a = d->version;

	if (v)
		d->other = v;
	__sysfscheck_same(a, d->version);	// warn: sysfs-analysis "same value: yes"
}

void handed_over(struct demo *d)
{
	int a = d->version;

	identify(d);
	__sysfscheck_same(a, d->version);	// warn: sysfs-analysis "same value: no"
}

void read_through(struct demo *d)
{
	int a = d->chip->version;

	report(d->dev);
	__sysfscheck_same(a, d->chip->version);	// warn: sysfs-analysis "same value: yes"
	identify(d);
	__sysfscheck_same(a, d->chip->version);	// warn: sysfs-analysis "same value: no"
}

void pointer_handed_over(struct demo *d)
{
	int a = d->chip->version;

	report_chip(d->chip);
	__sysfscheck_same(a, d->chip->version);	// warn: sysfs-analysis "same value: no"
}

void global(struct demo *d)
{
	int a = mode;

	report(d->dev);
	__sysfscheck_same(a, mode);	// warn: sysfs-analysis "same value: no"
}

void read_once(struct demo *d)
{
	int a = READ_ONCE(d->version);

	__sysfscheck_same(a, READ_ONCE(d->version));	// warn: sysfs-analysis "same value: no"
}
