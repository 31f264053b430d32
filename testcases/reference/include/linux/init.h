/* SPDX-License-Identifier: MIT */
/*
 * Reference implementation: module entry points. As for a loadable module,
 * module_init() makes the function the module's init_module() (which
 * sysfsref calls on "load") and module_exit() its cleanup_module() (on
 * "unload"). The __inittest()/__exittest() functions let the compiler, and
 * static checkers, see which function each one names.
 */
#ifndef _LINUX_INIT_H
#define _LINUX_INIT_H

#include <linux/compiler.h>

#define __init
#define __exit
#define __initdata
#define __exitdata

typedef int (*initcall_t)(void);
typedef void (*exitcall_t)(void);

#define module_init(initfn)						\
	static inline initcall_t __maybe_unused __inittest(void)	\
	{ return initfn; }						\
	int init_module(void) __alias(initfn)

#define module_exit(exitfn)						\
	static inline exitcall_t __maybe_unused __exittest(void)	\
	{ return exitfn; }						\
	void cleanup_module(void) __alias(exitfn)

#endif
