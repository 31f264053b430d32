/* SPDX-License-Identifier: MIT */
/*
 * Conditions: what the tests of a function say at a place in it, as the
 * test expressions themselves, each with whether it holds or fails
 * there. They come from the branch of each if being walked (the test
 * holds in the first branch, fails in the second) and from each
 * "if (test) return ...;" passed earlier in an enclosing block (the test
 * failed, or the function would have left). A fact is forgotten when
 * something it reads may change: a store to a variable it reads, a store
 * through a pointer when it reads memory (a member, a global, a local
 * whose address is taken), and every fact at a label or a case, where
 * other paths join.
 *
 * A walk over the function (a check's own) tells the module what it
 * passes with the cond_*() calls below; conditions_at() makes those same
 * calls along the statements that lead to one place.
 */
#ifndef CONDITIONS_H
#define CONDITIONS_H

#include "expression.h"
#include "parse.h"
#include "symbol.h"

struct cond_fact {
	struct expression *test;
	int holds;		/* 1: the test is true here; 0: false */
	int branch;		/* from an enclosing if's branch */
	struct symbol_list *reads;	/* the variables it reads */
	int reads_memory;	/* also anything a store through a pointer changes */
};

struct conditions {
	struct symbol *fn;
	struct cond_fact *facts;
	int n, cap;
};

void cond_begin(struct conditions *c, struct symbol *fn);
void cond_end(struct conditions *c);

/* What holds now can be put back: at the end of a block, a branch. */
int cond_mark(struct conditions *c);
void cond_restore(struct conditions *c, int mark);

/* Entering a branch of an if: its test holds (@holds) or fails. */
void cond_branch(struct conditions *c, struct expression *test, int holds);
/* After @stmt in a block: "if (test) leave;" leaves the test failed. */
void cond_after(struct conditions *c, struct statement *stmt);
/* @e stores (an assignment, ++ or --): what it may change is forgotten. */
void cond_store(struct conditions *c, struct expression *e);
/* Every store anywhere in @stmt (a loop about to run again). */
void cond_stores_in(struct conditions *c, struct statement *stmt);
/* A label or a case: other paths join. */
void cond_join(struct conditions *c);

/*
 * Does @stmt always leave the block it is in (return, goto, break)? A
 * goto to @cont (a loop's "continue") does not leave the loop.
 */
int stmt_leaves(struct statement *stmt, struct symbol *cont);

/*
 * A variable @test compares with a constant and the most it holds where
 * @test holds (@holds: "var < K" gives K - 1, so does "var < K && x")
 * or fails ("var >= K": K - 1, so does "var >= K || x"); NULL for any
 * other test.
 */
struct symbol *test_upper_bound(struct expression *test, int holds,
				long long *most);
/* The same for any expression compared (a member: "c->len >= K"). */
struct expression *test_upper_operand(struct expression *test, int holds,
				      long long *most);

/*
 * The test of the innermost if holding the statement @path ends with
 * (outermost first), with the branch that holds it in @holds (1: the
 * first, 0: the else); NULL when no if holds it.
 */
struct expression *cond_innermost_test(struct statement_list *path,
				       int *holds);

/* The conditions at the statement @path ends with (outermost first). */
void conditions_at(struct conditions *c, struct symbol *fn,
		   struct statement_list *path);

/* Is @e tested by the test of an if whose branch holds it? */
int cond_tests(struct conditions *c, struct expression *e);
/* Is @e negative here ("e < 0" holds, "e >= 0" failed)? */
int cond_negative(struct conditions *c, struct expression *e);
/*
 * The most variable @var holds here, from a test against a constant
 * ("var < K" holds, "var >= K" failed): 1 and @most set, or 0.
 */
int cond_upper_bound(struct conditions *c, struct symbol *var,
		     long long *most);

#endif
