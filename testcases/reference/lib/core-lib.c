// SPDX-License-Identifier: MIT
/*
 * The kernel library functions drivers call: memory (AddressSanitizer's
 * heap underneath), printk, the kstrto*() parsers and the bounded
 * formatters. The C library provides sprintf() and friends themselves.
 */
#include "core.h"

/* The C library's allocator: no libc header in this half. */
void *malloc(size_t size);
void *calloc(size_t n, size_t size);
void *realloc(void *p, size_t size);
void free(void *p);

void *kmalloc(size_t size, gfp_t flags)
{
	return (flags & __GFP_ZERO) ? calloc(1, size ? size : 1) :
				      malloc(size ? size : 1);
}

void *kzalloc(size_t size, gfp_t flags)
{
	return calloc(1, size ? size : 1);
}

void *kcalloc(size_t n, size_t size, gfp_t flags)
{
	return calloc(n ? n : 1, size ? size : 1);
}

void *krealloc(const void *p, size_t size, gfp_t flags)
{
	return realloc((void *)p, size ? size : 1);
}

size_t malloc_usable_size(void *p);

void kfree(const void *p)
{
#ifndef SYSFSREF_LEGACY_API
	if (p)
		ref_kfree_check(p, malloc_usable_size((void *)p));
#endif
	free((void *)p);
}

char *kstrdup(const char *s, gfp_t gfp)
{
	size_t len;
	char *p;

	if (!s)
		return NULL;
	len = strlen(s) + 1;
	p = malloc(len);
	memcpy(p, s, len);
	return p;
}

int printk(const char *fmt, ...)
{
	va_list args;

	/* "<3>" and friends: the level is not shown. */
	if (fmt[0] == '<' && fmt[1] && fmt[2] == '>')
		fmt += 3;
	va_start(args, fmt);
	ref_vlog(fmt, args);
	va_end(args);
	return 0;
}

void sysfsref_warn(const char *file, int line, const char *cond)
{
	pr_warn("WARNING: %s:%d: %s\n", file, line, cond);
}

int vscnprintf(char *buf, size_t size, const char *fmt, va_list args)
{
	int len;

	if (!size)
		return 0;
	len = vsnprintf(buf, size, fmt, args);
	if (len < 0)
		return 0;
	return (size_t)len < size ? len : (int)(size - 1);
}

int scnprintf(char *buf, size_t size, const char *fmt, ...)
{
	va_list args;
	int len;

	va_start(args, fmt);
	len = vscnprintf(buf, size, fmt, args);
	va_end(args);
	return len;
}

ssize_t strscpy(char *dest, const char *src, size_t size)
{
	size_t len;

	if (!size)
		return -E2BIG;
	len = strnlen(src, size);
	if (len == size) {
		memcpy(dest, src, size - 1);
		dest[size - 1] = '\0';
		return -E2BIG;
	}
	memcpy(dest, src, len + 1);
	return len;
}

static int is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' ||
	       c == '\f';
}

char *strim(char *s)
{
	size_t len = strlen(s);

	while (len && is_space(s[len - 1]))
		s[--len] = '\0';
	while (is_space(*s))
		s++;
	return s;
}

bool sysfs_streq(const char *a, const char *b)
{
	while (*a && *a == *b) {
		a++;
		b++;
	}
	if (*a == *b)
		return true;
	if (!*a && *b == '\n' && !b[1])
		return true;
	if (*a == '\n' && !a[1] && !*b)
		return true;
	return false;
}

static int digit_value(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'z')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'Z')
		return c - 'A' + 10;
	return 99;
}

/* Base 0 guesses from the prefix, as the kernel does. */
static const char *base_prefix(const char *s, unsigned int *base)
{
	if (*base == 0) {
		if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X') &&
		    digit_value(s[2]) < 16) {
			*base = 16;
			return s + 2;
		}
		*base = s[0] == '0' ? 8 : 10;
		return s;
	}
	if (*base == 16 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X'))
		return s + 2;
	return s;
}

/*
 * The whole string must be the number, with at most one newline after it:
 * 0, -EINVAL, or -ERANGE on overflow.
 */
