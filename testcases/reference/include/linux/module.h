/* SPDX-License-Identifier: MIT */
/* Reference implementation: what a module declares about itself. */
#ifndef _LINUX_MODULE_H
#define _LINUX_MODULE_H

#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/kobject.h>
#include <linux/stat.h>
#include <linux/types.h>

struct module {
	const char *name;
};

extern struct module __this_module;
#define THIS_MODULE (&__this_module)

#define MODULE_INFO(tag, info)
#define MODULE_LICENSE(license)
#define MODULE_AUTHOR(author)
#define MODULE_DESCRIPTION(text)
#define MODULE_VERSION(version)
#define MODULE_ALIAS(alias)

#endif
