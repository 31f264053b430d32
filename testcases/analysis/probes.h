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

/* locals.c */
void __sysfscheck_value(...);
void __sysfscheck_assigned(...);

/* conditions.c */
void __sysfscheck_conditions(...);
void __sysfscheck_upper(...);
void __sysfscheck_negative(...);
void __sysfscheck_tested(...);
void __sysfscheck_guard(...);

/* bounds.c, member-values.c, loops.c, write-length.c */
void __sysfscheck_bound(...);
void __sysfscheck_trips(...);
void __sysfscheck_length(...);

/*
 * ir-value.c, ir-path.c, returns.c, object.c, entries.c, summary.c
 * (probe-ir.c).
 * __sysfscheck_summary(fn, ...) shows fn's summaries, or only the kinds
 * named by string arguments ("returns"); the functions named after fn are
 * only linearized, for fn's summaries to read.
 */
void __sysfscheck_ir_value(...);
void __sysfscheck_outcome(...);
void __sysfscheck_same(...);
void __sysfscheck_nonzero(...);
void __sysfscheck_written_before(...);
void __sysfscheck_paths(...);
void __sysfscheck_exits(...);
void __sysfscheck_returns(...);
void __sysfscheck_object(...);
void __sysfscheck_same_object(...);
void __sysfscheck_entries(...);
void __sysfscheck_summary(...);

#endif