int kstrtoull(const char *s, unsigned int base, unsigned long long *res)
{
	unsigned long long value = 0;
	const char *p;
	int digits = 0;

	if (*s == '+')
		s++;
	p = base_prefix(s, &base);
	for (; digit_value(*p) < (int)base; p++, digits++) {
		unsigned int d = digit_value(*p);

		if (value > (~0ULL - d) / base)
			return -ERANGE;
		value = value * base + d;
	}
	if (!digits)
		return -EINVAL;
	if (*p == '\n')
		p++;
	if (*p)
		return -EINVAL;
	*res = value;
	return 0;
}

int kstrtoll(const char *s, unsigned int base, long long *res)
{
	unsigned long long value;
	int err;

	if (*s == '-') {
		err = kstrtoull(s + 1, base, &value);
		if (err)
			return err;
		if (value > (1ULL << 63))
			return -ERANGE;
		*res = -(long long)value;
		return 0;
	}
	err = kstrtoull(s, base, &value);
	if (err)
		return err;
	if (value > (unsigned long long)((1ULL << 63) - 1))
		return -ERANGE;
	*res = value;
	return 0;
}

static int kstrto_unsigned(const char *s, unsigned int base,
			   unsigned long long max, unsigned long long *res)
{
	int err = kstrtoull(s, base, res);

	if (err)
		return err;
	return *res > max ? -ERANGE : 0;
}

static int kstrto_signed(const char *s, unsigned int base, long long min,
			 long long max, long long *res)
{
	int err = kstrtoll(s, base, res);

	if (err)
		return err;
	return *res < min || *res > max ? -ERANGE : 0;
}

int kstrtoul(const char *s, unsigned int base, unsigned long *res)
{
	unsigned long long v;
	int err = kstrto_unsigned(s, base, ~0UL, &v);

	if (!err)
		*res = v;
	return err;
}

int kstrtouint(const char *s, unsigned int base, unsigned int *res)
{
	unsigned long long v;
	int err = kstrto_unsigned(s, base, 0xffffffffULL, &v);

	if (!err)
		*res = v;
	return err;
}

int kstrtou16(const char *s, unsigned int base, u16 *res)
{
	unsigned long long v;
	int err = kstrto_unsigned(s, base, 0xffffULL, &v);

	if (!err)
		*res = v;
	return err;
}

int kstrtou8(const char *s, unsigned int base, u8 *res)
{
	unsigned long long v;
	int err = kstrto_unsigned(s, base, 0xffULL, &v);

	if (!err)
		*res = v;
	return err;
}

int kstrtol(const char *s, unsigned int base, long *res)
{
	long long v;
	int err = kstrtoll(s, base, &v);

	if (!err)
		*res = v;
	return err;
}

int kstrtoint(const char *s, unsigned int base, int *res)
{
	long long v;
	int err = kstrto_signed(s, base, -2147483648LL, 2147483647LL, &v);

	if (!err)
		*res = v;
	return err;
}

int kstrtobool(const char *s, bool *res)
{
	if (!s)
		return -EINVAL;
	switch (s[0]) {
	case 'y': case 'Y': case 't': case 'T': case '1':
		*res = true;
		return 0;
	case 'n': case 'N': case 'f': case 'F': case '0':
		*res = false;
		return 0;
	case 'o': case 'O':
		if (s[1] == 'n' || s[1] == 'N') {
			*res = true;
			return 0;
		}
		if (s[1] == 'f' || s[1] == 'F') {
			*res = false;
			return 0;
		}
		break;
	}
	return -EINVAL;
}

unsigned long simple_strtoul(const char *cp, char **endp, unsigned int base)
{
	unsigned long value = 0;

	cp = base_prefix(cp, &base);
	while (digit_value(*cp) < (int)base)
		value = value * base + digit_value(*cp++);
	if (endp)
		*endp = (char *)cp;
	return value;
}

long simple_strtol(const char *cp, char **endp, unsigned int base)
{
	if (*cp == '-')
		return -(long)simple_strtoul(cp + 1, endp, base);
	return simple_strtoul(cp, endp, base);
}
