/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A header's inline wrapper of warn-alias-as-written.c, as fortify wraps
 * strnlen(): it calls the original by another name, linked as the
 * wrapper's own.
 */
extern size_t __real_text_len(const char *p, size_t max) __asm__("text_len");
void text_len_overread(size_t size, size_t len);

static __always_inline size_t text_len(const char *p, size_t max)
{
	size_t size = __builtin_object_size(p, 1);
	size_t len = __real_text_len(p, max < size ? max : size);

	if (size <= len && max != len)
		text_len_overread(size, len + 1);
	return len;
}
