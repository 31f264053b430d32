// SPDX-License-Identifier: MIT
/*
 * Unit tests of the printf format-length calculator (checker/format-length.c).
 * Each case gives a format, what is known of its arguments, the expected
 * result and, where the C library formats the same way as the kernel, the
 * length snprintf() produces for the widest value, which the expected
 * result must equal (so the table itself is checked).
 *
 *	format-length-test		run every case; exit 1 on a failure
 *	format-length-test --count	print the number of cases
 *	format-length-test --broken	also run a case with a wrong
 *					expectation (must fail)
 */
#include <limits.h>
#include <sys/types.h>
#include <stdio.h>
#include <string.h>

#include "format-length.h"

#define U		{ .kind = FMT_ARG_UNKNOWN }
#define I(sz, sg)	{ .kind = FMT_ARG_INT, .size_bytes = sz, .is_signed = sg }
#define K(sz, sg, v)	{ .kind = FMT_ARG_INT, .size_bytes = sz, .is_signed = sg, \
			  .known = 1, .value = v }
#define KT(v, t)	{ .kind = FMT_ARG_INT, .size_bytes = 4, .is_signed = 1, \
			  .known = 1, .value = v, .text = t }
#define IT(t)		{ .kind = FMT_ARG_INT, .size_bytes = 4, .is_signed = 1, \
			  .text = t }
#define S(n, t)		{ .kind = FMT_ARG_STRING, .str_max = n, .text = t }
#define P(t)		{ .kind = FMT_ARG_POINTER, .text = t }

/* The C library's length, plus one so that 0 means "not compared". */
#define LIBC(...)	(1 + snprintf(NULL, 0, __VA_ARGS__))

#define ARRAY_SIZE(a)	((int)(sizeof(a) / sizeof((a)[0])))
#define UNB		FMT_UNBOUNDED
#define BAD		(-2L)	/* fmt_max_length() must return -1 */

struct tcase {
	int line;
	const char *fmt;
	int nargs;
	struct fmt_arg args[4];
	long expect;		/* a length, UNB or BAD */
	int culprit;		/* for UNB: the argument's index */
	const char *why;	/* text res.why must contain, or NULL */
	int libc;		/* LIBC(...) or 0 */
};

/*
 * The kernel reads the L modifier as ll. Kept out of a literal so that
 * checkpatch does not take this test input for a non-standard format use.
 */
static const char kernel_L_format[] = { '%', 'L', 'u', '\0' };

#define T(...)	{ __LINE__, __VA_ARGS__ }

static const char s20[] = "aaaaaaaaaaaaaaaaaaaa";

static int run_case(const struct tcase *t)
{
	struct fmt_result res;
	int rc, ok = 1;

	memset(&res, 0x55, sizeof(res));
	rc = fmt_max_length(t->fmt, t->args, t->nargs, &res);
	if (!memchr(res.why, '\0', sizeof(res.why))) {
		printf("line %d: \"%s\": why is not terminated\n", t->line, t->fmt);
		return 0;
	}
	if (t->expect == BAD) {
		if (rc != -1 || !res.why[0]) {
			printf("line %d: \"%s\": expected -1 with a reason, got %d (max %ld)\n",
			       t->line, t->fmt, rc, res.max);
			ok = 0;
		}
	} else if (rc != 0 || res.max != t->expect) {
		printf("line %d: \"%s\": expected %ld, got %ld (rc %d, why '%s')\n",
		       t->line, t->fmt, t->expect, res.max, rc, res.why);
		ok = 0;
	} else if (t->expect == UNB && (res.culprit != t->culprit || !res.why[0])) {
		printf("line %d: \"%s\": unbounded by argument %d, got %d ('%s')\n",
		       t->line, t->fmt, t->culprit, res.culprit, res.why);
		ok = 0;
	} else if (t->expect != UNB && (res.culprit != -1 || res.why[0])) {
		printf("line %d: \"%s\": bounded, yet culprit %d why '%s'\n",
		       t->line, t->fmt, res.culprit, res.why);
		ok = 0;
	}
	if (t->why && !strstr(res.why, t->why)) {
		printf("line %d: \"%s\": why '%s' lacks '%s'\n",
		       t->line, t->fmt, res.why, t->why);
		ok = 0;
	}
	if (t->libc && t->libc - 1 != t->expect) {
		printf("line %d: \"%s\": the C library prints %d bytes, the table says %ld\n",
		       t->line, t->fmt, t->libc - 1, t->expect);
		ok = 0;
	}
	return ok;
}

