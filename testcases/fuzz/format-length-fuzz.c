// SPDX-License-Identifier: MIT
/*
 * libFuzzer target for the printf format-length calculator
 * (checker/format-length.c). Run by testcases/fuzz/run-fuzz.
 *
 * Input: one byte, the number of arguments (mod 9); 12 bytes per argument
 * (kind, size, signedness, known; 8 bytes of value; str_max); the rest is
 * the format, up to its first NUL.
 *
 * Checked on every input: no crash, no sanitizer report, a result that
 * keeps the interface's promises (a reason when unbounded or malformed, a
 * culprit among the arguments, a terminated reason), and the same answer
 * twice, and a bound that does not drop when less is known of an
 * argument. When the result is bounded and the format uses only conversions
 * the C library prints like the kernel (no %p), an oracle formats the
 * conversions one by one with snprintf() for concrete arguments that fit
 * what the calculator was told, and the total must not exceed the bound.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "format-length.h"

#define MAX_ARGS	8
#define ARG_BYTES	12
#define WIDTH_MAX	((1L << 23) - 1)
#define PREC_MAX	((1L << 15) - 1)
#define LONG_STRING	40000
#define ORACLE_LIMIT	(1L << 20)

static char long_string[LONG_STRING + 1];

static void fail(const char *fmt, const char *what)
{
	fprintf(stderr, "format-length-fuzz: \"%s\": %s\n", fmt, what);
	abort();
}

static void decode_arg(const uint8_t *b, struct fmt_arg *a)
{
	static const int sizes[] = { 1, 2, 4, 8 };
	uint64_t v = 0;
	int i;

	memset(a, 0, sizeof(*a));
	a->kind = (enum fmt_arg_kind)(b[0] & 3);
	a->size_bytes = sizes[(b[0] >> 2) & 3];
	a->is_signed = (b[0] >> 4) & 1;
	a->known = (b[0] >> 5) & 1;
	for (i = 0; i < 8; i++)
		v = v << 8 | b[1 + i];
	a->value = (long long)v;
	a->str_max = b[11] & 1 ? -1 : ((long)b[9] << 8 | b[10]) % 4097;
	a->text = (b[0] >> 6) & 1 ? "arg" : NULL;
	/* a known value fits its type, as the checker's values do */
	if (a->kind == FMT_ARG_INT && a->size_bytes < 8) {
		int bits = 8 * a->size_bytes;

		v &= (1ULL << bits) - 1;
		if (a->is_signed && (v >> (bits - 1)))
			v |= ~((1ULL << bits) - 1);
		a->value = (long long)v;
	}
}

/*
 * Knowing less of argument @i never lowers the bound: an exact integer
 * becomes one of its type, an integer of a type becomes unknown, a
 * bounded string becomes unbounded.
 */
static void check_monotonic(const char *fmt, const struct fmt_arg *args,
			    int nargs, int rc, const struct fmt_result *res)
{
	struct fmt_arg weak[MAX_ARGS];
	struct fmt_result r;
	int i;

	for (i = 0; i < nargs; i++) {
		memcpy(weak, args, nargs * sizeof(*args));
		if (weak[i].kind == FMT_ARG_INT && weak[i].known)
			weak[i].known = 0;
		else if (weak[i].kind == FMT_ARG_INT)
			weak[i].kind = FMT_ARG_UNKNOWN;
		else if (weak[i].kind == FMT_ARG_STRING && weak[i].str_max >= 0)
			weak[i].str_max = -1;
		else
			continue;
		if (fmt_max_length(fmt, weak, nargs, &r) != rc)
			fail(fmt, "knowing less of an argument changed the return value");
		if (rc == 0 && r.max != FMT_UNBOUNDED &&
		    (res->max == FMT_UNBOUNDED || r.max < res->max))
			fail(fmt, "knowing less of an argument lowered the bound");
	}
}

/* The value an integer argument has when the oracle formats it. */
static long long concrete(const struct fmt_arg *a)
{
	int bits = 8 * a->size_bytes;
	unsigned long long u = (unsigned long long)a->value;

	if (a->kind != FMT_ARG_INT || a->known || bits == 64)
		return a->value;
	u &= (1ULL << bits) - 1;
	if (a->is_signed && (u >> (bits - 1)))
		return (long long)(u | ~((1ULL << bits) - 1));
	return (long long)u;
}

/* A '*' argument as the kernel uses it: an int, clamped. */
static long star(const struct fmt_arg *a, int is_width, int *left)
{
	long v = (int)(unsigned int)(unsigned long long)concrete(a);

	if (is_width) {
		if (v < 0) {
			*left = 1;
			v = -v;
		}
		return v > WIDTH_MAX ? WIDTH_MAX : v;
	}
	return v < 0 ? 0 : v > PREC_MAX ? PREC_MAX : v;
}

static long number(const char **p, long limit)
{
	long n = 0;

	while (**p >= '0' && **p <= '9') {
		if (n < limit)
			n = n * 10 + (**p - '0');
		(*p)++;
	}
	return n > limit ? limit : n;
}

