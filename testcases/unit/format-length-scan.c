// SPDX-License-Identifier: MIT
/*
 * Runs the format-length calculator over formats read one a line (C
 * escapes \n \t \\ \" undone), every argument an unknown pointer, and
 * prints each format that is malformed (BAD) or unbounded (UNB) with the
 * reason, then a count on stderr. A survey tool, not a test: which formats
 * real drivers write into the sysfs page, and which of them the calculator
 * cannot read. Formats of a kernel tree, e.g.:
 *
 *	grep -rhoE '(sysfs_emit|sysfs_emit_at|sprintf|snprintf|scnprintf)\((buf|page)[^"]*"([^"\\]|\\.)*"' \
 *		$KDIR/drivers | sed -E 's/^[^"]*"//; s/"$//' | sort -u |
 *		build/unit/format-length-scan
 */
#include <stdio.h>
#include <string.h>

#include "format-length.h"

#define NARGS 32

static void unescape(const char *s, char *d)
{
	while (*s) {
		if (*s == '\\' && s[1]) {
			s++;
			*d++ = *s == 'n' ? '\n' : *s == 't' ? '\t' : *s;
			s++;
		} else {
			*d++ = *s++;
		}
	}
	*d = '\0';
}

int main(void)
{
	static char line[8192], fmt[8192];
	struct fmt_arg args[NARGS];
	struct fmt_result r;
	int i, bad = 0, unbounded = 0, bounded = 0;

	memset(args, 0, sizeof(args));
	for (i = 0; i < NARGS; i++) {
		args[i].kind = FMT_ARG_POINTER;
		args[i].text = "x";
	}
	while (fgets(line, sizeof(line), stdin)) {
		line[strcspn(line, "\n")] = '\0';
		unescape(line, fmt);
		if (fmt_max_length(fmt, args, NARGS, &r)) {
			bad++;
			printf("BAD\t%s\t%s\n", line, r.why);
		} else if (r.max == FMT_UNBOUNDED) {
			unbounded++;
			printf("UNB\t%s\t%s\n", line, r.why);
		} else {
			bounded++;
		}
	}
	fprintf(stderr, "%d bounded, %d unbounded, %d malformed\n",
		bounded, unbounded, bad);
	return 0;
}
