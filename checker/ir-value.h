/* SPDX-License-Identifier: MIT */
/*
 * What a pseudo of sparse's linearized code can be, along one path through
 * a function: a constant, one of the function's parameters plus a
 * constant, a pointer into or a length consumed from a parameter buffer,
 * the result of a call plus a constant, or unknown.
 *
 * A path is a list of basic blocks (ir-path.h walks them). The branches
 * taken on it are facts of two sorts:
 *  - intervals: "%r3 == 0", "%r7 < 0" kept as the values a pseudo can
 *    have, and whether it is non-zero;
 *  - outcomes: whether a value reports a failure (non-zero, negative,
 *    IS_ERR()) or success, kept per value rather than per pseudo, so that
 *    two loads of one member or two calls of one function of the file
 *    with the same arguments are taken the same way. A pointer's outcome
 *    is whether it is an error pointer; whether it is NULL is kept beside
 *    it, as a valid pointer is non-zero too.
 * A phi takes the source of the block the path came from; a select or a
 * comparison the facts do not decide asks the caller to fork the path on
 * its condition.
 */
#ifndef IR_VALUE_H
#define IR_VALUE_H

#include "linearize.h"

#define IRV_MAX_FACTS		128
#define IRV_MAX_OUTCOMES	64
/* Blocks on one path (ir-path.h's walks stop there). */
#define IRV_MAX_BLOCKS		512

/* What the path knows about a pseudo: lo <= value <= hi, maybe != 0. */
struct irv_fact {
	pseudo_t pseudo;
	long long lo, hi;
	int nonzero;
};

enum irv_outcome {
	IRV_UNDECIDED = -1,
	IRV_SUCCEEDED,		/* zero, not an error pointer */
	IRV_FAILED,		/* non-zero, negative, an error pointer */
};

/* What a test of a pointer against NULL says, apart from its outcome. */
enum irv_null {
	IRV_NULL_UNKNOWN = 0,
	IRV_NULL,
	IRV_NOT_NULL,
};

struct irv_outcome_fact {
	pseudo_t value;
	enum irv_outcome outcome;
	enum irv_null null;	/* pointers only */
	int not_negative;	/* tested ">= 0": a status is 0 */
};

/* A phi source a forward walk passed, and the last place of the input before it. */
struct irv_passed {
	struct instruction *phisrc;
	struct position pos;
};

struct irv_path {
	struct basic_block **blocks;	/* entry (or start) first */
	int nr_blocks;
	struct irv_fact facts[IRV_MAX_FACTS];
	int nr_facts;
	/* A branch's fact found no room: the path knows less than it took. */
	int facts_lost;
	int infeasible;		/* the facts contradict each other */
	pseudo_t fork;		/* a condition the facts do not decide */
	/* The phi sources named "return" the evaluation went through. */
	struct instruction *phisrc[8];
	int nr_phisrc;
	struct irv_outcome_fact outcomes[IRV_MAX_OUTCOMES];
	int nr_outcomes;
	/* Outcomes of @hidden learnt before outcome @hidden_from are forgotten. */
	pseudo_t hidden;
	int hidden_from;
	/* Forward walks: the phi sources passed, in order. */
	struct irv_passed *passed;
	int nr_passed;
};

enum irv_kind {
	IRV_UNKNOWN = 0,
	IRV_CONST,		/* value */
	IRV_ARG,		/* parameter arg + value */
	IRV_BUFPTR,		/* a pointer into parameter arg */
	IRV_CONSUMED,		/* a pointer difference inside parameter arg, + value */
	IRV_CALL,		/* the result of call + value */
};

struct irv {
	enum irv_kind kind;
	long long value;
	int arg;			/* parameter number, from 1 */
	struct instruction *call;	/* IRV_CALL */
	pseudo_t pseudo;		/* the call result, for its facts */
};

/* Values */

/* The value of @p at the end of @path, following the path's phis. */
void irv_eval(struct irv_path *path, pseudo_t p, struct irv *out);

/* @v in words: "constant -22", "parameter 3 + 1", "result of kstrtoul()". */
const char *irv_text(const struct irv *v, char *buf, size_t size);

/* @p without the casts (sign and zero extension, truncation) around it. */
pseudo_t irv_strip(pseudo_t p);

/* The constant @p of an instruction of @bits bits, sign-extended. */
long long irv_const(pseudo_t p, unsigned int bits);

/* Is @p a constant: its value, sign-extended from @bits bits, in @value. */
int irv_constant(pseudo_t p, unsigned int bits, long long *value);

/*
 * Are @a and @b the same value: the same pseudo, or (casts aside) loads
 * of one place (the same value plus the same offset) that nothing can
 * write between them on any path (a store that may reach the place, a
 * call handed the object or a pointer it was read through, any call for
 * a global variable; not READ_ONCE()), one operation or comparison of
 * the same values, calls of one function with the same arguments (not a
 * function of the sysfs model: two creates are two entries). Calls are
 * taken to return the same for the same arguments.
 */