/*
 * The C library's length of @fmt for the arguments; -1 when the format
 * has something it prints differently from the kernel.
 */
static long oracle(const char *fmt, const struct fmt_arg *args, int nargs)
{
	const char *p = fmt;
	long total = 0;
	int next = 0;

	while (*p) {
		char spec[64], flags[8] = "";
		int nflags = 0, left = 0, size = 4, n;
		long width = -1, prec = -1;
		const struct fmt_arg *a;
		char conv;

		if (*p != '%') {
			total++;
			p++;
			continue;
		}
		for (p++; *p && strchr("-+ #0", *p); p++)
			if (nflags < 7 && !strchr(flags, *p))
				flags[nflags++] = *p;
		flags[nflags] = '\0';
		if (*p == '*') {
			p++;
			if (next >= nargs)
				return -1;
			width = star(&args[next++], 1, &left);
		} else {
			width = *p >= '0' && *p <= '9' ? number(&p, WIDTH_MAX) : -1;
		}
		if (*p == '.') {
			p++;
			if (*p == '*') {
				p++;
				if (next >= nargs)
					return -1;
				prec = star(&args[next++], 0, &left);
			} else if (*p >= '0' && *p <= '9') {
				prec = number(&p, PREC_MAX);
			}
		}
		if (*p == 'h') {
			size = *++p == 'h' ? (p++, 1) : 2;
		} else if (*p == 'l' || *p == 'z' || *p == 't') {
			size = 8;
			if (*p++ == 'l' && *p == 'l')
				p++;
		} else if (*p == 'L') {
			return -1;
		}
		conv = *p++;
		if (conv == '%') {
			total++;
			continue;
		}
		if (!conv || !strchr("diuxXocs", conv) || next >= nargs)
			return -1;
		a = &args[next++];
		n = snprintf(spec, sizeof(spec), "%%%s%s", flags, left ? "-" : "");
		if (width >= 0)
			n += snprintf(spec + n, sizeof(spec) - n, "%ld", width);
		if (prec >= 0)
			n += snprintf(spec + n, sizeof(spec) - n, ".%ld", prec);
		if (conv != 'c' && conv != 's')
			n += snprintf(spec + n, sizeof(spec) - n, "%s",
				      size == 8 ? "ll" : size == 2 ? "h" :
				      size == 1 ? "hh" : "");
		snprintf(spec + n, sizeof(spec) - n, "%c", conv);
		if (conv == 's') {
			const char *s = long_string;

			if (a->kind == FMT_ARG_STRING && a->str_max >= 0)
				s = long_string + LONG_STRING - a->str_max;
			total += snprintf(NULL, 0, spec, s);
		} else if (size == 8) {
			total += snprintf(NULL, 0, spec, concrete(a));
		} else {
			total += snprintf(NULL, 0, spec, (int)concrete(a));
		}
	}
	return total;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct fmt_arg args[MAX_ARGS];
	struct fmt_result res, again;
	uint8_t head[1 + MAX_ARGS * ARG_BYTES] = { 0 };
	size_t hlen, flen;
	char *fmt;
	int nargs, rc, i;
	long libc;

	if (!long_string[0])
		memset(long_string, 'a', LONG_STRING);
	hlen = size < sizeof(head) ? size : sizeof(head);
	memcpy(head, data, hlen);
	nargs = head[0] % (MAX_ARGS + 1);
	for (i = 0; i < nargs; i++)
		decode_arg(head + 1 + i * ARG_BYTES, &args[i]);
	flen = size - hlen;
	fmt = malloc(flen + 1);
	if (!fmt)
		return 0;
	memcpy(fmt, data + hlen, flen);
	fmt[flen] = '\0';

	rc = fmt_max_length(fmt, args, nargs, &res);
	if (!memchr(res.why, '\0', sizeof(res.why)))
		fail(fmt, "why is not terminated");
	if (rc == -1) {
		if (res.max != FMT_UNBOUNDED || !res.why[0] || res.culprit != -1)
			fail(fmt, "malformed without a reason");
	} else if (rc != 0) {
		fail(fmt, "returned neither 0 nor -1");
	} else if (res.max == FMT_UNBOUNDED) {
		if (res.culprit < 0 || res.culprit >= nargs || !res.why[0])
			fail(fmt, "unbounded without a culprit and a reason");
	} else if (res.max < 0 || res.culprit != -1 || res.why[0]) {
		fail(fmt, "bounded, with a negative bound or a reason");
	}
	if (fmt_max_length(fmt, args, nargs, &again) != rc ||
	    again.max != res.max || again.culprit != res.culprit ||
	    strcmp(again.why, res.why))
		fail(fmt, "a different answer the second time");

	check_monotonic(fmt, args, nargs, rc, &res);
	if (rc == 0 && res.max != FMT_UNBOUNDED && res.max < ORACLE_LIMIT) {
		libc = oracle(fmt, args, nargs);
		if (libc > res.max) {
			fprintf(stderr, "C library: %ld bytes, bound %ld\n",
				libc, res.max);
			fail(fmt, "the C library prints more than the bound");
		}
	}
	free(fmt);
	return 0;
}
