// SPDX-License-Identifier: MIT
#include <stdlib.h>
#include <string.h>

#include "buffer.h"

void *xrealloc(void *p, size_t size)
{
	p = realloc(p, size ? size : 1);
	if (!p) {
		fputs("sysfscheck: error: out of memory\n", stderr);
		exit(2);
	}
	return p;
}

char *string_copy_n(const char *s, size_t n)
{
	char *copy = xrealloc(NULL, n + 1);

	memcpy(copy, s, n);
	copy[n] = '\0';
	return copy;
}

char *string_copy(const char *s)
{
	return s ? string_copy_n(s, strlen(s)) : NULL;
}

char *read_stream(FILE *f, size_t *size)
{
	char *text = NULL;
	size_t cap = 0, n = 0, got;

	do {
		if (n + 4096 + 1 > cap) {
			cap = (n + 4096 + 1) * 2;
			text = xrealloc(text, cap);
		}
		got = fread(text + n, 1, cap - n - 1, f);
		n += got;
	} while (got > 0);
	if (ferror(f)) {
		free(text);
		return NULL;
	}
	text[n] = '\0';
	*size = n;
	return text;
}
