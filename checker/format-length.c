// SPDX-License-Identifier: MIT
/*
 * The printf format-length calculator. It walks a format the way the
 * kernel's vsnprintf() does (Linux 6.1 lib/vsprintf.c semantics: flags,
 * field width, precision, qualifier, conversion; %p followed by its
 * alphanumeric extension) and adds up the most bytes each piece can
 * produce on x86_64. What is known of an argument narrows its piece: an
 * exact integer, an integer of a narrower type, a string of bounded
 * length. The rules and the bounds are in docs/format-length.md.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "format-length.h"

#define F_LEFT		1
#define F_PLUS		2
#define F_SPACE		4
#define F_SPECIAL	8
#define F_ZEROPAD	16

/* The largest field width and precision vsnprintf() keeps. */
#define WIDTH_MAX	((1L << 23) - 1)
#define PREC_MAX	((1L << 15) - 1)

#define PTR_DIGITS	16	/* hex digits of a 64-bit pointer */
#define ERR_TEXT	8	/* "(efault)": a NULL or bad pointer */
#define SYMBOL_MAX	665	/* KSYM_SYMBOL_LEN - 1 with KSYM_NAME_LEN 512 */
#define RESOURCE_MAX	74	/* resource_string()'s buffer, less its NUL */
#define IP6_SA_MAX	77	/* "[v6 with v4 tail]:port/flowinfo%scope" */
#define ERRNAME_MAX	22	/* "-ERESTART_RESTARTBLOCK" */
#define NAME_MAX_LEN	255	/* one dentry name component */
#define DISK_NAME_MAX	31	/* DISK_NAME_LEN - 1 */
#define TIME_MAX	125	/* six numbers of 20 digits and 5 separators */
#define HEX_BYTES_MAX	64	/* %ph prints at most 64 bytes */

/* One conversion, as parsed. */
struct conv {
	const char *start;	/* its '%' */
	const char *end;	/* just past it (and a %p extension) */
	int flags;
	long width;		/* -1: none */
	int width_arg;		/* an unknown '*' width: its argument, else -1 */
	long prec;		/* -1: none */
	int prec_arg;		/* an unknown '*' precision: its argument */
	int size;		/* integer conversions: bytes */
};

struct calc {
	const char *fmt;
	const struct fmt_arg *args;
	int nargs;
	int next;		/* the next argument to consume */
	long total;
	int unbounded;
	struct fmt_result *res;
};

static long max_l(long a, long b)
{
	return a > b ? a : b;
}

static long min_l(long a, long b)
{
	return a < b ? a : b;
}

static int is_digit(char c)
{
	return c >= '0' && c <= '9';
}

