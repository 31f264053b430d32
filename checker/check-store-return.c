// SPDX-License-Identifier: MIT
/*
 * sysfs-store-return: a store() callback must return the count it was
 * given (or a length it consumed from the buffer, 1..count) or a negative
 * errno, on every path. write(2) returns what store() returns: 0 makes
 * user space write the same bytes again for ever, less than count makes it
 * write the rest again, more than count is nonsense.
 *
 * What a store() returns on each path, classified against its count, and
 * what the functions of the file it calls return (their summaries) come
 * from returns.h; this file says which functions are judged and why a
 * return is wrong.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ast.h"
#include "checks.h"
#include "diag.h"
#include "returns.h"
#include "sysfs-index.h"

const struct sysfs_check check_store_return;

/* One store() being judged. */
struct store {
	/* Returns already reported. */
	struct position reported[32];
	int nr_reported;
};

static int is_store(struct sysfs_index *idx, struct symbol *fn)
{
	return index_callback(idx, fn, ROLE_STORE) != NULL;
}

/* Per file: the store()s and what they call, a few calls deep. */
struct sr_file {
	struct symbol_list *wanted;
};

static void sr_release(void *state)
{
	struct sr_file *file = state;

	free_ptr_list(&file->wanted);
}

static void sr_file_begin(struct sysfs_index *idx)
{
	struct sr_file *file = index_context(idx, &check_store_return,
					     sizeof(*file), sr_release);
	struct symbol_list *stores = NULL;
	struct symbol *fn;

	FOR_EACH_PTR(idx->functions, fn) {
		if (is_store(idx, fn))
			add_symbol(&stores, fn);
	} END_FOR_EACH_PTR(fn);
	file->wanted = summary_reach(idx, stores, SUMMARY_DEPTH);
	free_ptr_list(&stores);
}

static int sr_wants_ir(struct sysfs_index *idx, struct symbol *fn)
{
	struct sr_file *file = index_context(idx, &check_store_return,
					     sizeof(*file), sr_release);

	return symbol_in_list(file->wanted, fn);
}

/* ------------------------------------------------------------ verdicts */

/* Why a path's return is wrong: "returns 0 from kstrtoul() on success". */
struct verdict {
	int bad;
	enum finding_level level;
	char what[256];
	char fix[64];
};

/*
 * "return strlen(buf)": sysfs ends the buffer with a NUL after count
 * bytes, so the length is count unless the user wrote a NUL: the API's
 * rule, no behaviour.
 */
static int returns_length(const struct returned *r)
{
	const struct sysfs_callee *callee = sysfs_callee_lookup(r->written);

	return callee && callee->kind == CALLEE_LENGTH;
}

static void judge_call(const struct returned *r, struct verdict *out)
{
	const char *name = irv_name(r->written);

	if (r->kind == RET_CALL) {
		if (!r->judged)
			return;
		out->bad = 1;
		if (returns_length(r))
			out->level = LEVEL_STYLE;
		if (r->value)
			snprintf(out->what, sizeof(out->what),
				 "returns %s()'s result %+lld, not the count it was given",
				 name, r->value);
		else
			snprintf(out->what, sizeof(out->what),
				 "returns the result of %s(), which was not given the count",
				 name);
		return;
	}
	out->bad = 1;
	if (r->value)
		snprintf(out->what, sizeof(out->what),
			 "returns %s()'s result %+lld, where %s() returns 0 on success",
			 name, r->value, name);
	else if (r->lo == 0 && r->hi == 0)
		snprintf(out->what, sizeof(out->what),
			 "returns 0 from %s() on success", name);
	else
		snprintf(out->what, sizeof(out->what),
			 "returns what %s() returns, 0 on success", name);
	if (r->lo != 0 || r->hi != 0)
		snprintf(out->fix, sizeof(out->fix),
			 "return count when it succeeds");
}

