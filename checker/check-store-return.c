// SPDX-License-Identifier: MIT
/*
 * sysfs-store-return: a store() callback must return the count it was
 * given (or a length it consumed from the buffer, 1..count) or a negative
 * errno, on every path. write(2) returns what store() returns: 0 makes
 * user space write the same bytes again for ever, less than count makes it
 * write the rest again, more than count is nonsense.
 *
 * Works on the linearized code: every path from the entry to the return is
 * followed with the branches it takes as facts, and the value it returns
 * is classified (ir-value.h). Functions of the same file that a store()
 * calls are summarised the same way (returns 0 on success, returns one of
 * its parameters).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ast.h"
#include "checks.h"
#include "diag.h"
#include "ir-value.h"
#include "linearize.h"
#include "sysfs-index.h"

const struct sysfs_check check_store_return;

#define MAX_PATHS	2048
#define MAX_FORKS	12
#define HELPER_DEPTH	3

struct ir_fn {
	struct symbol *fn;
	struct entrypoint *ep;
	int summary;		/* enum summary, once computed */
	int summary_arg;
	int busy;
};
DECLARE_PTR_LIST(ir_fn_list, struct ir_fn);

/* What a function of the file returns, as its callers see it. */
enum summary {
	SUM_NONE = 0,
	SUM_UNKNOWN,
	SUM_STATUS,		/* 0 on success or a negative errno */
	SUM_ARG,		/* its parameter summary_arg, or an error */
};

static struct ir_fn_list *ir_fns;
static struct symbol_list *wanted;
static struct sysfs_index *cur_idx;

/* One path's verdict. */
struct verdict {
	int bad;
	char what[256];		/* "returns 0 from kstrtoul() on success" */
	char fix[64];
};

/* One function being walked: a store() or a helper being summarised. */
struct walk {
	struct ir_fn *f;
	struct instruction *ret;
	int count_arg;		/* 0 for helpers */
	int paths;
	/* Helpers: what the returns were. */
	int zero, error, other, args, arg;
	/* store(): returns already reported. */
	struct position reported[32];
	int nr_reported;
	struct statement_list *returns;
};

static struct ir_fn *find_ir_fn(struct symbol *fn)
{
	struct ir_fn *f;

	FOR_EACH_PTR(ir_fns, f) {
		if (f->fn == fn)
			return f;
	} END_FOR_EACH_PTR(f);
	return NULL;
}

static int is_store(struct sysfs_index *idx, struct symbol *fn)
{
	return index_callback(idx, fn, ROLE_STORE) != NULL;
}

static int defined_here(struct sysfs_index *idx, struct symbol *fn)
{
	return symbol_in_list(idx->functions, fn);
}

/* ---------------------------------------------------------- which functions */

struct callee_walk {
	struct ast_visitor v;
	struct sysfs_index *idx;
	struct symbol_list **found;
};

static void note_callee(struct ast_visitor *v, struct expression *e)
{
	struct callee_walk *w = (struct callee_walk *)v;
	struct symbol *fn;

	if (e->type != EXPR_CALL)
		return;
	fn = function_definition(expr_function(e->fn));
	if (fn && defined_here(w->idx, fn) && !symbol_in_list(*w->found, fn))
		add_symbol(w->found, fn);
}

/* The store()s of the file and what they call in it, a few calls deep. */
static void sr_file_begin(struct sysfs_index *idx)
{
	struct symbol_list *level = NULL, *next;
	struct symbol *fn;
	int depth;

	cur_idx = idx;
	ir_fns = NULL;
	wanted = NULL;
	FOR_EACH_PTR(idx->functions, fn) {
		if (is_store(idx, fn) && !symbol_in_list(wanted, fn)) {
			add_symbol(&wanted, fn);
			add_symbol(&level, fn);
		}
	} END_FOR_EACH_PTR(fn);
	for (depth = 0; depth < HELPER_DEPTH && level; depth++) {
		struct callee_walk w = { .v.expr = note_callee, .idx = idx };

		next = NULL;
		w.found = &next;
		FOR_EACH_PTR(level, fn) {
			ast_walk_function(&w.v, fn);
		} END_FOR_EACH_PTR(fn);
		level = NULL;
		FOR_EACH_PTR(next, fn) {
			if (!symbol_in_list(wanted, fn)) {
				add_symbol(&wanted, fn);
				add_symbol(&level, fn);
			}
		} END_FOR_EACH_PTR(fn);
	}
}

