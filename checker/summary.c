// SPDX-License-Identifier: MIT
/*
 * The per-file cache of function summaries. See summary.h.
 */
#include <stdio.h>
#include <stdlib.h>

#include "ast.h"
#include "bounds.h"
#include "entries.h"
#include "returns.h"
#include "summary.h"
#include "sysfs-index.h"

struct summary {
	const struct summary_kind *kind;
	struct symbol *fn;
	void *value;
	int incomplete;		/* kept only to be freed */
};
DECLARE_PTR_LIST(summary_list, struct summary);

/* A summary being computed. */
struct computing {
	const struct summary_kind *kind;
	struct symbol *fn;
	int incomplete;
};

/* The summaries of one file, and those being computed (innermost last). */
struct summaries {
	struct summary_list *cache;
	struct computing stack[SUMMARY_DEPTH];
	int depth;
};

static void summaries_release(void *state)
{
	struct summaries *sums = state;
	struct summary *s;

	FOR_EACH_PTR(sums->cache, s) {
		if (s->value && s->kind->release)
			s->kind->release(s->value);
		free(s);
	} END_FOR_EACH_PTR(s);
	free_ptr_list(&sums->cache);
}

static struct summaries *summaries_of(struct sysfs_index *idx)
{
	return index_context(idx, summary_kinds, sizeof(struct summaries),
			     summaries_release);
}

static struct summary *cached(struct summaries *sums,
			      const struct summary_kind *kind, struct symbol *fn)
{
	struct summary *s;

	FOR_EACH_PTR(sums->cache, s) {
		if (!s->incomplete && s->kind == kind && s->fn == fn)
			return s;
	} END_FOR_EACH_PTR(s);
	return NULL;
}

/*
 * A question that cannot be answered: the summaries from @from up depend
 * on a missing one.
 */
static const void *missing(struct summaries *sums, int from)
{
	for (; from < sums->depth; from++)
		sums->stack[from].incomplete = 1;
	return NULL;
}

const void *summary_get(struct sysfs_index *idx,
			const struct summary_kind *kind, struct symbol *fn)
{
	struct summaries *sums = summaries_of(idx);
	struct computing *top;
	struct summary *s;
	int i;

	fn = function_definition(fn);
	if (!fn || !fn->ctype.base_type ||
	    fn->ctype.base_type->type != SYM_FN ||
	    (!fn->ctype.base_type->stmt && !fn->ctype.base_type->inline_stmt))
		return NULL;
	s = cached(sums, kind, fn);
	if (s)
		return s->value;
	/* A recursive call: @fn's own summary does without itself. */
	for (i = 0; i < sums->depth; i++)
		if (sums->stack[i].kind == kind && sums->stack[i].fn == fn)
			return missing(sums, i + 1);
	if (sums->depth == SUMMARY_DEPTH)
		return missing(sums, 0);
	top = &sums->stack[sums->depth++];
	top->kind = kind;
	top->fn = fn;
	top->incomplete = 0;
	s = calloc(1, sizeof(*s));
	if (!s)
		die("out of memory");
	s->kind = kind;
	s->fn = fn;
	s->value = kind->compute(idx, fn);
	s->incomplete = top->incomplete;
	sums->depth--;
	add_ptr_list(&sums->cache, s);
	return s->value;
}

/* The summary kinds __sysfscheck_summary() shows. */
const struct summary_kind *const summary_kinds[] = {
	&returns_summary_kind,
	&removes_summary_kind,
	&summary_returned_string,
	&summary_param_strings,
	&summary_stored_strings,
	NULL
};

/* Breadth first over idx->calls. */
struct symbol_list *summary_reach(struct sysfs_index *idx,
				  struct symbol_list *roots, int calls)
{
	struct symbol_list *seen = NULL, *level = NULL, *next;
	struct sysfs_call *call;
	struct symbol *sym;

	FOR_EACH_PTR(roots, sym) {
		if (!symbol_in_list(seen, sym)) {
			add_symbol(&seen, sym);
			add_symbol(&level, sym);
		}
	} END_FOR_EACH_PTR(sym);
	for (; level && calls > 0; calls--) {
		next = NULL;
		FOR_EACH_PTR(idx->calls, call) {
			if (symbol_in_list(level, call->caller) &&
			    !symbol_in_list(seen, call->callee)) {
				add_symbol(&seen, call->callee);
				add_symbol(&next, call->callee);
			}
		} END_FOR_EACH_PTR(call);
		free_ptr_list(&level);
		level = next;
	}
	free_ptr_list(&level);
	return seen;
}

void summary_show(struct sysfs_index *idx, struct symbol *fn,
		  void (*line)(void *data, const char *kind, const char *text),
		  void *data)
{
	const struct summary_kind *kind;
	char text[256];
	int i;

	for (i = 0; (kind = summary_kinds[i]); i++) {
		const void *sum;

		if (!kind->show)
			continue;
		sum = summary_get(idx, kind, fn);
		if (sum)
			kind->show(sum, text, sizeof(text));
		else
			snprintf(text, sizeof(text), "unknown");
		line(data, kind->name, text);
	}
}
