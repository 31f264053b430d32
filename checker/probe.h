/* SPDX-License-Identifier: MIT */
/*
 * Probes: what the analyses concluded, printed where a test asks. Under
 * --debug-analysis a call of a function named __sysfscheck_<name> in the
 * file analysed is a probe: the row <name> of a probe table is given the
 * call and prints what its analysis says there, as
 *
 *	file:line:col: warning: TEXT [sysfs-analysis]
 *
 * on standard error (never standard output, which carries JSON and
 * SARIF), after the file's findings. Test cases under testcases/analysis/
 * expect them with the annotations of the checks' cases:
 *
 *	__sysfscheck_constant(PAGE_SIZE - 1);	// warn: sysfs-analysis "constant: 4095"
 *
 * A row answers on the evaluated tree (ast) or on the linearized
 * function (ir); a function holding a probe with an ir row is linearized.
 */
#ifndef PROBE_H
#define PROBE_H

#include "lib.h"

struct sysfs_index;
struct symbol;
struct expression;
struct statement;
struct statement_list;
struct instruction;
struct entrypoint;

struct probe_site {
	struct sysfs_index *idx;
	struct symbol *fn;		/* the function holding the probe */
	/* ast rows: */
	struct expression *call;	/* the probe's call */
	/* The statements holding it, outermost (the body) first. */
	struct statement_list *path;
	/* ir rows: */
	struct instruction *insn;	/* the OP_CALL */
	struct entrypoint *ep;
};

struct probe {
	const char *name;		/* "bound" for __sysfscheck_bound() */
	void (*ast)(const struct probe_site *site);
	void (*ir)(const struct probe_site *site);
	/* The functions the arguments name are linearized too. */
	int ir_arg;
};

/* The rows: each table ends with a row without a name. */
extern const struct probe ast_probes[];	/* probe-ast.c */
extern const struct probe ir_probes[];		/* probe-ir.c */

/* Print TEXT for the probe at @site. */
void probe_report(const struct probe_site *site, const char *fmt, ...)
	FORMAT_ATTR(2);

/* Argument @n of an ast probe's call, its casts stripped. */
struct expression *probe_arg(const struct probe_site *site, int n);

/* The pass that finds the probes (run only under --debug-analysis). */
extern const struct sysfs_check probe_check;
/* Print what the probes of the file said (after sparse's capture). */
void probe_flush(struct sysfs_index *idx);

#endif
