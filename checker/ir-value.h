/* SPDX-License-Identifier: MIT */
/*
 * What a pseudo of sparse's linearized code can be, along one path through
 * a function: a constant, one of the function's parameters plus a
 * constant, a pointer into or a length consumed from a parameter buffer,
 * the result of a call plus a constant, or unknown.
 *
 * A path is a list of basic blocks from the entry to the block where the
 * value is used. The branches taken on it are facts ("%r3 == 0", "%r7 <
 * 0"), kept as intervals of the values a pseudo can have; a phi takes the
 * source of the block the path came from; a select or a comparison the
 * facts do not decide asks the caller to fork the path on its condition.
 */
#ifndef IR_VALUE_H
#define IR_VALUE_H

#include "linearize.h"

#define IRV_MAX_FACTS	32
#define IRV_MAX_PATH	64

/* What the path knows about a pseudo: lo <= value <= hi, maybe != 0. */
struct irv_fact {
	pseudo_t pseudo;
	long long lo, hi;
	int nonzero;
};

struct irv_path {
	struct basic_block *blocks[IRV_MAX_PATH];	/* entry first */
	int nr_blocks;
	struct irv_fact facts[IRV_MAX_FACTS];
	int nr_facts;
	int infeasible;		/* the facts contradict each other */
	pseudo_t fork;		/* a condition the facts do not decide */
	/* The phi sources named "return" the evaluation went through. */
	struct instruction *phisrc[8];
	int nr_phisrc;
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

/* The value of @p at the end of @path, following the path's phis. */
void irv_eval(struct irv_path *path, pseudo_t p, struct irv *out);

/* Add "@cond is @truth" to the facts; sets path->infeasible on conflict. */
void irv_assume(struct irv_path *path, pseudo_t cond, int truth);

/* The facts of @path about @p (casts ignored): the interval and != 0. */
void irv_range(struct irv_path *path, pseudo_t p, long long *lo,
	       long long *hi, int *nonzero);

/* @p without the casts (sign and zero extension, truncation) around it. */
pseudo_t irv_strip(pseudo_t p);

/* The constant @p of an instruction of @bits bits, sign-extended. */
long long irv_const(pseudo_t p, unsigned int bits);

/* The function a call calls directly, or NULL for an indirect call. */
struct symbol *irv_callee(struct instruction *call);

/*
 * The name of the function the code was written to call: for a call inside
 * the inlined body of a wrapper (kstrtoul() calling kstrtoull()), the
 * outermost wrapper called from @input_stream.
 */
struct symbol *irv_call_written(struct instruction *call, int input_stream);

/* A function's name without "__builtin_" or "__fortify_". */
const char *irv_name(struct symbol *fn);

#endif
