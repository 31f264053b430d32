/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The shape of the inline that Linux 6.8 and later fortified headers make
 * of strscpy() (a stand-in: the test's headers are older).
 */
#include <linux/string.h>

static inline ssize_t sized_strscpy(char *p, const char *q, size_t size)
{
	size_t len = strnlen(q, size);

	len = len == size ? size : len + 1;
	memcpy(p, q, len);
	p[len - 1] = '\0';
	return len - 1;
}
