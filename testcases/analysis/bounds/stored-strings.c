/*
 * A local given to a function of the file by its address holds what
 * that function stores through the parameter: the longest such string
 * ("*name = names[id]"), when every use of its address is such a call
 * and the function only stores through the parameter.
 *
 * check-options: --debug-analysis
 */
#include "../probes.h"

static const char *const names[] = { "off", "standby", "active" };

static int name_of(int id, const char **name)
{
	if (id < 0 || id > 2)
		return -1;
	*name = names[id];
	return 0;
}

static void copy_of(const char *from, const char **name)
{
	*name = from;
}

static const char **kept;

static void keep(const char **name)
{
	kept = name;
}

void ask(int id, const char *user)
{
	const char *a, *b, *c = "x";

	name_of(id, &a);
	__sysfscheck_bound(a);	// warn: sysfs-analysis "bound: string of at most 7 characters"
	copy_of(user, &b);
	__sysfscheck_bound(b);	// warn: sysfs-analysis "bound: string unbounded"
	keep(&c);
	__sysfscheck_bound(c);	// warn: sysfs-analysis "bound: string unbounded"
	__sysfscheck_summary(name_of, "stored-strings");	// warn: sysfs-analysis "stored-strings: 0: unbounded, 1: at most 7 characters"
}
