/*
 * The most bytes a printf-like call writes (the NUL counted): from its
 * format (a literal, a conditional of literals, a local set only to
 * literals) and the bounds of its arguments.
 *
 * check-options: --debug-analysis
 */
#include <linux/kernel.h>
#include <linux/types.h>
#include "../probes.h"

void lengths(char *buf, int x, u8 b, const char *name, int hex)
{
	const char *fmt = hex ? "0x%02x\n" : "%u\n";

	__sysfscheck_length(sprintf(buf, "%d\n", x));		// warn: sysfs-analysis "length: 13 bytes"
	__sysfscheck_length(sprintf(buf, "%u\n", b));		// warn: sysfs-analysis "length: 5 bytes"
	__sysfscheck_length(sprintf(buf, fmt, b));		// warn: sysfs-analysis "length: 6 bytes"
	__sysfscheck_length(sprintf(buf, "%s\n", "idle"));	// warn: sysfs-analysis "length: 6 bytes"
	__sysfscheck_length(sprintf(buf, "%s\n", name));	// warn: sysfs-analysis "length: unbounded of unbounded %s"
	__sysfscheck_length(snprintf(buf, 8, "%.4s\n", name));	// warn: sysfs-analysis "length: 6 bytes"
	__sysfscheck_length(x);					// warn: sysfs-analysis "length: not a printf-like writer"
}
