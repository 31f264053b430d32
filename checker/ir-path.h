/* SPDX-License-Identifier: MIT */
/*
 * Walking the paths of a function's linearized code, with the facts each
 * path learns on its way (ir-value.h):
 *  - backwards: every path from the entry to a block, each handed over
 *    whole with the branches it takes as facts (what can a function
 *    return, and how);
 *  - forwards: depth first from an instruction to wherever the paths
 *    end, the caller looking at each instruction and choosing the edges
 *    of each branch (is what was created here undone on every way out),
 *    once for each way into the start that knows something different.
 *
 * One set of limits holds for both. A walk that reaches one leaves a
 * path (or the rest of the walk) out and says so in walk->cut, so that a
 * check can tell "no path does this" from "not every path was seen".
 */
#ifndef IR_PATH_H
#define IR_PATH_H

#include "ir-value.h"

/*
 * Paths one walk follows to their end: backwards, to the entry (and each
 * fork of one on a value); forwards, to a return or to where the caller
 * ends it.
 */
#define IRP_MAX_PATHS		2048
/* Forks of one path on conditions the facts do not decide. */
#define IRP_MAX_FORKS		12
/* Blocks one walk enters, dead ends included: what bounds its time. */
#define IRP_MAX_STEPS		1000000
/* Blocks on one path: a longer one is left out. */
#define IRP_MAX_BLOCKS		IRV_MAX_BLOCKS
/* How far back a forward walk learns the ways into its start. */
#define IRP_MAX_WAY_IN		16
/* Ways into a forward walk's start that say different things, walked apart. */
#define IRP_MAX_WAYS		16
/* Ways into it looked at: past either limit, it starts with what all say. */
#define IRP_MAX_WAYS_SEEN	256

/* Which limits a walk reached: walk->cut. */
enum irp_cut {
	IRP_CUT_PATHS = 1,
	IRP_CUT_FORKS = 2,
	IRP_CUT_STEPS = 4,
	IRP_CUT_LENGTH = 8,
	IRP_CUT_FACTS = 16,	/* more facts on a path than it can hold */
};

struct irp_walk {
	int paths;
	int steps;
	unsigned int cut;	/* enum irp_cut: limits reached */
};

/* Backwards */

typedef void (*irp_path_fn)(struct irp_walk *w, struct irv_path *path,
			    void *data);
typedef void (*irp_value_fn)(struct irp_walk *w, struct irv_path *path,
			     const struct irv *value, void *data);

/*
 * Every path from the entry of @ep to @to, in @visit with the branches it
 * takes as facts.
 */
void irp_backward(struct irp_walk *w, struct entrypoint *ep,
		  struct basic_block *to, irp_path_fn visit, void *data);

/*
 * The value of @p at the end of @path: @visit gets it once, or once for
 * each side of every condition the facts do not decide (the path forked).
 */
void irp_values(struct irp_walk *w, struct irv_path *path, pseudo_t p,
		irp_value_fn visit, void *data);

/*
 * What the branches @path takes say of the outcomes of the values they
 * test (irv_learn_branch()); sets path->infeasible when they contradict.
 */
void irp_learn_outcomes(struct irv_path *path);

/* Forwards */

enum irp_next {
	IRP_GO_ON,		/* the path goes on after the instruction */
	IRP_END,		/* the path ends there */
};

struct irp_forward {
	struct irp_walk walk;
	struct irv_path path;	/* the blocks from the start, facts */
	struct position last;	/* the last place of the input passed */
	int stream;		/* the input's stream */
	/*
	 * Each call, inlined call and return on the path; a return ends
	 * it whatever this says.
	 */
	enum irp_next (*insn)(struct irp_forward *f, struct instruction *insn);
	/*
	 * Which edges of @cbr to follow: 1 the true one, 0 the false one,
	 * -1 both. NULL: both.
	 */
	int (*edges)(struct irp_forward *f, struct instruction *cbr);
	/*
	 * May the path go the way @truth of @cbr, now that it learnt what
	 * that says (irv_learn_branch())? NULL: yes.
	 */
	int (*take)(struct irp_forward *f, struct instruction *cbr, int truth);
	/*
	 * May the path enter again its block number @index (0: the start)?
	 * NULL: never.
	 */
	int (*revisit)(struct irp_forward *f, int index);
	/* The caller's own state of a path, restored when a path ends. */
	void *state;
	size_t state_size;
	void *data;
	struct basic_block *blocks[IRP_MAX_BLOCKS];
	struct irv_passed passed[IRP_MAX_BLOCKS];
};

/* Walks every path from the instruction after @from (in its block). */
void irp_forward(struct irp_forward *f, struct instruction *from);

/* Limits reached */

struct sysfs_index;

/*
 * Each function of the file being analysed (analysis_file()) some walk
 * of whose code reached a limit, with the limits reached (enum irp_cut),
 * in the order they were first reached: what was not seen there may hold
 * a finding.
 */
void irp_each_cut(struct sysfs_index *idx,
		  void (*visit)(struct symbol *fn, unsigned int cut, void *data),
		  void *data);

/* The limits @cut names, in words: "more than 2048 paths". */
const char *irp_cut_text(unsigned int cut, char *buf, size_t size);

/*
 * Is @x non-zero wherever @target runs: is @target unreachable from the
 * entry when, at each test of @x against 0, only the edge where @x is 0
 * is followed? ("dev = alloc(); if (!dev) goto fail; ... create")
 */
int irp_nonzero_at(struct basic_block *target, pseudo_t x);

/* The block the branch @cbr goes to when its test is @truth. */
struct basic_block *irp_edge(struct instruction *cbr, int truth);

/* Is @bb on the forward walk's path? */
int irp_on_path(struct irp_forward *f, struct basic_block *bb);

/*
 * Each call (OP_CALL, and with @inlined the markers of inlined calls)
 * still in the code of @ep (or of the block @bb): @visit returns non-zero
 * to stop, and so does this.
 */
int irp_each_call(struct entrypoint *ep, int inlined,
		  int (*visit)(struct instruction *call, void *data),
		  void *data);
int irp_each_call_in(struct basic_block *bb, int inlined,
		     int (*visit)(struct instruction *call, void *data),
		     void *data);

/* Each return of @ep's code that returns a value, in order. */
void irp_each_return(struct entrypoint *ep,
		     void (*visit)(struct instruction *ret, void *data),
		     void *data);

/* The last instruction of @bb still in the code placed in @stream, or NULL. */
struct instruction *irp_last_in_stream(struct basic_block *bb, int stream);

/*
 * Can @first run before @later on some path: earlier in the same block,
 * or in a block from which @later's block can be reached.
 */
int irp_runs_before(struct instruction *first, struct instruction *later);

/* The last instruction of @bb that is still in the code, or NULL. */
struct instruction *irp_terminator(struct basic_block *bb);

#endif
