/* SPDX-License-Identifier: MIT */
/* Reference implementation: annotations drivers use, with no effect here. */
#ifndef _LINUX_COMPILER_H
#define _LINUX_COMPILER_H

#ifdef __CHECKER__
#define __user		__attribute__((noderef, address_space(__user)))
#else
#define __user
#endif
#define __must_check	__attribute__((warn_unused_result))
#define __maybe_unused	__attribute__((unused))
#define __always_unused	__attribute__((unused))
#define __printf(a, b)	__attribute__((format(printf, a, b)))
#define __read_mostly
#define __weak		__attribute__((weak))
#define __alias(sym)	__attribute__((alias(#sym)))
#define likely(x)	__builtin_expect(!!(x), 1)
#define unlikely(x)	__builtin_expect(!!(x), 0)

#define __stringify_1(x)	#x
#define __stringify(x)		__stringify_1(x)

#endif
