/* SPDX-License-Identifier: MIT */
/*
 * Memory for the reporter's own data (findings, source text, JSON),
 * outside sparse's allocators: allocation that ends the run with status 2
 * when memory runs out, string copies, and a whole stream read into one
 * NUL-terminated buffer.
 */
#ifndef BUFFER_H
#define BUFFER_H

#include <stddef.h>
#include <stdio.h>

void *xrealloc(void *p, size_t size);

/* A copy of @s (NULL for NULL), of @n bytes of @s. */
char *string_copy(const char *s);
char *string_copy_n(const char *s, size_t n);

/* All of @f, NUL-terminated, its length in @size; NULL on a read error. */
char *read_stream(FILE *f, size_t *size);

#endif
