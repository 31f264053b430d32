/* SPDX-License-Identifier: MIT */
/*
 * Loops: the shape of a loop statement (the variable that counts its
 * turns, where it starts, what each turn adds to it) and the most times
 * it runs: bounded by a constant, a local or a member only ever set to
 * constants ("for (i = 0; i < ARRAY_SIZE(x); i++)", "while (i < n)"), a
 * count down to a constant, the NULL entry of a constant table ("for (i =
 * 0; names[i]; i++)"), a bit search that only moves forward
 * (for_each_set_bit()), a counter indexing an array each turn, a value
 * divided by a constant each turn until it is 0 ("while (v) v /= 10;",
 * also a do-while and a value kept below such a divisor: "frac %= denom").
 */
#ifndef LOOPS_H
#define LOOPS_H

#include "parse.h"
#include "symbol.h"

/* The most times loop @loop of function @fn runs, or -1. */
long long loop_trips(struct symbol *fn, struct statement *loop);
/*
 * The same where @conds holds on entering the loop (a clamp passed: "if
 * (count > PAGE_SIZE) count = PAGE_SIZE;"), also counting a counter that
 * indexes an array in every turn ("while (i--) p(cs[i]);": at most as
 * many turns as the array has entries). @ranged is set when the count is
 * the most a value can be (its type, a test, the values it is set to),
 * not a constant of the loop itself: the loop may run fewer times.
 */
struct conditions;
long long loop_trips_where(struct symbol *fn, struct statement *loop,
			   struct conditions *conds, int *ranged);

/*
 * What a loop's step @post adds to @var each turn: K for "i++" or
 * "i += K", -K for "i--" or "i -= K" (K a positive constant), 0 for
 * anything else.
 */
long long loop_step(struct statement *post, struct symbol *var);

/* Does @body go to @cont, the loop's "continue" label? */
int loop_continues(struct statement *body, struct symbol *cont);
/* Does @body hold a label (a goto may run part of a turn again)? */
int stmt_has_label(struct statement *body);

#endif
