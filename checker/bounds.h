/* SPDX-License-Identifier: MIT */
/*
 * Bounds: the most an expression of a function can be worth.
 *
 *   string_bound()	the longest string a char pointer can point to: a
 *			literal, a char array (a variable, a member, a row
 *			of a table), a table of literals indexed at run
 *			time, a local or a member only ever set to such
 *			strings (also through the local's address, by a
 *			function of the file: "name_of(id, &name)"), what
 *			a function of the file returns, what the file's
 *			calls pass to a parameter;
 *   int_bound()	the largest value of an integer: a constant,
 *			"x & 0xff", "x % 16", a narrow type it went
 *			through, a local or a member only ever set to such
 *			values;
 *   table_first_null()	where the NULL entry of a table of pointers is.
 *
 * What a function returns and what it is passed are summaries, worked
 * out once per file and function in summary.c's cache.
 *
 * @fn is the function @e is in, whose locals it reads (NULL: a
 * file-scope initializer; then no local is followed). The values the
 * file stores in struct members are member-values.h's.
 */
#ifndef BOUNDS_H
#define BOUNDS_H

#include "expression.h"
#include "symbol.h"

/* A length that nothing the file shows limits. */
#define UNBOUNDED (-2L)
/* vsnprintf() prints NULL as "(null)". */
#define NULL_TEXT_LENGTH 6

/* The most characters (the NUL not counted) @e points to, or UNBOUNDED. */
long string_bound(struct symbol *fn, struct expression *e);
/* The same, NULL counted as the "(null)" that printf() prints for it. */
long string_or_null_bound(struct symbol *fn, struct expression *e);
/* The longest string of table @table of literals, or UNBOUNDED. */
long string_table_bound(struct symbol *fn, struct symbol *table);

/* The largest value @e can have: 1 and @most set, or 0. */
int int_bound(struct symbol *fn, struct expression *e, long long *most);
/*
 * The same, with @ranged set when the bound is the range of a type, a
 * mask or a modulo ("(u8)x", "x & 0xff"), which the value may never
 * reach, rather than a value @e is set to.
 */
int int_bound_ranged(struct symbol *fn, struct expression *e,
		     long long *most, int *ranged);

/*
 * The index of the first NULL entry of table @table at or after @start
 * (entries not initialised are NULL), or -1 when it has none there or
 * its entries can change: they must be const, or the table a local of
 * @fn that @fn never stores into nor passes on.
 */
long long table_first_null(struct symbol *fn, struct symbol *table,
			   long long start);

/*
 * The body of function @fn, evaluated: a static inline function of the
 * file or of a header that sparse only inlined into its callers is
 * evaluated as sparse does the others. NULL without a body.
 */
struct statement *inline_body(struct symbol *fn);

/*
 * Summaries (summary.h): the longest string a function returns; the
 * longest string the file's calls pass to each parameter of a function.
 */
extern const struct summary_kind summary_returned_string;
extern const struct summary_kind summary_param_strings;
/* The longest string a function stores through each "char **" parameter. */
extern const struct summary_kind summary_stored_strings;

#endif