static int is_alnum(char c)
{
	return is_digit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

/* "argument 'dev->name'", or "argument #2" (counting from 1). */
static void describe_arg(const struct calc *c, int idx, char *out, size_t size)
{
	const char *text = idx >= 0 && idx < c->nargs ? c->args[idx].text : NULL;

	if (text && *text)
		snprintf(out, size, "argument '%.60s'", text);
	else
		snprintf(out, size, "argument #%d", idx + 1);
}

/* The conversion as written, for messages. */
static int conv_text_len(const struct conv *cv)
{
	return (int)min_l(cv->end - cv->start, 24);
}

/*
 * The output is unbounded because of argument @culprit: the first cause
 * found is the culprit; the others are named after it ("unbounded %s
 * (argument 'a') and %s (argument 'b')"), as long as they fit, so that a
 * reader checking the first does not stop there.
 */
static void mark_unbounded(struct calc *c, const struct conv *cv, int culprit,
		      const char *what)
{
	char arg[80], *why = c->res->why;
	size_t len = strlen(why);

	describe_arg(c, culprit, arg, sizeof(arg));
	if (c->unbounded && culprit == c->res->culprit)
		return;
	c->res->culprits++;
	if (c->unbounded) {
		if (len + 8 + conv_text_len(cv) + strlen(arg) + 3 +
		    strlen(what) < sizeof(c->res->why))
			snprintf(why + len, sizeof(c->res->why) - len,
				 " and %.*s%s%s (%s)", conv_text_len(cv),
				 cv->start, *what ? ": " : "", what, arg);
		return;
	}
	c->unbounded = 1;
	c->res->culprit = culprit;
	snprintf(why, sizeof(c->res->why), "unbounded %.*s%s%s (%s)",
		 conv_text_len(cv), cv->start, *what ? ": " : "", what, arg);
}

static int malformed(struct calc *c, const char *fmt, ...)
{
	va_list ap;

	c->res->max = FMT_UNBOUNDED;
	c->res->culprit = -1;
	va_start(ap, fmt);
	vsnprintf(c->res->why, sizeof(c->res->why), fmt, ap);
	va_end(ap);
	return -1;
}

/* The next argument, or -1 when the format wants more than were given. */
static int take_arg(struct calc *c, const struct conv *cv)
{
	if (c->next < c->nargs)
		return c->next++;
	malformed(c, "format needs more than the %d argument%s given (at offset %d)",
		  c->nargs, c->nargs == 1 ? "" : "s", (int)(cv->start - c->fmt));
	return -1;
}

static int valid_size(int size)
{
	return size == 1 || size == 2 || size == 4 || size == 8;
}

/*
 * The largest value a '*' argument (read as an int) can have, its
 * magnitude for a width; -1 when nothing bounds it.
 */
static long star_value(const struct fmt_arg *a, int is_width)
{
	long v, lo, hi;
	unsigned int u;

	if (a->kind != FMT_ARG_INT)
		return -1;
	if (a->known) {
		u = (unsigned int)(unsigned long long)a->value;
		v = u >= 0x80000000u ? (long)u - 0x100000000L : (long)u;
		lo = v;
		hi = v;
	} else if (a->bounded && a->most >= 0 && a->most <= 0x7fffffff) {
		/* Only ever set to a few widths ("fmt_size = 2" or 4). */
		lo = 0;
		hi = a->most;
	} else if (a->size_bytes == 1 || a->size_bytes == 2) {
		int bits = 8 * a->size_bytes;

		lo = a->is_signed ? -(1L << (bits - 1)) : 0;
		hi = a->is_signed ? (1L << (bits - 1)) - 1 : (1L << bits) - 1;
	} else {
		return -1;
	}
	if (is_width)
		return min_l(max_l(-lo, hi), WIDTH_MAX);
	return min_l(max_l(hi, 0), PREC_MAX);
}

/* A run of digits; saturates at @limit. */
static long parse_number(const char **p, long limit)
{
	long n = 0;

	while (is_digit(**p)) {
		if (n < limit)
			n = n * 10 + (**p - '0');
		(*p)++;
	}
	return min_l(n, limit);
}

static int ndigits(unsigned long long v, unsigned int base)
{
	int n = 1;

	while (v >= base) {
		v /= base;
		n++;
	}
	return n;
}

/* One integer's text: sign, prefix, digits padded to the precision. */
static long number_len(const struct conv *cv, unsigned int base, int sign,
		       unsigned long long mag, int negative)
{
	long n = max_l(ndigits(mag, base), cv->prec);

	if (negative || (sign && (cv->flags & (F_PLUS | F_SPACE))))
		n++;
	if (cv->flags & F_SPECIAL) {
		if (base == 16)
			n += 2;
		else if (base == 8 && mag)
			n++;
	}
	return n;
}

/*
 * An integer conversion of cv->size bytes, signed or not, of @a: the
 * widest of its most negative and its largest value.
 */
static long integer_len(const struct conv *cv, unsigned int base, int sign,
			const struct fmt_arg *a)
{
	int size = cv->size;
	unsigned long long mask = size == 8 ? ~0ULL : (1ULL << (8 * size)) - 1;
	unsigned long long top = mask >> 1;	/* largest signed value */
	unsigned long long pos = mask, neg = 0;
	long len;

	if (sign)
		pos = top;
	if (sign)
		neg = top + 1;
	if (a->kind == FMT_ARG_INT && a->known) {
		unsigned long long u = (unsigned long long)a->value & mask;

		if (sign && u > top) {
			neg = ((~u) & mask) + 1;
			return number_len(cv, base, sign, neg, 1);
		}
		return number_len(cv, base, sign, u, 0);
	}
	if (a->kind == FMT_ARG_INT && valid_size(a->size_bytes) &&
	    a->size_bytes < size) {
		int bits = 8 * a->size_bytes;

		if (!a->is_signed) {
			pos = (1ULL << bits) - 1;
			neg = 0;
		} else if (sign) {
			pos = (1ULL << (bits - 1)) - 1;
			neg = 1ULL << (bits - 1);
		}
		/* a signed value converted unsigned: -1 is the widest */
	}
	len = number_len(cv, base, sign, pos, 0);
	if (neg)
		len = max_l(len, number_len(cv, base, sign, neg, 1));
	return len;
}

/* %s: the string's bound, cut by the precision. */
static long string_len(struct calc *c, const struct conv *cv, int idx)
{
	const struct fmt_arg *a = &c->args[idx];
	long len = -1;

	if (a->kind == FMT_ARG_STRING && a->str_max >= 0)
		len = a->str_max;
	if (cv->prec >= 0)
		len = len < 0 ? cv->prec : min_l(len, cv->prec);
	if (len < 0) {
		if (cv->prec_arg >= 0)
			mark_unbounded(c, cv, idx, "precision '*' unknown");
		else
			mark_unbounded(c, cv, idx, "");
		return 0;
	}
	return len;
}

/* A hashed, raw or restricted pointer: hex digits of pointer width. */
static long pointer_len(const struct conv *cv)
{
	return max_l(PTR_DIGITS, cv->prec) + (cv->flags & F_SPECIAL ? 2 : 0);
}

/* Bitmaps (%*pb, %*pbl): the field width is the number of bits. */
static long bitmap_len(long bits, int list)
{
	long chunks, first;

	if (bits <= 0)
		return 0;
	if (list)	/* each bit at most a number and a separator */
		return bits * (ndigits(bits - 1, 10) + 1) - 1;
	chunks = (bits + 31) / 32;
	first = bits % 32 ? bits % 32 : 32;
	return (first + 3) / 4 + (chunks - 1) * 9;
}

/*
 * The bound of a %p extension, before padding to the field width; -1
 * when the extension is unbounded (@why says why).
 */
static long extension_len(const struct conv *cv,
			  const char *ext, int len, const char **why)
{
	char e1 = len > 1 ? ext[1] : 0;
	long n;

	*why = "";
	if (!len)
		return pointer_len(cv);
	switch (ext[0]) {
	case 'S':
	case 's':
	case 'B':
		return SYMBOL_MAX;
	case 'R':
	case 'r':
		return RESOURCE_MAX;
	case 'M':
		return 17;
	case 'm':
		return 12;
	case 'I':
	case 'i':
		if (e1 == '4')
			return 15;
		if (e1 == '6')
			return ext[0] == 'I' ? 39 : 32;
		if (e1 == 'S')
			return IP6_SA_MAX;
		*why = "unknown %pI/%pi variant";
		return -1;
	case 'U':
		return 36;
	case 'a':
		return 18;
	case 'N':
		return 18;
	case '4':
		return 31;
	case 'e':	/* a name, or a negative errno padded to the precision */
		return max_l(ERRNAME_MAX, 1 + cv->prec);
	case 'K':
	case 'x':
		return pointer_len(cv);
	case 'd':
	case 'D':
		n = e1 >= '2' && e1 <= '4' ? e1 - '0' : 1;
		return n * (NAME_MAX_LEN + 1) - 1;
	case 't':
		return TIME_MAX;
	case 'g':	/* the name and the partition number, each padded */
		return max_l(DISK_NAME_MAX, cv->width) + 1 +
		       max_l(max_l(3, cv->prec), cv->width);
	case 'h':
		if (cv->width_arg >= 0)
			n = HEX_BYTES_MAX;
		else
			n = cv->width < 0 ? 1 : min_l(cv->width, HEX_BYTES_MAX);
		if (!n)
			return 0;
		return e1 == 'N' ? 2 * n : 3 * n - 1;
	case 'b':
		if (cv->width_arg >= 0) {
			*why = "bitmap of unknown size";
			return -1;
		}
		return bitmap_len(cv->width, e1 == 'l');
	case 'E':
		if (cv->width_arg >= 0) {
			*why = "escaped buffer of unknown size";
			return -1;
		}
		return 4 * (cv->width < 0 ? 1 : cv->width);
	case 'V':
		*why = "nested struct va_format";
		return -1;
	case 'O':
		*why = "device node path or name";
		return -1;
	case 'f':
		*why = "fwnode path or name";
		return -1;
	case 'C':
		*why = "clock name";
		return -1;
	case 'G':
		*why = "list of flag names";
		return -1;
	case 'k':
	case 'u':
		*why = "kernel/user string";
		return -1;
	case 'A':
		*why = "Rust formatting";
		return -1;
	}
	*why = "unknown pointer extension";
	return -1;
}

/* %p and its extensions. */
static long pointer_conv(struct calc *c, const struct conv *cv, int idx,
			 const char *ext, int len)
{
	const char *why;
	long n;
	int width_is_length = len && (ext[0] == 'h' || ext[0] == 'b' ||
				      ext[0] == 'E');

	n = extension_len(cv, ext, len, &why);
	if (n < 0) {
		/* an unknown bitmap or buffer size is the width's fault */
		if (width_is_length && cv->width_arg >= 0)
			idx = cv->width_arg;
		mark_unbounded(c, cv, idx, why);
		return 0;
	}
	if (cv->width_arg >= 0 && !width_is_length) {
		mark_unbounded(c, cv, cv->width_arg, "field width '*' unknown");
		return 0;
	}
	if (cv->prec_arg >= 0 && (!len || ext[0] == 'K' || ext[0] == 'x' ||
				  ext[0] == 'g' || ext[0] == 'e')) {
		mark_unbounded(c, cv, cv->prec_arg, "precision '*' unknown");
		return 0;
	}
	/*
	 * A NULL or bad pointer prints "(null)"/"(efault)", padded to the
	 * width. Not for %ph, whose width is a byte count cut at 64: its
	 * buffer is taken to be valid, so that an unknown count stays
	 * bounded and a known one gives no more.
	 */
	if (len)
		n = max_l(n, ERR_TEXT);
	if (len && ext[0] == 'h')
		return n;
	return max_l(n, cv->width);
}

/*
 * Parses the conversion at @p (its '%') and adds its length; returns what
 * follows it, or NULL when the format is malformed.
 */
static const char *one_conversion(struct calc *c, const char *p)
{
	struct conv cv = { .start = p, .width = -1, .width_arg = -1,
			   .prec = -1, .prec_arg = -1, .size = 4 };
	const char *ext = NULL;
	int idx, ext_len = 0;
	long n = 0, v;
	unsigned int base = 10;
	int sign = 0;

	for (p++; ; p++) {
		if (*p == '-')
			cv.flags |= F_LEFT;
		else if (*p == '+')
			cv.flags |= F_PLUS;
		else if (*p == ' ')
			cv.flags |= F_SPACE;
		else if (*p == '#')
			cv.flags |= F_SPECIAL;
		else if (*p == '0')
			cv.flags |= F_ZEROPAD;
		else
			break;
	}
	if (is_digit(*p)) {
		cv.width = parse_number(&p, WIDTH_MAX);
	} else if (*p == '*') {
		p++;
		idx = take_arg(c, &cv);
		if (idx < 0)
			return NULL;
		v = star_value(&c->args[idx], 1);
		if (v < 0)
			cv.width_arg = idx;
		else
			cv.width = v;
	}
	if (*p == '.') {
		p++;
		if (is_digit(*p)) {
			cv.prec = parse_number(&p, PREC_MAX);
		} else if (*p == '*') {
			p++;
			idx = take_arg(c, &cv);
			if (idx < 0)
				return NULL;
			v = star_value(&c->args[idx], 0);
			if (v < 0)
				cv.prec_arg = idx;
			else
				cv.prec = v;
		}
	}
	if (*p == 'h') {
		cv.size = 2;
		if (*++p == 'h') {
			cv.size = 1;
			p++;
		}
	} else if (*p == 'l' || *p == 'L' || *p == 'z' || *p == 't') {
		cv.size = 8;
		if (*p++ == 'l' && *p == 'l')
			p++;
	}
	switch (*p) {
	case '%':
		cv.end = p + 1;
		c->total += 1;
		return p + 1;
	case 'c':
	case 's':
	case 'p':
	case 'd':
	case 'i':
	case 'u':
	case 'x':
	case 'X':
	case 'o':
		break;
	default:
		if (!*p)
			malformed(c, "format ends inside the conversion '%.*s'",
				  (int)min_l(p - cv.start, 24), cv.start);
		else
			malformed(c, "unsupported conversion '%.*s' at offset %d",
				  (int)min_l(p + 1 - cv.start, 24), cv.start,
				  (int)(cv.start - c->fmt));
		return NULL;
	}
	idx = take_arg(c, &cv);
	if (idx < 0)
		return NULL;
	cv.end = p + 1;
	if (*p == 'p') {
		ext = p + 1;
		while (is_alnum(ext[ext_len]))
			ext_len++;
		cv.end = ext + ext_len;
		n = pointer_conv(c, &cv, idx, ext, ext_len);
		c->total += n;
		return cv.end;
	}
	if (*p == 's') {
		n = string_len(c, &cv, idx);
	} else if (*p == 'c') {
		n = 1;
	} else {
		if (*p == 'o')
			base = 8;
		else if (*p == 'x' || *p == 'X')
			base = 16;
		sign = *p == 'd' || *p == 'i';
		if (cv.prec_arg >= 0) {
			mark_unbounded(c, &cv, cv.prec_arg, "precision '*' unknown");
			return cv.end;
		}
		n = integer_len(&cv, base, sign, &c->args[idx]);
	}
	if (cv.width_arg >= 0) {
		mark_unbounded(c, &cv, cv.width_arg, "field width '*' unknown");
		return cv.end;
	}
	c->total += max_l(n, cv.width);
	return cv.end;
}

int fmt_max_length(const char *fmt, const struct fmt_arg *args, int nargs,
		   struct fmt_result *res)
{
	struct calc c = { .fmt = fmt, .args = args, .nargs = nargs, .res = res };
	const char *p = fmt;

	res->max = 0;
	res->culprit = -1;
	res->culprits = 0;
	res->why[0] = '\0';
	if (!fmt)
		return malformed(&c, "no format string");
	while (*p) {
		if (*p != '%') {
			c.total++;
			p++;
			continue;
		}
		p = one_conversion(&c, p);
		if (!p)
			return -1;
	}
	res->max = c.unbounded ? FMT_UNBOUNDED : c.total;
	return 0;
}
