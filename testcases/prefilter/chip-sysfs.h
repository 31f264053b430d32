/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The driver's sysfs plumbing, behind macros: the .c file that uses them
 * names none of the API itself.
 */
#ifndef CHIP_SYSFS_H
#define CHIP_SYSFS_H
#include "../cli/mini-sysfs.h"

#define CHIP_ENTRY(n) static struct attribute n = { .name = #n, .mode = 0444 }
#define CHIP_LIST(n, ...) static struct attribute *n[] = { __VA_ARGS__ }
#define CHIP_PUBLISH(k, l) sysfs_create_files(k, (const struct attribute * const *)l)
typedef struct kobject chip_obj;
#endif
