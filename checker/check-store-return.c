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

/* A finding at one return, kept until every path to it was seen. */
struct finding {
	struct position pos;
	enum finding_level level;
	int rank;
	char text[512];
};

/* One store() being judged. */
struct store {
	struct finding found[32];
	int nr_found;
	/* A ktype's sysfs_ops.store, dispatching to the attribute's own. */
	int dispatcher;
};

static int is_store(struct sysfs_index *idx, struct symbol *fn)
{
	return index_callback(idx, fn, ROLE_STORE) != NULL;
}

static int is_dispatcher(struct sysfs_index *idx, struct symbol *fn)
{
	const struct sysfs_callback *cb = index_callback(idx, fn, ROLE_STORE);

	return cb && cb->flavour && !strcmp(cb->flavour, TAG_SYSFS_OPS);
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
	/* Which of two findings at one return is said: 0 is proven zero. */
	int rank;
	enum finding_level level;
	char what[256];
	char fix[64];
};

/* "kstrtoul()'s result", "the result of a call through a function pointer" */
static const char *call_text(const struct returned *r, char *buf, size_t size)
{
	if (r->written)
		snprintf(buf, size, "%s()'s result", callee_name(r->written));
	else
		snprintf(buf, size, "the result of a call through a function pointer");
	return buf;
}

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
	const char *name = callee_name(r->written);

	if (r->kind == RET_CALL) {
		if (!r->judged)
			return;
		out->bad = 1;
		out->rank = 1;
		if (returns_length(r))
			out->level = LEVEL_STYLE;
		if (!r->written)
			snprintf(out->what, sizeof(out->what),
				 "returns the result of a call through a function pointer, which was not given the count");
		else if (r->value)
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
	out->rank = r->value || r->lo != 0 || r->hi != 0;
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
	const struct store *st = w->data;
	char name[128];

	memset(out, 0, sizeof(*out));
	out->level = LEVEL_BUG;
	switch (r->kind) {
	case RET_ZERO:
		/* A dispatcher's fallback runs for no file opened to write. */
		if (r->within_count || (r->no_callback && st->dispatcher))
			return;
		out->bad = 1;
		if (r->call)
			snprintf(out->what, sizeof(out->what),
				 "returns %s, which is 0 on this path: write(2) returns 0 and user space writes the same bytes again",
				 call_text(r, name, sizeof(name)));
		else if (r->inlined)
			snprintf(out->what, sizeof(out->what),
				 "returns 0 from %s() (inline), which returns it at line %d: write(2) returns 0 and user space writes the same bytes again",
				 callee_name(r->inlined), r->inlined_at.line);
		else
			snprintf(out->what, sizeof(out->what),
				 "returns 0: write(2) returns 0 and user space writes the same bytes again");
		return;
	case RET_POSITIVE:
		if (r->below_count) {
			out->bad = 1;
			out->rank = 1;
			out->level = LEVEL_HARDENING;
			snprintf(out->what, sizeof(out->what),
				 "returns %lld where the count can be more: write(2) reports a short write and user space writes the rest again, which store() takes as a new value",
				 r->value);
			snprintf(out->fix, sizeof(out->fix),
				 "return count, or reject a longer write with -EINVAL");
			return;
		}
		if (r->within_count)
			return;
		out->bad = 1;
		out->rank = 1;
		snprintf(out->what, sizeof(out->what),
			 "returns %lld, not the count it was given", r->value);
		return;
	case RET_PARAM:
		if (r->arg != w->count_arg || !r->value)
			return;
		out->bad = 1;
		out->rank = 1;
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
 * The fix for a path on which a call failed before the store returns a
 * success (0, or what a later call returns on success): count would turn
 * the error into a silent success. 0 when no call failed on the path;
 * @succeeded says whether every test passed was a call succeeding.
 */
static int failed_fix(struct returns_walk *w, struct irv_path *path,
		      const struct returned *r, char *fix, size_t size,
		      int *succeeded)
{
	struct instruction *failed;
	const char *name;

	failed = returns_failed_call(w, path, r->call, succeeded);
	if (!failed)
		return 0;
	name = callee_name(irv_call_written(failed, w->idx->stream));
	snprintf(fix, size,
		 "%s() failed on this path: return a negative errno (-EBUSY, -ENOMEM, ...), such as %s()'s",
		 name, name);
	return 1;
}

/*
 * The fix for "return 0": where a call failed, a negative errno; where
 * one succeeded, count is right; where the path says neither (a busy
 * flag, a test of the input), both are named.
 */
static void zero_fix(struct returns_walk *w, struct irv_path *path,
		     const struct returned *r, char *fix, size_t size)
{
	int succeeded;

	if (failed_fix(w, path, r, fix, size, &succeeded))
		return;
	if (succeeded) {
		snprintf(fix, size, "return count");
	} else {
		snprintf(fix, size,
			 "return count where the store succeeded, a negative errno (-EBUSY, -EINVAL, ...) where it failed");
	}
}

/*
 * The fix for another call's result ("return strlen(buf);"): count,
 * unless a call failed on the path, or the return leaves where the value
 * parsed from the input is out of bounds and nothing was set: the store
 * rejects the input there, and write(2) reports it taken (1 returned: a
 * bug, whatever the call).
 */
static int call_fix(struct returns_walk *w, struct irv_path *path,
		    const struct returned *r, struct position pos, char *fix,
		    size_t size)
{
	struct symbol *var;
	long long most;
	int succeeded;

	if (failed_fix(w, path, r, fix, size, &succeeded))
		return 0;
	var = returns_rejects_input(w, pos, &most);
	if (!var)
		return 0;
	snprintf(fix, size,
		 "'%s' parsed from the input is above %lld and nothing is set on this path, which rejects the input, and write(2) reports it taken: return a negative errno (-EINVAL)",
		 symbol_name(var), most);
	return 1;
}

/*
 * One finding per return: where the paths to one return (which sparse may
 * have merged from several return statements) say different things, a
 * value proven 0 is said rather than a call's unknown result.
 */
static void judge_path(struct returns_walk *w, struct irv_path *path,
		       const struct irv *v, const struct returned *r)
{
	struct store *st = w->data;
	struct finding *f = NULL;
	struct verdict verdict;
	struct position pos;
	char fix[256] = "return count";
	int i, succeeded;

	judge(w, r, &verdict);
	if (!verdict.bad)
		return;
	pos = returns_position(w, path, v);
	for (i = 0; i < st->nr_found; i++) {
		if (!same_position(st->found[i].pos, pos))
			continue;
		if (st->found[i].rank <= verdict.rank)
			return;
		f = &st->found[i];
	}
	if (!f && st->nr_found == (int)ARRAY_SIZE(st->found))
		return;
	if (!f)
		f = &st->found[st->nr_found++];
	/* A later call's success does not undo an earlier failure. */
	if (r->kind != RET_STATUS ||
	    !failed_fix(w, path, r, fix, sizeof(fix), &succeeded)) {
		if (verdict.fix[0])
			snprintf(fix, sizeof(fix), "%s", verdict.fix);
		else if (r->kind == RET_ZERO)
			zero_fix(w, path, r, fix, sizeof(fix));
		else if (r->kind == RET_CALL &&
			 call_fix(w, path, r, pos, fix, sizeof(fix)))
			verdict.level = LEVEL_BUG;
	}
	f->pos = pos;
	f->level = verdict.level;
	f->rank = verdict.rank;
	snprintf(f->text, sizeof(f->text), "%s: %s", verdict.what, fix);
}

static void sr_file_end(struct sysfs_index *idx)
{
	struct symbol *fn;

	FOR_EACH_PTR(idx->functions, fn) {
		int i;
		struct store st = { 0 };
		struct returns_walk w = {
			.idx = idx, .fn = fn, .ep = index_ir(idx, fn),
			.count_arg = function_param_count(fn),
			.visit = judge_path, .data = &st,
		};

		if (!w.ep || !is_store(idx, fn) || w.count_arg < 2)
			continue;
		st.dispatcher = is_dispatcher(idx, fn);
		returns_walk(&w);
		for (i = 0; i < st.nr_found; i++)
			diag_report(&check_store_return, st.found[i].level,
				    st.found[i].pos, symbol_name(fn),
				    "store() '%s' %s", symbol_name(fn),
				    st.found[i].text);
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
