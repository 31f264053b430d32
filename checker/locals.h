/* SPDX-License-Identifier: MIT */
/*
 * Locals: what a function's local variables and parameters are given.
 * For each one, every value assigned to it in the body (its initializer
 * and each assignment, in the order of the source), whether its address
 * is taken (then anything may be stored through it) and whether ++ or --
 * change it; and, at a given expression, which of those assignments can
 * reach it along the paths of the function (reaching definitions on the
 * tree).
 */
#ifndef LOCALS_H
#define LOCALS_H

#include "expression.h"
#include "parse.h"
#include "symbol.h"

struct local {
	struct symbol *sym;
	/* The initializer, then each assignment expression ("x = v", "x += v"). */
	struct expression_list *values;
	int uses, derefs;	/* mentions, and reads of its value */
	int modified;		/* incremented or decremented */
	/* Set by an analysis following its values, against cycles. */
	int visiting;
};

/* Is the local's address taken (mentioned other than read)? */
static inline int local_address_taken(const struct local *l)
{
	return l->uses > l->derefs;
}

struct locals;

/* The locals of @fn, gathered once per file. */
struct locals *locals_of(struct symbol *fn);
/* The entry of local or parameter @sym of @fn's locals, or NULL. */
struct local *local_find(struct locals *locals, struct symbol *sym);
/* The same, from the function: local_find(locals_of(fn), sym). */
struct local *local_of(struct symbol *fn, struct symbol *sym);
/* Every entry, in the order they were met. */
int locals_count(struct locals *locals);
struct local *locals_nth(struct locals *locals, int n);

/*
 * Does @e store (assignment, ++, --)? @target is then the variable it
 * stores into, or NULL for anything else (a member, through a pointer).
 */
int expr_store_target(struct expression *e, struct symbol **target);
/* How many stores into @var @stmt and @e hold. */
int stores_in(struct symbol *var, struct statement *stmt,
	      struct expression *e);

/*
 * The values @var holds where expression @at runs in @fn: the last
 * assignments to it on the paths that reach @at, walked in the order of
 * the source. A path through a label or a case, or around a loop that
 * changes @var, gives a value not known; paths that leave by goto,
 * break, continue or return reach nothing after them. Returns 1 with
 * @values filled when @at is reached and every value there is known.
 */
int local_reaching_values(struct symbol *fn, struct symbol *var,
			  struct expression *at,
			  struct expression_list **values);

#endif