static void judge(struct returns_walk *w, const struct returned *r,
		  struct verdict *out)
{
	memset(out, 0, sizeof(*out));
	out->level = LEVEL_BUG;
	switch (r->kind) {
	case RET_ZERO:
		if (r->within_count)
			return;
		out->bad = 1;
		snprintf(out->what, sizeof(out->what),
			 "returns 0: write(2) returns 0 and user space writes the same bytes again");
		return;
	case RET_POSITIVE:
		if (r->within_count)
			return;
		out->bad = 1;
		snprintf(out->what, sizeof(out->what),
			 "returns %lld, not the count it was given", r->value);
		return;
	case RET_PARAM:
		if (r->arg != w->count_arg || !r->value)
			return;
		out->bad = 1;
		if (r->value > 0)
			snprintf(out->what, sizeof(out->what),
				 "returns count + %lld, more than it was given",
				 r->value);
		else
			snprintf(out->what, sizeof(out->what),
				 "returns count - %lld: write(2) reports a short write and user space writes the rest again",
				 -r->value);
		return;
	case RET_STATUS:
	case RET_CALL:
		judge_call(r, out);
		return;
	default:
		return;
	}
}

/*
 * The fix for "return 0": where a call failed, count would turn the error
 * into a silent success; where one succeeded, count is right; where the
 * path says neither (a busy flag, a test of the input), both are named.
 */
static void zero_fix(struct returns_walk *w, struct irv_path *path,
		     char *fix, size_t size)
{
	struct instruction *failed;
	const char *name;
	int succeeded;

	failed = returns_failed_call(w, path, &succeeded);
	if (failed) {
		name = irv_name(irv_call_written(failed, w->idx->stream));
		snprintf(fix, size,
			 "%s() failed on this path: return a negative errno (-EBUSY, -ENOMEM, ...), such as %s()'s",
			 name, name);
	} else if (succeeded) {
		snprintf(fix, size, "return count");
	} else {
		snprintf(fix, size,
			 "return count where the store succeeded, a negative errno (-EBUSY, -EINVAL, ...) where it failed");
	}
}

static void judge_path(struct returns_walk *w, struct irv_path *path,
		       const struct irv *v, const struct returned *r)
{
	struct store *st = w->data;
	struct verdict verdict;
	struct position pos;
	char fix[160] = "return count";
	int i;

	judge(w, r, &verdict);
	if (!verdict.bad)
		return;
	pos = returns_position(w, path, v);
	for (i = 0; i < st->nr_reported; i++)
		if (same_position(st->reported[i], pos))
			return;
	if (st->nr_reported < (int)ARRAY_SIZE(st->reported))
		st->reported[st->nr_reported++] = pos;
	if (verdict.fix[0])
		snprintf(fix, sizeof(fix), "%s", verdict.fix);
	else if (r->kind == RET_ZERO)
		zero_fix(w, path, fix, sizeof(fix));
	diag_report(&check_store_return, verdict.level, pos, symbol_name(w->fn),
		    "store() '%s' %s: %s",
		    symbol_name(w->fn), verdict.what, fix);
}

static void sr_file_end(struct sysfs_index *idx)
{
	struct symbol *fn;

	FOR_EACH_PTR(idx->functions, fn) {
		struct store st = { 0 };
		struct returns_walk w = {
			.idx = idx, .fn = fn, .ep = index_ir(idx, fn),
			.count_arg = function_param_count(fn),
			.visit = judge_path, .data = &st,
		};

		if (!w.ep || !is_store(idx, fn) || w.count_arg < 2)
			continue;
		returns_walk(&w);
	} END_FOR_EACH_PTR(fn);
}

const struct sysfs_check check_store_return = {
	.name = "sysfs-store-return",
	.summary = "store() callbacks that return 0, or something else than the count or a negative errno",
	.default_on = 1,
	.file_begin = sr_file_begin,
	.wants_ir = sr_wants_ir,
	.file_end = sr_file_end,
};
