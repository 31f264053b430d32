/* SPDX-License-Identifier: MIT */
/*
 * What a function returns, path by path, and what its callers can take
 * from it.
 *
 * Every path from the entry to each return of the function's linearized
 * code is followed backwards (ir-path.h) with the branches it takes as
 * facts, and the value it returns is classified: an error, 0, another
 * constant, a parameter, a length consumed from a parameter buffer, the
 * result of a call (of a function that returns 0 on success, or one given
 * the count parameter, or another). The classification is relative to
 * one parameter, "the count", when the caller names one (a store()'s
 * last parameter).
 *
 * The summary of a function of the file (summary.h, kind
 * returns_summary_kind) is what its callers see: 0 on success or a
 * negative errno; one of its parameters, or an error; or neither.
 */
#ifndef RETURNS_H
#define RETURNS_H

#include "ir-path.h"
#include "summary.h"

struct sysfs_index;

enum returned_kind {
	RET_FAILURE,	/* a negative constant; a call's result that failed on the path */
	RET_ZERO,	/* 0; or a call's result the path knows is 0 (call set) */
	RET_POSITIVE,	/* a positive constant */
	RET_PARAM,	/* a parameter, + value */
	RET_CONSUMED,	/* a length consumed from a parameter buffer */
	RET_STATUS,	/* a call's result (+ value), the callee returning 0 on success */
	RET_COUNT,	/* a call's result, the call given the count (or returning it) */
	RET_CALL,	/* another call's result (+ value) */
	RET_UNKNOWN,
};

struct returned {
	enum returned_kind kind;
	long long value;	/* the constant, or what is added to the parameter or result */
	int arg;		/* RET_PARAM: which one, from 1 */
	/* RET_STATUS, RET_CALL */
	struct instruction *call;
	struct symbol *written;	/* the function the code was written to call */
	long long lo, hi;	/* what the path knows of the call's result */
	/*
	 * RET_CALL: the callee's result can be judged (a function of another
	 * file, given no count); not an indirect call or a function of the
	 * file whose summary is unknown.
	 */
	int judged;
	/* RET_ZERO: the path knows the count is 0; RET_POSITIVE: >= value. */
	int within_count;
	/* RET_POSITIVE within the count: the count can be more (a short write). */
	int below_count;
	/*
	 * RET_ZERO: the path found NULL a function pointer that the function
	 * calls on another path ("if (!a->store) return 0;"): the fallback
	 * of a dispatcher for objects without that callback.
	 */
	int no_callback;
	/*
	 * The value comes out of an inline function of the file whose body
	 * sparse put in place of the call ("return start(dev, buf, len);"):
	 * that function, and the place of its return that gives the value.
	 */
	struct symbol *inlined;
	struct position inlined_at;
};

/* A function's returns, walked. */
struct returns_walk {
	struct sysfs_index *idx;
	struct symbol *fn;
	struct entrypoint *ep;
	int count_arg;		/* the count parameter, from 1; 0: none */
	struct instruction *ret;	/* the return being walked */
	struct irp_walk walk;
	/* Each path's returned value, classified. */
	void (*visit)(struct returns_walk *w, struct irv_path *path,
		      const struct irv *value, const struct returned *r);
	void *data;
	struct statement_list *returns;	/* the return statements, once asked */
};

/* Every path to every return of w->fn (w->ep), in w->visit. */
void returns_walk(struct returns_walk *w);

/*
 * A call of the path whose result it tested, among those returning 0 on
 * success or a negative errno (the model's, the file's by their summary):
 * the first that failed on the path; else NULL, with @succeeded set when
 * every test the path passed was such a call succeeding (a test of
 * anything else, such as the input, may be a failure of its own). For
 * the advice on a path: an error, a success, or not known. @returned,
 * when given, is a call whose result the path returns and knows is 0:
 * its test is taken as its success.
 */
struct instruction *returns_failed_call(struct returns_walk *w,
					struct irv_path *path,
					struct instruction *returned,
					int *succeeded);

/* The return statement the path leaves through (its place). */
struct position returns_position(struct returns_walk *w,
				 struct irv_path *path, const struct irv *v);

/*
 * Is the return statement at @pos a way out of a branch taken where a
 * value parsed from the input (by sscanf(), kstrto*()) is above a bound,
 * a branch that sets nothing ("if (val >= 0x10000) { dev_dbg(...);
 * return strlen(buf); }"): the store rejecting the input? The value, and
 * the most it can be on the other side in @most; else NULL.
 */
struct symbol *returns_rejects_input(struct returns_walk *w,
				     struct position pos, long long *most);

enum returns_class {
	RETURNS_UNKNOWN,
	RETURNS_STATUS,		/* 0 on success or a negative errno */
	RETURNS_ARG,		/* its parameter arg, or an error */
};

struct returns_summary {
	enum returns_class class;
	int arg;		/* RETURNS_ARG: from 1 */
};

extern const struct summary_kind returns_summary_kind;

#endif
