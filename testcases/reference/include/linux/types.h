/* SPDX-License-Identifier: MIT */
/*
 * Reference implementation: the kernel's basic types, as an x86_64 kernel
 * defines them. No libc header is used by the driver-facing headers, so a
 * driver sees only what the kernel would give it.
 */
#ifndef _LINUX_TYPES_H
#define _LINUX_TYPES_H

#include <linux/compiler.h>

typedef unsigned char u8;
typedef unsigned short u16;
typedef unsigned int u32;
typedef unsigned long long u64;
typedef signed char s8;
typedef short s16;
typedef int s32;
typedef long long s64;

typedef unsigned long size_t;
typedef long ssize_t;
typedef long long loff_t;
typedef unsigned short umode_t;
typedef unsigned int gfp_t;
typedef unsigned int dev_t;
#ifdef SYSFSREF_LEGACY_API
/* The 2.6 struct attribute carries a mode_t. */
typedef unsigned int mode_t;
#endif

typedef _Bool bool;
#define true 1
#define false 0

#ifndef NULL
#define NULL ((void *)0)
#endif

typedef struct {
	int counter;
} atomic_t;

struct list_head {
	struct list_head *next, *prev;
};

#endif
