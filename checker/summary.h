/* SPDX-License-Identifier: MIT */
/*
 * What a function of the file does, as its callers see it: one cache of
 * per-function summaries for the whole file, over the index's call graph.
 *
 * A kind of summary (what store() callbacks ask of the helpers they call,
 * which sysfs entries a function creates and removes, how long a string a
 * function returns) is a struct summary_kind defined by the module that
 * knows how to compute it. summary_get() computes a summary once per file,
 * function and kind, on first request; computing one may ask for the
 * summaries of callees, at most SUMMARY_DEPTH calls deep. The cache lives
 * as long as the file (index_context()).
 */
#ifndef SUMMARY_H
#define SUMMARY_H

#include "lib.h"
#include "symbol.h"

struct sysfs_index;

/* How many nested summaries one question may compute. */
#define SUMMARY_DEPTH	3

struct summary_kind {
	const char *name;	/* "store-return": shown by __sysfscheck_summary() */
	/* @fn's summary, or NULL when nothing is known. */
	void *(*compute)(struct sysfs_index *idx, struct symbol *fn);
	void (*release)(void *sum);
	/* One line of text for @sum; NULL when the kind is not shown. */
	void (*show)(const void *sum, char *buf, size_t size);
};

/*
 * The summary of kind @kind of @fn, or NULL: sparse has not @fn's body
 * (a function of another file), it is being computed (a recursive call), it lies deeper than
 * SUMMARY_DEPTH, or its compute() knew nothing.
 *
 * A summary computed while a callee's summary was missing for the second
 * or third reason is incomplete: it is returned but not kept. A kept
 * summary is the same whatever question computed it, and is returned at
 * any depth: a later question may get a complete answer where an earlier
 * one was cut short.
 */
const void *summary_get(struct sysfs_index *idx,
			const struct summary_kind *kind, struct symbol *fn);

/*
 * The functions of the file at most @calls direct calls away from one of
 * @roots (the roots included), for the caller to free.
 */
struct symbol_list *summary_reach(struct sysfs_index *idx,
				  struct symbol_list *roots, int calls);

/* The summary kinds shown by __sysfscheck_summary(), NULL-terminated. */
extern const struct summary_kind *const summary_kinds[];

/* Each summary kind of @fn that has a show(), one line each, through @line. */
void summary_show(struct sysfs_index *idx, struct symbol *fn,
		  void (*line)(void *data, const char *kind, const char *text),
		  void *data);

#endif
