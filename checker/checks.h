/* SPDX-License-Identifier: MIT */
/*
 * The checks and the hooks through which the driver (sysfscheck.c) runs
 * them. A check fills in the hooks it needs and leaves the others NULL.
 */
#ifndef CHECKS_H
#define CHECKS_H

#include "lib.h"
#include "symbol.h"

struct sysfs_index;
struct sysfs_data;
struct entrypoint;

struct sysfs_check {
	const char *name;	/* "sysfs-attr-terminator": the -W name */
	const char *summary;	/* one line for --list-checks */
	int default_on;
	/* Its findings are notes: limits of the analysis, not defects. */
	int note;

	/* Once the file's index is built. */
	void (*file_begin)(struct sysfs_index *idx);
	/* Each variable with an initializer, file-scope or local. */
	void (*data)(struct sysfs_index *idx, struct sysfs_data *data);
	/* Each function body, after evaluation and before expansion. */
	void (*function)(struct sysfs_index *idx, struct symbol *fn);
	/*
	 * Linearized code: functions for which some check's wants_ir()
	 * says yes are expanded and linearized once, after every AST hook,
	 * handed to function_ir() and kept for index_ir().
	 */
	int (*wants_ir)(struct sysfs_index *idx, struct symbol *fn);
	void (*function_ir)(struct sysfs_index *idx, struct symbol *fn,
			    struct entrypoint *ep);
	/* After everything else. */
	void (*file_end)(struct sysfs_index *idx);
};

/* Each check, defined in its check-<name>.c. */
extern const struct sysfs_check check_attr_terminator;
extern const struct sysfs_check check_bin_default;
extern const struct sysfs_check check_show_bound;
extern const struct sysfs_check check_store_return;
extern const struct sysfs_check check_store_input;
extern const struct sysfs_check check_leak;
extern const struct sysfs_check check_attr_mode;
extern const struct sysfs_check check_ktype_release;
extern const struct sysfs_check check_incomplete;
/* Defined in suppress.c: findings about the inline suppressions. */
extern const struct sysfs_check check_unused_suppression;

/* All checks, NULL-terminated, in the order --list-checks shows them. */
extern const struct sysfs_check *const sysfs_checks[];

const struct sysfs_check *check_by_name(const char *name);
int check_enabled(const struct sysfs_check *check);
void check_enable(const struct sysfs_check *check, int on);

/* The check whose name is within two typos of @name, or NULL. */
const char *check_suggest(const char *name);

#endif