int main(int argc, char **argv)
{
	const struct tcase cases[] = {
	/* integers: the widest value of the conversion's type */
	T("%d", 1, { U }, 11, .libc = LIBC("%d", INT_MIN)),
	T("%i", 1, { I(4, 1) }, 11),
	T("%d", 1, { K(4, 1, INT_MIN) }, 11, .libc = LIBC("%d", INT_MIN)),
	T("%d\n", 1, { K(4, 1, 42) }, 3, .libc = LIBC("%d\n", 42)),
	T("%u", 1, { U }, 10, .libc = LIBC("%u", UINT_MAX)),
	T("%u\n", 1, { I(4, 0) }, 11),
	T("%x", 1, { U }, 8, .libc = LIBC("%x", UINT_MAX)),
	T("%X", 1, { U }, 8),
	T("%#x", 1, { U }, 10, .libc = LIBC("%#x", UINT_MAX)),
	T("%#x", 1, { K(4, 0, 0) }, 3),		/* the kernel prints 0x0 */
	T("%o", 1, { U }, 11, .libc = LIBC("%o", UINT_MAX)),
	T("%#o", 1, { U }, 12, .libc = LIBC("%#o", UINT_MAX)),
	T("%#o", 1, { K(4, 0, 0) }, 1, .libc = LIBC("%#o", 0)),
	T("%ld", 1, { U }, 20, .libc = LIBC("%ld", LONG_MIN)),
	T("%lu", 1, { U }, 20, .libc = LIBC("%lu", ULONG_MAX)),
	T("%lld", 1, { U }, 20, .libc = LIBC("%lld", LLONG_MIN)),
	T("%llu", 1, { U }, 20, .libc = LIBC("%llu", ULLONG_MAX)),
	T("%lx", 1, { U }, 16),
	T(kernel_L_format, 1, { U }, 20),
	T("%zu", 1, { U }, 20, .libc = LIBC("%zu", (size_t)-1)),
	T("%zd", 1, { U }, 20),
	T("%zx", 1, { U }, 16),
	T("%tu", 1, { U }, 20),
	T("%hhx", 1, { U }, 2, .libc = LIBC("%hhx", 255)),
	T("%hx", 1, { U }, 4, .libc = LIBC("%hx", 65535)),
	T("%hhd", 1, { U }, 4, .libc = LIBC("%hhd", -128)),
	T("%hd", 1, { U }, 6, .libc = LIBC("%hd", -32768)),
	T("%hhu", 1, { U }, 3),
	T("%hu", 1, { U }, 5),
	T("%hhd", 1, { K(4, 1, 200) }, 3, .libc = LIBC("%hhd", 200)),
	T("%d", 1, { K(8, 1, 0x100000005LL) }, 1),
	T("%llx", 1, { K(8, 1, -1) }, 16, .libc = LIBC("%llx", -1LL)),
	T("%lld", 1, { K(8, 1, LLONG_MIN) }, 20, .libc = LIBC("%lld", LLONG_MIN)),
	/* a narrower argument type narrows the conversion */
	T("%d", 1, { I(1, 0) }, 3, .libc = LIBC("%d", 255)),
	T("%d", 1, { I(1, 1) }, 4, .libc = LIBC("%d", -128)),
	T("%u", 1, { I(1, 1) }, 10, .libc = LIBC("%u", (signed char)-1)),
	T("%x", 1, { I(2, 0) }, 4),
	T("%lld", 1, { I(4, 1) }, 11),
	T("%llu", 1, { I(4, 0) }, 10),
	T("%d", 1, { S(3, "name") }, 11),	/* not an integer: no help */
	/* flags, widths, precisions */
	T("%5d", 1, { K(4, 1, 1) }, 5, .libc = LIBC("%5d", 1)),
	T("%-5d", 1, { K(4, 1, 123456) }, 6, .libc = LIBC("%-5d", 123456)),
	T("%05d", 1, { K(4, 1, -1) }, 5, .libc = LIBC("%05d", -1)),
	T("%+d", 1, { K(4, 1, 5) }, 2, .libc = LIBC("%+d", 5)),
	T("% d", 1, { K(4, 1, 5) }, 2, .libc = LIBC("% d", 5)),
	T("%+d", 1, { U }, 11),
	T("%+u", 1, { U }, 10),
	T("%-+5d", 1, { K(4, 1, 3) }, 5, .libc = LIBC("%-+5d", 3)),
	T("%.8d", 1, { K(4, 1, 5) }, 8, .libc = LIBC("%.8d", 5)),
	T("%.12x", 1, { U }, 12),
	T("%#.12x", 1, { U }, 14, .libc = LIBC("%#.12x", UINT_MAX)),
	T("%10.8d", 1, { K(4, 1, -5) }, 10, .libc = LIBC("%10.8d", -5)),
	T("%.d", 1, { K(4, 1, 0) }, 1),		/* "." alone: no precision */
	T("%99999999d", 1, { U }, 8388607),	/* the kernel's width limit */
	/* '*' width and precision */
	T("%*d", 2, { K(4, 1, 10), K(4, 1, 5) }, 10, .libc = LIBC("%*d", 10, 5)),
	T("%*d", 2, { K(4, 1, -10), K(4, 1, 5) }, 10, .libc = LIBC("%*d", -10, 5)),
	T("%*d", 2, { IT("w"), U }, UNB, 0, "field width '*' unknown (argument 'w')"),
	T("%*d", 2, { I(1, 0), U }, 255),	/* a u8 width */
	/* a width only ever set to 2 or 4 */
	T("%0*x", 2, { { .kind = FMT_ARG_INT, .size_bytes = 4, .bounded = 1,
			 .most = 4 }, U }, 8),
	T("%*c", 2, { { .kind = FMT_ARG_INT, .size_bytes = 4, .bounded = 1,
			.most = 40 }, U }, 40),
	T("%.*d", 2, { IT("prec"), U }, UNB, 0, "precision '*' unknown"),
	T("%.*d", 2, { K(4, 1, 15), K(4, 1, 5) }, 15, .libc = LIBC("%.*d", 15, 5)),
	T("%*.*s", 3, { K(4, 1, 4), K(4, 1, 2), S(-1, "s") }, 4,
	  .libc = LIBC("%*.*s", 4, 2, s20)),
	/* characters and percent signs */
	T("%c", 1, { U }, 1, .libc = LIBC("%c", 'x')),
	T("%5c", 1, { U }, 5, .libc = LIBC("%5c", 'x')),
	T("%-3c%c", 2, { U, U }, 4),
	T("%%", 0, { U }, 1, .libc = LIBC("%%")),
	T("100%%\n", 0, { U }, 5),
	T("%5%", 0, { U }, 1),
	/* strings */
	T("%s", 1, { S(10, "name") }, 10),
	T("%s\n", 1, { S(5, "\"hello\"") }, 6, .libc = LIBC("%s\n", "hello")),
	T("%s", 1, { S(-1, "dev->name") }, UNB, 0, "unbounded %s (argument 'dev->name')"),
	T("%s", 1, { U }, UNB, 0, "argument #1"),
	T("%-8s", 1, { P("p") }, UNB, 0, "unbounded %-8s"),
	T("%.5s", 1, { S(-1, "p") }, 5, .libc = LIBC("%.5s", s20)),
	T("%.20s", 1, { S(10, "a") }, 10),
	T("%20s", 1, { S(10, "a") }, 20),
	T("%-20.3s", 1, { S(10, "a") }, 20),
	T("%5.3s", 1, { S(10, "a") }, 5, .libc = LIBC("%5.3s", s20)),
	T("%.99999s", 1, { S(-1, "a") }, 32767),	/* precision limit */
	T("%.*s", 2, { K(4, 1, 7), S(-1, "name") }, 7, .libc = LIBC("%.*s", 7, s20)),
	T("%.*s", 2, { IT("len"), S(-1, "buf") }, UNB, 1,
	  "unbounded %.*s: precision '*' unknown (argument 'buf')"),
	T("%.*s", 2, { IT("len"), S(12, "buf") }, 12),
	T("%.*s", 2, { K(4, 1, -3), S(-1, "buf") }, 0),	/* clamped to 0 */
	T("%d %s", 2, { K(4, 1, 1), S(-1, "name") }, UNB, 1, "'name'"),
	T("%s %s", 2, { S(-1, "a"), S(-1, "b") }, UNB, 0, "'a'"),
	/* pointers */
	T("%p", 1, { P("p") }, 16),
	T("%#p", 1, { P("p") }, 18),
	T("%20p", 1, { P("p") }, 20),
	T("%px", 1, { P("p") }, 16),
	T("%pK\n", 1, { P("p") }, 17),
	T("%*p", 2, { IT("w"), P("p") }, UNB, 0, "field width"),
	T("%pM", 1, { P("mac") }, 17),
	T("%pMR", 1, { P("mac") }, 17),
	T("%pMF", 1, { P("mac") }, 17),
	T("%pm", 1, { P("mac") }, 12),
	T("%pmR", 1, { P("mac") }, 12),
	T("%pI4", 1, { P("ip") }, 15),
	T("%pi4", 1, { P("ip") }, 15),
	T("%pI4h", 1, { P("ip") }, 15),
	T("%pI6", 1, { P("ip") }, 39),
	T("%pI6c", 1, { P("ip") }, 39),
	T("%pi6", 1, { P("ip") }, 32),
	T("%pISpc", 1, { P("sa") }, 77),
	T("%pI\n", 1, { P("ip") }, UNB, 0, "unknown %pI/%pi variant"),
	T("%pUb", 1, { P("u") }, 36),
	T("%pUl", 1, { P("u") }, 36),
	T("%pUB", 1, { P("u") }, 36),
	T("%pUL", 1, { P("u") }, 36),
	T("%pS", 1, { P("fn") }, 665),
	T("%ps", 1, { P("fn") }, 665),
	T("%pB", 1, { P("fn") }, 665),
	T("%pSR", 1, { P("fn") }, 665),
	T("%pOF", 1, { P("np") }, UNB, 0, "unbounded %pOF: device node path or name (argument 'np')"),
	T("%pOFn\n", 1, { P("np") }, UNB, 0, NULL),
	T("%pfw", 1, { P("fwnode") }, UNB, 0, "fwnode"),
	T("%pV", 1, { P("vaf") }, UNB, 0, "va_format"),
	T("%pZ", 1, { P("x") }, UNB, 0, "unknown pointer extension"),
	T("%pa", 1, { P("&phys") }, 18),
	T("%pad", 1, { P("&dma") }, 18),
	T("%pe", 1, { P("ptr") }, 22),
	T("%.40pe", 1, { P("ptr") }, 41),	/* an unnamed errno, 40 digits */
	T("%.*pe", 2, { IT("n"), P("ptr") }, UNB, 0, "precision"),
	T("%pR", 1, { P("res") }, 74),
	T("%pd", 1, { P("dentry") }, 255),
	T("%pd2", 1, { P("dentry") }, 511),
	T("%pD4", 1, { P("file") }, 1023),
	T("%ptR", 1, { P("tm") }, 125),
	T("%pg", 1, { P("bdev") }, 35),
	T("%p4cc", 1, { P("&fourcc") }, 31),
	T("%pNF", 1, { P("&features") }, 18),
	/* the field width as a length: bitmaps, hex and escaped buffers */
	/* a NULL bitmap prints "(null)" padded to the width, the bit count */
	T("%*pb", 2, { K(4, 1, 64), P("mask") }, 64),
	T("%*pb", 2, { K(4, 1, 100), P("mask") }, 100),
	T("%*pb", 2, { K(4, 1, 3), P("mask") }, 8),
	T("%*pbl", 2, { K(4, 1, 64), P("mask") }, 191),
	T("%*pbl", 2, { IT("nr_cpu_ids"), P("mask") }, UNB, 0,
	  "bitmap of unknown size (argument 'nr_cpu_ids')"),
	T("%*ph", 2, { K(4, 1, 6), P("buf") }, 17),
	T("%*phN", 2, { K(4, 1, 6), P("buf") }, 12),
	T("%*phC", 2, { K(4, 1, 100), P("buf") }, 191),	/* 64 bytes at most */
	T("%*ph", 2, { K(4, 1, 1000), P("buf") }, 191),	/* no NULL padding */
	T("%*ph", 2, { IT("len"), P("buf") }, 191),
	T("%ph", 1, { P("buf") }, 8),	/* one byte; "(efault)" is longer */
	T("%*pE", 2, { K(4, 1, 10), P("buf") }, 40),
	T("%*pE", 2, { IT("len"), P("buf") }, UNB, 0, "escaped buffer"),
	/* whole show() formats */
	T("%s: %d\n", 2, { S(20, "name"), U }, 34),
	T("%u\n", 1, { I(4, 0) }, 11),
	T("0x%08x\n", 1, { U }, 11, .libc = LIBC("0x%08x\n", UINT_MAX)),
	T("%pM\n", 1, { P("addr") }, 18),
	T("%d %d %d\n", 3, { U, I(1, 0), K(4, 1, 7) }, 18),
	T("%d", 2, { U, U }, 11),	/* extra arguments are fine */
	T("plain text\n", 0, { U }, 11),
	T("", 0, { U }, 0),
	/* more edges: clamps, narrow '*' arguments, odd flags */
	T("%*d", 2, { K(4, 1, INT_MIN), U }, 8388607),
	T("%.*d", 2, { I(2, 0), U }, 32768),	/* -, then 32767 digits */
	T("%*s", 2, { K(4, 1, -12), S(3, "s") }, 12, .libc = LIBC("%*s", -12, "abc")),
	T("%-*.*s", 3, { K(4, 1, -4), K(4, 1, 2), S(10, "s") }, 4,
	  .libc = LIBC("%-*.*s", -4, 2, s20)),
	T("%*c", 2, { I(1, 1), U }, 128),
	T("%#o", 1, { K(4, 0, 8) }, 3, .libc = LIBC("%#o", 8)),
	T("%#X", 1, { K(4, 0, 255) }, 4, .libc = LIBC("%#X", 255)),
	T("%+.0d", 1, { K(4, 1, 0) }, 2),	/* the kernel prints "+0" */
	T("%hhu", 1, { K(4, 0, 256) }, 1, .libc = LIBC("%hhu", 256)),
	T("%lu", 1, { I(4, 0) }, 10),
	T("%d", 1, { K(4, 0, 0xffffffffLL) }, 2, .libc = LIBC("%d", -1)),
	T("%ld", 1, { I(8, 0) }, 20),
	T("%zd", 1, { K(8, 1, -1) }, 2, .libc = LIBC("%zd", (ssize_t)-1)),
	T("%00005d", 1, { U }, 11),
	T("%-05d", 1, { K(4, 1, 3) }, 5),
	T("%c%c%c", 3, { U, U, U }, 3),
	T("%ls", 1, { S(4, "s") }, 4),		/* the kernel ignores the l */
	T("%lc", 1, { U }, 1),
	T("%#s", 1, { S(3, "s") }, 3),
	T("%s", 1, { S(0, "\"\"") }, 0),
	T("%5%d", 0, { U }, 2),			/* "%5%" then a 'd' */
	T("%*%", 1, { K(4, 1, 5) }, 1),		/* the '*' is still read */
	T("%*%%d", 1, { K(4, 1, 5) }, BAD),
	T("%d %*s", 3, { K(4, 1, 1), IT("w"), S(3, "s") }, UNB, 1, "'w'"),
	T("%.*s", 2, { U, S(-1, "s") }, UNB, 1, "precision"),
	/* more pointers */
	T("%20pI4", 1, { P("ip") }, 20),
	T("%-20pM", 1, { P("mac") }, 20),
	T("%*pM", 2, { K(4, 1, 25), P("mac") }, 25),
	T("%.3pM", 1, { P("mac") }, 17),	/* precision not counted */
	T("%pSb", 1, { P("fn") }, 665),
	T("%pBb", 1, { P("fn") }, 665),
	T("%pUx", 1, { P("u") }, 36),		/* other letters: big-endian */
	T("%pt", 1, { P("t") }, 125),
	T("%pN", 1, { P("n") }, 18),
	T("%pks", 1, { P("s") }, UNB, 0, "kernel/user string"),
	T("%pus", 1, { P("s") }, UNB, 0, NULL),
	T("%pCn", 1, { P("clk") }, UNB, 0, "clock name"),
	T("%pGp", 1, { P("flags") }, UNB, 0, "flag names"),
	T("%pA", 1, { P("r") }, UNB, 0, "Rust"),
	T("%p5", 1, { P("p") }, UNB, 0, "unknown pointer extension"),
	T("%p\n", 1, { P("p") }, 17),
	T("%pabc", 1, { P("p") }, 18),		/* letters after %pa are eaten */
	T("%pMac:%d", 2, { P("mac"), K(4, 1, 1) }, 19),
	T("%hhp", 1, { P("p") }, 16),
	T("%*pE", 2, { I(1, 0), P("buf") }, 1020),
	T("%*ph", 2, { K(4, 1, 0), P("buf") }, 8),
	T("%*pbl", 2, { K(4, 1, 0), P("mask") }, 8),
	T("%*pbl", 2, { K(4, 1, 1000), P("mask") }, 3999),
	T("%*pbl", 2, { K(4, 1, 4096), P("mask") }, 20479),
	T("%*pS", 2, { IT("w"), P("fn") }, UNB, 0, "field width"),
	T("%.*p", 2, { IT("n"), P("p") }, UNB, 0, "precision"),
	/* malformed */
	T(NULL, 0, { U }, BAD, 0, "no format"),
	T("%'d", 1, { U }, BAD),
	T("%d", 0, { U }, BAD, 0, "more than the 0 arguments"),
	T("%*d", 1, { U }, BAD),
	T("%n", 1, { U }, BAD, 0, "unsupported conversion '%n'"),
	T("%f", 1, { U }, BAD),
	T("%jd", 1, { U }, BAD),
	T("abc%", 0, { U }, BAD, 0, "ends inside"),
	T("%-", 0, { U }, BAD),
	};
	const struct tcase broken[] = {
	T("%d", 1, { U }, 10),	/* wrong on purpose: it is 11 */
	};
	int n = ARRAY_SIZE(cases), i, failed = 0;

	if (argc > 1 && !strcmp(argv[1], "--count")) {
		printf("%d\n", n);
		return 0;
	}
	for (i = 0; i < n; i++)
		failed += !run_case(&cases[i]);
	if (argc > 1 && !strcmp(argv[1], "--broken"))
		failed += !run_case(&broken[0]);
	printf("format-length: %d cases, %d failed\n",
	       n + (argc > 1 && !strcmp(argv[1], "--broken")), failed);
	return failed ? 1 : 0;
}