static int sr_wants_ir(struct sysfs_index *idx, struct symbol *fn)
{
	return symbol_in_list(wanted, fn);
}

static void sr_function_ir(struct sysfs_index *idx, struct symbol *fn,
			   struct entrypoint *ep)
{
	struct ir_fn *f;

	if (find_ir_fn(fn))
		return;
	f = calloc(1, sizeof(*f));
	if (!f)
		return;
	f->fn = fn;
	f->ep = ep;
	add_ptr_list(&ir_fns, f);
}

/* --------------------------------------------------------------- debugging */

static void dump(struct ir_fn *f)
{
	struct basic_block *bb;
	struct instruction *insn;

	printf("%s:\n", show_ident(f->fn->ident));
	FOR_EACH_PTR(f->ep->bbs, bb) {
		printf(".L%u:\n", bb->nr);
		FOR_EACH_PTR(bb->insns, insn) {
			if (!insn->bb)
				continue;
			printf("%4d:%-3d %s\n", insn->pos.line, insn->pos.pos,
			       show_instruction(insn));
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
}

/* ---------------------------------------------------------------- summaries */

static void walk_function(struct walk *w);

static int summarise(struct symbol *fn, int *arg)
{
	struct ir_fn *f = find_ir_fn(function_definition(fn));
	struct walk w;

	if (!f || f->busy)
		return SUM_UNKNOWN;
	if (f->summary) {
		*arg = f->summary_arg;
		return f->summary;
	}
	memset(&w, 0, sizeof(w));
	w.f = f;
	f->busy = 1;
	walk_function(&w);
	f->busy = 0;
	if (w.other || w.paths >= MAX_PATHS)
		f->summary = SUM_UNKNOWN;
	else if (w.args && !w.zero && w.arg > 0)
		f->summary = SUM_ARG;
	else if (w.zero && !w.args)
		f->summary = SUM_STATUS;
	else
		f->summary = SUM_UNKNOWN;
	f->summary_arg = w.arg;
	*arg = w.arg;
	return f->summary;
}

/* ------------------------------------------------------------ classification */

static int given_count(struct irv_path *path, struct instruction *call,
		       int count_arg)
{
	pseudo_t a;

	if (!count_arg)
		return 0;
	FOR_EACH_PTR(call->arguments, a) {
		struct irv v;

		a = irv_strip(a);
		if (a->type == PSEUDO_ARG && a->nr == count_arg)
			return 1;
		path->fork = NULL;
		irv_eval(path, a, &v);
		path->fork = NULL;
		if (v.kind == IRV_ARG && v.arg == count_arg)
			return 1;
	} END_FOR_EACH_PTR(a);
	return 0;
}

/* Is the call's result an error on this path (< 0 or != 0)? */
static int error_result(struct irv_path *path, pseudo_t result)
{
	long long lo, hi;
	int nonzero;

	irv_range(path, result, &lo, &hi, &nonzero);
	return hi < 0 || nonzero;
}


static void judge_call(struct walk *w, struct irv_path *path,
		       const struct irv *v, struct verdict *out)
{
	struct symbol *callee = irv_callee(v->call);
	long long lo, hi;
	int nonzero, sum = SUM_NONE, arg = 0;
	struct symbol *written;
	const char *name;

	if (error_result(path, v->pseudo) && !v->value) {
		w->error++;
		return;
	}
	if (!callee) {
		/* Dispatchers: return attr->store(..., count). */
		if (given_count(path, v->call, w->count_arg))
			return;
		w->other++;
		return;
	}
	written = irv_call_written(v->call, cur_idx->stream);
	name = irv_name(written);
	irv_range(path, v->pseudo, &lo, &hi, &nonzero);
	if (defined_here(cur_idx, function_definition(callee)))
		sum = summarise(callee, &arg);
	if (sysfs_returns_status(callee) || sysfs_returns_status(written) ||
	    sum == SUM_STATUS) {
		w->zero++;
		out->bad = 1;
		if (v->value)
			snprintf(out->what, sizeof(out->what),
				 "returns %s()'s result %+lld, where %s() returns 0 on success",
				 name, v->value, name);
		else if (lo == 0 && hi == 0)
			snprintf(out->what, sizeof(out->what),
				 "returns 0 from %s() on success", name);
		else
			snprintf(out->what, sizeof(out->what),
				 "returns what %s() returns, 0 on success",
				 name);
		if (lo != 0 || hi != 0)
			snprintf(out->fix, sizeof(out->fix),
				 "return count when it succeeds");
		return;
	}
	if (sum == SUM_ARG) {
		pseudo_t a = ptr_list_nth_entry((struct ptr_list *)v->call->arguments,
						arg - 1);
		struct irv av;

		if (!a)
			return;
		a = irv_strip(a);
		if (a->type == PSEUDO_ARG && w->count_arg && a->nr == w->count_arg &&
		    !v->value)
			return;
		path->fork = NULL;
		irv_eval(path, a, &av);
		path->fork = NULL;
		if (av.kind == IRV_ARG && av.arg == w->count_arg && !v->value)
			return;
		w->other++;
		return;
	}
	if (given_count(path, v->call, w->count_arg) && !v->value)
		return;
	w->other++;
	if (sum == SUM_UNKNOWN || !w->count_arg)
		return;
	out->bad = 1;
	if (v->value)
		snprintf(out->what, sizeof(out->what),
			 "returns %s()'s result %+lld, not the count it was given",
			 name, v->value);
	else
		snprintf(out->what, sizeof(out->what),
			 "returns the result of %s(), which was not given the count",
			 name);
}

/* What the path knows about count: 0 when nothing. */
static int count_range(struct walk *w, struct irv_path *path, long long *lo,
		       long long *hi)
{
	int nonzero;
	pseudo_t arg;

	FOR_EACH_PTR(w->f->ep->entry->arg_list, arg) {
		if (arg->nr != w->count_arg)
			continue;
		irv_range(path, arg, lo, hi, &nonzero);
		return 1;
	} END_FOR_EACH_PTR(arg);
	return 0;
}

/* Does the path know count >= @k? */
static int count_at_least(struct walk *w, struct irv_path *path, long long k)
{
	long long lo, hi;

	return count_range(w, path, &lo, &hi) && lo >= k;
}

/* Does the path know count == 0 (if (!count) return 0;)? */
static int count_is_zero(struct walk *w, struct irv_path *path)
{
	long long lo, hi;

	return w->count_arg && count_range(w, path, &lo, &hi) &&
	       lo == 0 && hi == 0;
}

static void judge(struct walk *w, struct irv_path *path, const struct irv *v,
		  struct verdict *out)
{
	memset(out, 0, sizeof(*out));
	switch (v->kind) {
	case IRV_CONST:
		if (v->value < 0) {
			w->error++;
			return;
		}
		if (v->value == 0) {
			/* 0 is count there. */
			if (count_is_zero(w, path))
				return;
			w->zero++;
			out->bad = 1;
			snprintf(out->what, sizeof(out->what),
				 "returns 0: write(2) returns 0 and user space writes the same bytes again");
			return;
		}
		w->other++;
		/* min(count, sizeof(x)): at most count. */
		if (w->count_arg && count_at_least(w, path, v->value))
			return;
		out->bad = 1;
		snprintf(out->what, sizeof(out->what),
			 "returns %lld, not the count it was given", v->value);
		return;
	case IRV_ARG:
		if (!w->count_arg) {
			if (v->value)
				w->other++;
			else if (!w->args || w->arg == v->arg) {
				w->args++;
				w->arg = v->arg;
			} else {
				w->other++;
			}
			return;
		}
		if (v->arg != w->count_arg) {
			w->other++;
			return;
		}
		if (!v->value)
			return;
		out->bad = 1;
		if (v->value > 0)
			snprintf(out->what, sizeof(out->what),
				 "returns count + %lld, more than it was given",
				 v->value);
		else
			snprintf(out->what, sizeof(out->what),
				 "returns count - %lld: write(2) reports a short write and user space writes the rest again",
				 -v->value);
		return;
	case IRV_CONSUMED:
		return;
	case IRV_CALL:
		judge_call(w, path, v, out);
		return;
	default:
		w->other++;
		return;
	}
}

/* ------------------------------------------------------------------ positions */

struct return_walk {
	struct ast_visitor v;
	struct symbol *target;
	struct statement_list **returns;
};

static void note_return(struct ast_visitor *v, struct statement *s)
{
	struct return_walk *w = (struct return_walk *)v;

	if (s->type == STMT_RETURN && s->ret_target == w->target)
		add_ptr_list(w->returns, s);
}

static struct statement_list *function_returns(struct symbol *fn)
{
	struct statement *body = function_body(fn);
	struct statement_list *list = NULL;
	struct return_walk w = { .v.stmt = note_return };

	if (!body)
		return NULL;
	w.target = body->ret;
	w.returns = &list;
	ast_walk_function(&w.v, fn);
	return list;
}

static int before(struct position a, struct position b)
{
	return a.line < b.line || (a.line == b.line && a.pos < b.pos);
}

static struct statement *return_at(struct walk *w, struct position pos)
{
	struct statement *s;

	FOR_EACH_PTR(w->returns, s) {
		if (same_position(s->pos, pos))
			return s;
	} END_FOR_EACH_PTR(s);
	return NULL;
}

static int returns_constant(struct statement *s, long long value)
{
	struct expression *e = s->ret_value;

	while (e && (e->type == EXPR_CAST || e->type == EXPR_IMPLIED_CAST ||
		     e->type == EXPR_FORCE_CAST))
		e = e->cast_expression;
	return e && e->type == EXPR_VALUE && (long long)e->value == value;
}

/* The last return statement, or the return instruction. */
static struct position last_return(struct walk *w)
{
	struct statement *s, *last = NULL;

	FOR_EACH_PTR(w->returns, s) {
		if (!last || before(last->pos, s->pos))
			last = s;
	} END_FOR_EACH_PTR(s);
	return last ? last->pos : w->ret->pos;
}

/* The return statement this path leaves through. */
static struct position path_position(struct walk *w, struct irv_path *path,
				     const struct irv *v)
{
	struct basic_block *last;
	struct instruction *insn, *term = NULL;
	struct statement *s, *found = NULL;
	int n = 0;

	for (n = 0; n < path->nr_phisrc; n++)
		if (return_at(w, path->phisrc[n]->pos))
			return path->phisrc[n]->pos;
	n = 0;
	if (v->kind == IRV_CONST) {
		FOR_EACH_PTR(w->returns, s) {
			if (returns_constant(s, v->value)) {
				found = s;
				n++;
			}
		} END_FOR_EACH_PTR(s);
		if (n == 1)
			return found->pos;
	}
	if (path->nr_blocks < 2)
		return last_return(w);
	last = path->blocks[path->nr_blocks - 2];
	FOR_EACH_PTR_REVERSE(last->insns, insn) {
		if (insn->bb && insn->pos.stream == cur_idx->stream) {
			term = insn;
			break;
		}
	} END_FOR_EACH_PTR_REVERSE(insn);
	if (!term)
		return last_return(w);
	if (return_at(w, term->pos))
		return term->pos;
	FOR_EACH_PTR(w->returns, s) {
		if (s->pos.stream == term->pos.stream &&
		    s->pos.line >= term->pos.line &&
		    (!found || before(s->pos, found->pos)))
			found = s;
	} END_FOR_EACH_PTR(s);
	return found ? found->pos : last_return(w);
}

static void report(struct walk *w, struct irv_path *path, const struct irv *v,
		   struct verdict *verdict)
{
	struct position pos = path_position(w, path, v);
	const char *fix = "return count";
	int i;

	for (i = 0; i < w->nr_reported; i++)
		if (same_position(w->reported[i], pos))
			return;
	if (w->nr_reported < (int)ARRAY_SIZE(w->reported))
		w->reported[w->nr_reported++] = pos;
	if (verdict->fix[0])
		fix = verdict->fix;
	diag_report(&check_store_return, pos, symbol_name(w->f->fn),
		    "store() '%s' %s: %s",
		    symbol_name(w->f->fn), verdict->what, fix);
}

/* ---------------------------------------------------------------------- paths */

static void evaluate(struct walk *w, struct irv_path *path, int forks)
{
	struct verdict verdict;
	struct irv v;
	pseudo_t fork;

	if (path->infeasible || w->paths >= MAX_PATHS)
		return;
	w->paths++;
	path->fork = NULL;
	path->nr_phisrc = 0;
	irv_eval(path, w->ret->src, &v);
	if (path->infeasible)
		return;
	fork = path->fork;
	if (fork) {
		struct irv_path *other;

		if (forks >= MAX_FORKS)
			return;
		other = malloc(sizeof(*other));
		if (!other)
			return;
		*other = *path;
		irv_assume(path, fork, 1);
		evaluate(w, path, forks + 1);
		irv_assume(other, fork, 0);
		evaluate(w, other, forks + 1);
		free(other);
		return;
	}
	judge(w, path, &v, &verdict);
	if (verdict.bad && w->count_arg)
		report(w, path, &v, &verdict);
}

/* The branch taken from @from to @to, as a fact. */
static void take_edge(struct irv_path *path, struct basic_block *from,
		      struct basic_block *to)
{
	struct instruction *term = last_instruction(from->insns);

	if (!term || term->opcode != OP_CBR || term->bb_true == term->bb_false)
		return;
	irv_assume(path, term->cond, term->bb_true == to);
}

static int on_stack(struct basic_block **stack, int n, struct basic_block *bb)
{
	int i;

	for (i = 0; i < n; i++)
		if (stack[i] == bb)
			return 1;
	return 0;
}

/* Every path from the entry to @bb, walked backwards. */
static void paths_to(struct walk *w, struct basic_block **stack, int n)
{
	struct basic_block *bb = stack[n - 1], *parent;
	struct irv_path *path;
	int i;

	if (w->paths >= MAX_PATHS)
		return;
	if (bb == w->f->ep->entry->bb) {
		path = calloc(1, sizeof(*path));
		if (!path)
			return;
		for (i = 0; i < n; i++)
			path->blocks[i] = stack[n - 1 - i];
		path->nr_blocks = n;
		for (i = 1; i < n && !path->infeasible; i++)
			take_edge(path, path->blocks[i - 1], path->blocks[i]);
		evaluate(w, path, 0);
		free(path);
		return;
	}
	if (n == IRV_MAX_PATH)
		return;
	FOR_EACH_PTR(bb->parents, parent) {
		if (on_stack(stack, n, parent))
			continue;
		stack[n] = parent;
		paths_to(w, stack, n + 1);
	} END_FOR_EACH_PTR(parent);
}

static void walk_function(struct walk *w)
{
	struct basic_block *bb, *stack[IRV_MAX_PATH];
	struct instruction *insn;

	if (!w->f->ep || !w->f->ep->entry)
		return;
	FOR_EACH_PTR(w->f->ep->bbs, bb) {
		FOR_EACH_PTR(bb->insns, insn) {
			if (!insn->bb || insn->opcode != OP_RET || !insn->src ||
			    insn->src == VOID)
				continue;
			w->ret = insn;
			stack[0] = bb;
			paths_to(w, stack, 1);
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
}

static int count_param(struct symbol *fn)
{
	struct symbol *type = fn->ctype.base_type;

	if (!type || type->type != SYM_FN)
		return 0;
	return symbol_list_size(type->arguments);
}

static void sr_file_end(struct sysfs_index *idx)
{
	struct ir_fn *f;

	FOR_EACH_PTR(ir_fns, f) {
		struct walk w;

		if (getenv("SYSFSCHECK_DUMP_IR"))
			dump(f);
		if (!is_store(idx, f->fn))
			continue;
		memset(&w, 0, sizeof(w));
		w.f = f;
		w.count_arg = count_param(f->fn);
		if (w.count_arg < 2)
			continue;
		w.returns = function_returns(f->fn);
		walk_function(&w);
	} END_FOR_EACH_PTR(f);
	FOR_EACH_PTR(ir_fns, f) {
		free(f);
	} END_FOR_EACH_PTR(f);
	ir_fns = NULL;
	wanted = NULL;
}

const struct sysfs_check check_store_return = {
	.name = "sysfs-store-return",
	.summary = "store() callbacks that return 0, or something else than the count or a negative errno",
	.default_on = 1,
	.file_begin = sr_file_begin,
	.wants_ir = sr_wants_ir,
	.function_ir = sr_function_ir,
	.file_end = sr_file_end,
};
