/*
 * Facts a call's result starts with (ir-value.c): sscanf() of a buffer
 * the path knows starts with a digit its first conversion reads converts
 * at least one field, so a path on which it returned 0 is not followed.
 * An octal conversion does not read 8 or 9, "%*d" is not counted, and a
 * literal first directive may not match.
 *
 * check-options: --debug-analysis
 */
#include <linux/ctype.h>
#include <linux/kernel.h>
#include "../probes.h"

void decimal(const char *buf)
{
	unsigned int v;

	if (!isdigit(buf[0]))
		return;
	if (sscanf(buf, "%u", &v))
		return;
	__sysfscheck_paths();	// warn: sysfs-analysis "paths: 0"
}

void hexadecimal(const char *buf)
{
	unsigned int v;

	if (!isdigit(buf[0]))
		return;
	if (sscanf(buf, " %hx", &v) > 0)
		return;
	__sysfscheck_paths();	// warn: sysfs-analysis "paths: 0"
}

void octal(const char *buf)
{
	unsigned int v;

	if (!isdigit(buf[0]))
		return;
	if (sscanf(buf, "%o", &v))
		return;
	__sysfscheck_paths();	// warn: sysfs-analysis "paths: 1"
}

void octal_digit(const char *buf)
{
	unsigned int v;

	if (buf[0] < '0' || buf[0] > '7')
		return;
	if (sscanf(buf, "%o", &v))
		return;
	__sysfscheck_paths();	// warn: sysfs-analysis "paths: 0"
}

void skipped(const char *buf)
{
	unsigned int v;

	if (!isdigit(buf[0]))
		return;
	if (sscanf(buf, "%*d %u", &v))
		return;
	__sysfscheck_paths();	// warn: sysfs-analysis "paths: 1"
}

void literal_first(const char *buf)
{
	unsigned int v;

	if (!isdigit(buf[0]))
		return;
	if (sscanf(buf, "v%u", &v))
		return;
	__sysfscheck_paths();	// warn: sysfs-analysis "paths: 1"
}

void untested(const char *buf)
{
	unsigned int v;

	if (sscanf(buf, "%u", &v))
		return;
	__sysfscheck_paths();	// warn: sysfs-analysis "paths: 1"
}

void other_byte(const char *buf)
{
	unsigned int v;

	if (!isdigit(buf[1]))
		return;
	if (sscanf(buf, "%u", &v))
		return;
	__sysfscheck_paths();	// warn: sysfs-analysis "paths: 1"
}
