/*
 * String bounds: literals, arrays (variables, members, rows), tables of
 * literals, locals set only to such strings, what a static function
 * returns, what the file's calls pass to a static function's parameter.
 *
 * check-options: --debug-analysis
 */
#include <linux/kernel.h>
#include "../probes.h"

struct chip {
	char name[16];
	const char *label;
	char rows[4][8];
};

static const char *const modes[] = { "off", "standby", "on", NULL };

static const char *mode_name(int m)
{
	switch (m) {
	case 0:
		return "off";
	case 1:
		return "automatic";
	}
	return NULL;
}

const char *unknown_name(int m);

static void log_state(struct chip *c, const char *what)
{
	__sysfscheck_bound(what);	// warn: sysfs-analysis "bound: string of at most 8 characters"
}

void strings(struct chip *c, int i, char *user)
{
	const char *s = i ? "low" : "high";
	char local[32];

	__sysfscheck_bound("abc");		// warn: sysfs-analysis "bound: string of at most 3 characters"
	__sysfscheck_bound(c->name);		// warn: sysfs-analysis "bound: string of at most 15 characters"
	__sysfscheck_bound(c->rows[i]);		// warn: sysfs-analysis "bound: string of at most 7 characters"
	__sysfscheck_bound(local);		// warn: sysfs-analysis "bound: string of at most 31 characters"
	__sysfscheck_bound(&local[4]);		// warn: sysfs-analysis "bound: string of at most 27 characters"
	__sysfscheck_bound(modes[i]);		// warn: sysfs-analysis "bound: string of at most 7 characters"
	__sysfscheck_bound(s);			// warn: sysfs-analysis "bound: string of at most 4 characters"
	__sysfscheck_bound(mode_name(i));	// warn: sysfs-analysis "bound: string of at most 9 characters"
	__sysfscheck_bound(unknown_name(i));	// warn: sysfs-analysis "bound: string unbounded"
	__sysfscheck_bound(user);		// warn: sysfs-analysis "bound: string unbounded"
	log_state(c, "resuming");
	log_state(c, i ? "idle" : "busy");
}
