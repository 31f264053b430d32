/* SPDX-License-Identifier: MIT */
/*
 * Reference implementation: kernel memory, from AddressSanitizer's heap, so
 * use after kfree() and overruns of kmalloc()ed buffers are caught.
 */
#ifndef _LINUX_SLAB_H
#define _LINUX_SLAB_H

#include <linux/types.h>

#define GFP_KERNEL	0x1u
#define GFP_ATOMIC	0x2u
#define __GFP_ZERO	0x100u

void *kmalloc(size_t size, gfp_t flags);
void *kzalloc(size_t size, gfp_t flags);
void *kcalloc(size_t n, size_t size, gfp_t flags);
void *krealloc(const void *p, size_t size, gfp_t flags);
void kfree(const void *p);

#endif
