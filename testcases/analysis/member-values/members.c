/*
 * File-wide values of the members of the file's own structs: every
 * value stored in a member, from every function and initializer; a
 * member whose address is taken, or a struct copied whole, is unbounded.
 *
 * check-options: --debug-analysis
 */
#include <linux/string.h>
#include "../probes.h"

struct sensor {
	const char *label;
	int channels;
	int raw;
	int shared;
	const char *const *names;
};

struct copied {
	int n;
};

static const char *const temp_names[] = { "cpu", "board", NULL };

static struct sensor board = { .label = "board sensor", .channels = 3 };

void fill(int *p);

void setup(struct sensor *s, int n, struct copied *to, struct copied *from)
{
	s->label = "remote";
	s->channels = 6;
	s->raw = n;
	s->names = temp_names;
	fill(&s->shared);
	s->shared = 1;
	to->n = 2;
	*to = *from;
}

void show(struct sensor *s, struct copied *c, int i)
{
	__sysfscheck_bound(s->label);		// warn: sysfs-analysis "bound: string of at most 12 characters"
	__sysfscheck_bound(s->channels);	// warn: sysfs-analysis "bound: at most 6"
	__sysfscheck_bound(s->raw);		// warn: sysfs-analysis "bound: none"
	__sysfscheck_bound(s->shared);		// warn: sysfs-analysis "bound: none"
	__sysfscheck_bound(s->names[i]);	// warn: sysfs-analysis "bound: string of at most 6 characters"
	__sysfscheck_bound(c->n);		// warn: sysfs-analysis "bound: none"
	__sysfscheck_bound(board.channels);	// warn: sysfs-analysis "bound: at most 6"
}