int irv_same_value(pseudo_t a, pseudo_t b);

/*
 * One step towards where @p's value comes from on @path: the source of a
 * cast; the source of a phi the path passed (its place in @pos, when
 * known); the side of a select its condition's outcome chose. NULL when
 * the path does not say; @p itself when @p is none of these.
 */
pseudo_t irv_step(struct irv_path *path, pseudo_t p, struct position *pos);

/* @p with its casts and the phis the path chose resolved. */
pseudo_t irv_path_value(struct irv_path *path, pseudo_t p);

/* Is @p the result of an instruction (not a constant, argument or symbol)? */
int irv_computed(pseudo_t p);

/* The block where @p is computed, or NULL. */
struct basic_block *irv_block_of(pseudo_t p);

/*
 * The value a branch on @cond tests against 0, its phis resolved along
 * @path ("if (dev)", "if (dev != NULL)"), and in @edge the way the branch
 * goes when that value is non-zero (1: true). NULL when it is computed by
 * no instruction.
 */
pseudo_t irv_tested(struct irv_path *path, pseudo_t cond, int *edge);

/* Does @p carry a pointer into parameter @arg (through arithmetic, selects, phis, calls)? */
int irv_from_arg(pseudo_t p, int arg);

/* Is what @call returns used by some instruction? */
int irv_result_used(struct instruction *call);

/* Is @p the address of a variable that some instruction loads from? */
int irv_address_loaded(pseudo_t p);

/*
 * Can the object at address @p (a variable) be given a value before @at
 * runs: a store into it, or a call other than @at handed its address, on
 * a path that reaches @at?
 */
int irv_written_before(pseudo_t p, struct instruction *at);

/* Facts */

/* Add "@cond is @truth" to the facts; sets path->infeasible on conflict. */
void irv_assume(struct irv_path *path, pseudo_t cond, int truth);

/* The facts of @path about @p (casts ignored): the interval and != 0. */
void irv_range(struct irv_path *path, pseudo_t p, long long *lo,
	       long long *hi, int *nonzero);

/* What the path learnt of @p's outcome. */
enum irv_outcome irv_outcome(struct irv_path *path, pseudo_t p);

/*
 * Is @p zero as far as the branches of @path tested it: 1, 0 when it is
 * not (a failed status, a pointer found non-NULL), -1 when they do not say.
 */
int irv_zero(struct irv_path *path, pseudo_t p);

/*
 * Did a branch of @path find @p not negative ("if (err < 0) goto out;"
 * not taken)? By the kernel's convention a status tested so is 0
 * after it, whatever a later "if (err)" of the same value says.
 */
int irv_not_negative(struct irv_path *path, pseudo_t p);

/* Learn @p's outcome; 0 when the path already knew the other one. */
int irv_learn_outcome(struct irv_path *path, pseudo_t p,
		      enum irv_outcome outcome);

/*
 * The branch on @cond goes the way @truth: what that says of the outcome
 * of @cond and of the values it tests ("ret < 0", IS_ERR(p)), and
 * whether a pointer it tests is NULL ("!p": that is no outcome, as a
 * valid pointer is non-zero too; only a NULL pointer cannot be an error
 * pointer). 0 when the branch cannot be taken on this path.
 */
int irv_learn_branch(struct irv_path *path, pseudo_t cond, int truth);

/* Forget what the path learnt so far of @p's outcome (a new loop turn). */
void irv_forget_outcome(struct irv_path *path, pseudo_t p);

/*
 * Is @cond a test of @x against 0: the edge on which @x is non-zero (1:
 * true, 0: false), or -1.
 */
int irv_nonzero_edge(pseudo_t cond, pseudo_t x);

/* Calls */

/* The function a call calls directly, or NULL for an indirect call. */
struct symbol *irv_callee(struct instruction *call);

/* The call whose result @p is, or NULL. */
struct instruction *irv_call_of(pseudo_t p);

/*
 * For the marker of a call inlined from a header (device_add_group()
 * calling device_add_groups()): the last call of the inlined body, whose
 * result is the inlined call's; else the marker itself.
 */
struct instruction *irv_inlined_result(struct instruction *marker);

/* The @n-th argument of the call @call (OP_CALL), from 0, or NULL. */
pseudo_t irv_call_arg(struct instruction *call, int n);

/* The variable or function @p is the address of, or NULL. */
struct symbol *irv_symbol(pseudo_t p);

/* The text of the string literal @p points to, or NULL. */
const char *irv_string(pseudo_t p);

/*
 * The name of the function the code was written to call: for a call inside
 * the inlined body of a wrapper (kstrtoul() calling kstrtoull()), the
 * outermost wrapper called from @input_stream.
 */
struct symbol *irv_call_written(struct instruction *call, int input_stream);

/*
 * Where @call was written: its own place when it is in @input_stream,
 * else the place of the inline function of the file it was inlined from.
 */
struct position irv_call_pos(struct instruction *call, int input_stream);

#endif
