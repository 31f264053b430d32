/* SPDX-License-Identifier: MIT */
/*
 * The probes of sysfscheck --debug-analysis (checker/probe.h): a call of
 * one prints what an analysis concludes about its arguments at that
 * place. Declared variadic without a named parameter (sparse allows it,
 * with a warning that the checker keeps to itself), so that any argument
 * is passed as it is written; these files are for sysfscheck only.
 */
#ifndef SYSFSCHECK_PROBES_H
#define SYSFSCHECK_PROBES_H

/* expr.c, constant.c, expr-text.c */
void __sysfscheck_constant(...);
void __sysfscheck_equal(...);
void __sysfscheck_member(...);
void __sysfscheck_address(...);
void __sysfscheck_variable(...);
void __sysfscheck_roots(...);
void __sysfscheck_param(...);
void __sysfscheck_text(...);

/*
 * ir-value.c, ir-path.c, object.c, entries.c, summary.c (probe-ir.c).
 * __sysfscheck_summary(fn, ...) shows fn's summaries; the functions named
 * after it are only linearized, for fn's to read.
 */
void __sysfscheck_value(...);
void __sysfscheck_outcome(...);
void __sysfscheck_same(...);
void __sysfscheck_nonzero(...);
void __sysfscheck_paths(...);
void __sysfscheck_exits(...);
void __sysfscheck_object(...);
void __sysfscheck_same_object(...);
void __sysfscheck_entries(...);
void __sysfscheck_summary(...);

#endif
