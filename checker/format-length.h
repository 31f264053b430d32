/* SPDX-License-Identifier: MIT */
/*
 * The printf format-length calculator: the most bytes a kernel
 * vsnprintf() format can produce given what is known of its arguments.
 * Pure C, no sparse: the sysfs-show-bound check calls it, the unit tests
 * and the fuzz target call it directly. Rules: docs/format-length.md.
 */
#ifndef FORMAT_LENGTH_H
#define FORMAT_LENGTH_H

#define FMT_UNBOUNDED (-1L)

enum fmt_arg_kind {
	FMT_ARG_UNKNOWN,	/* nothing known: integers take their type's max width */
	FMT_ARG_INT,		/* an integer of size_bytes/is_signed; value if known */
	FMT_ARG_STRING,		/* a char pointer/array with str_max = max strlen, or -1 if unbounded */
	FMT_ARG_POINTER,	/* any other pointer (for %p and its extensions) */
};

struct fmt_arg {
	enum fmt_arg_kind kind;
	int size_bytes;		/* FMT_ARG_INT: 1, 2, 4 or 8 */
	int is_signed;
	int known;		/* value is exact */
	long long value;
	int bounded;		/* not known, but 0 <= value <= most */
	long long most;
	long str_max;		/* FMT_ARG_STRING: longest string, -1 unbounded */
	const char *text;	/* the argument as written, for messages */
};

struct fmt_result {
	long max;		/* most bytes produced, without the NUL; FMT_UNBOUNDED */
	int culprit;		/* index of the argument that makes it unbounded, else -1 */
	int culprits;		/* how many arguments are unbounded */
	char why[160];		/* e.g. "unbounded %s (argument 'dev->name')" */
};

/* 0, or -1 when the format is malformed or consumes more args than given. */
int fmt_max_length(const char *fmt, const struct fmt_arg *args, int nargs,
		   struct fmt_result *res);

#endif
