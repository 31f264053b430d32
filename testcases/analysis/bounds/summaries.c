/*
 * What a function returns is worked out once per file, with at most
 * SUMMARY_DEPTH (3) summaries computed for one question: one already
 * known costs nothing, so d0 is known once d1 is. A recursive function
 * does not know its own result.
 *
 * check-options: --debug-analysis
 */
#include "../probes.h"

static const char *d3(int i)
{
	return i ? "abc" : "de";
}

static const char *d2(int i)
{
	return d3(i);
}

static const char *d1(int i)
{
	return d2(i);
}

static const char *d0(int i)
{
	return d1(i);
}

static const char *countdown(int i)
{
	return i ? countdown(i - 1) : "liftoff";
}

static void report(const char *state)
{
	__sysfscheck_bound(state);	// warn: sysfs-analysis "bound: string unbounded"
}

void ask(int i, const char *user)
{
	__sysfscheck_bound(d0(i));		// warn: sysfs-analysis "bound: string unbounded"
	__sysfscheck_bound(d1(i));		// warn: sysfs-analysis "bound: string of at most 3 characters"
	__sysfscheck_bound(d0(i));		// warn: sysfs-analysis "bound: string of at most 3 characters"
	__sysfscheck_bound(countdown(i));	// warn: sysfs-analysis "bound: string unbounded"
	report("ok");
	report(user);
}
