// SPDX-License-Identifier: MIT
/*
 * What a function returns, path by path. See returns.h.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ast.h"
#include "conditions.h"
#include "object.h"
#include "returns.h"
#include "sysfs-index.h"
#include "sysfs-model.h"
#include "token.h"

/* Classifying */

/* Was @call given the count parameter (as it is, on this path)? */
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

/* Does the summarised callee of @call return the count it was given? */
static int passes_count(struct returns_walk *w, struct irv_path *path,
			struct instruction *call, int arg)
{
	pseudo_t a = irv_call_arg(call, arg - 1);
	struct irv av;

	if (!a)
		return -1;
	a = irv_strip(a);
	if (a->type == PSEUDO_ARG && w->count_arg && a->nr == w->count_arg)
		return 1;
	path->fork = NULL;
	irv_eval(path, a, &av);
	path->fork = NULL;
	return av.kind == IRV_ARG && av.arg == w->count_arg;
}

/* Does @call return 0 on success or a negative errno? */
static int status_call(struct returns_walk *w, struct instruction *call)
{
	struct symbol *callee = irv_callee(call);
	const struct returns_summary *sum;

	if (!callee)
		return 0;
	if (sysfs_returns_status(callee) ||
	    sysfs_returns_status(irv_call_written(call, w->idx->stream)))
		return 1;
	if (!symbol_in_list(w->idx->functions, function_definition(callee)))
		return 0;
	sum = summary_get(w->idx, &returns_summary_kind, callee);
	return sum && sum->class == RETURNS_STATUS;
}

/* What the path knows of a status call's result @p: -1 failed, 1 succeeded. */
static int status_outcome(struct irv_path *path, pseudo_t p)
{
	long long lo, hi;
	int nonzero;

	switch (irv_outcome(path, p)) {
	case IRV_FAILED:
		return -1;
	case IRV_SUCCEEDED:
		return 1;
	default:
		break;
	}
	irv_range(path, p, &lo, &hi, &nonzero);
	if (hi < 0 || nonzero)
		return -1;
	return lo == 0 && hi == 0;
}

struct instruction *returns_failed_call(struct returns_walk *w,
					struct irv_path *path,
					struct instruction *returned,
					int *succeeded)
{
	pseudo_t tested[IRV_MAX_FACTS + IRV_MAX_OUTCOMES];
	int i, n = 0, ok = 0, other = 0;

	for (i = 0; i < path->nr_facts; i++)
		tested[n++] = path->facts[i].pseudo;
	for (i = 0; i < path->nr_outcomes; i++)
		tested[n++] = path->outcomes[i].value;
	for (i = 0; i < n; i++) {
		pseudo_t p = tested[i];
		struct instruction *def = p && p->type == PSEUDO_REG ? p->def : NULL;

		if (def && def == returned) {
			ok = 1;
			continue;
		}
		if (!def || def->opcode != OP_CALL || !status_call(w, def)) {
			other = 1;
			continue;
		}
		switch (status_outcome(path, p)) {
		case -1:
			*succeeded = 0;
			return def;
		case 1:
			ok = 1;
			break;
		default:
			other = 1;
			break;
		}
	}
	*succeeded = ok && !other;
	return NULL;
}

/* What the path knows about the count: 0 when nothing. */
static int count_range(struct returns_walk *w, struct irv_path *path,
		       long long *lo, long long *hi)
{
	int nonzero;
	pseudo_t arg;

	FOR_EACH_PTR(w->ep->entry->arg_list, arg) {
		if (arg->nr != w->count_arg)
			continue;
		irv_range(path, arg, lo, hi, &nonzero);
		return 1;
	} END_FOR_EACH_PTR(arg);
	return 0;
}

/*
 * A call's result the path knows is 0 ("if (ret) return ret; return
 * ret;"): whatever the callee, the function returns 0 there.
 */
static void known_zero(struct returns_walk *w, struct irv_path *path,
		       const struct irv *v, struct returned *r)
{
	long long lo, hi;

	if (v->value || r->lo != 0 || r->hi != 0)
		return;
	r->kind = RET_ZERO;
	r->within_count = w->count_arg && count_range(w, path, &lo, &hi) &&
			  lo == 0 && hi == 0;
}

static void classify_call(struct returns_walk *w, struct irv_path *path,
			  const struct irv *v, struct returned *r)
{
	struct symbol *callee = irv_callee(v->call);
	const struct returns_summary *sum = NULL;
	int nonzero, passes, local;

	r->call = v->call;
	r->kind = RET_CALL;
	if (error_result(path, v->pseudo) && !v->value) {
		r->kind = RET_FAILURE;
		return;
	}
	irv_range(path, v->pseudo, &r->lo, &r->hi, &nonzero);
	if (!callee) {
		/*
		 * Dispatchers: return attr->store(..., count); a call
		 * through a pointer not given the count cannot return it.
		 */
		if (given_count(path, v->call, w->count_arg))
			r->kind = RET_COUNT;
		else
			r->judged = 1;
		known_zero(w, path, v, r);
		return;
	}
	r->written = irv_call_written(v->call, w->idx->stream);
	local = symbol_in_list(w->idx->functions, function_definition(callee));
	if (local)
		sum = summary_get(w->idx, &returns_summary_kind, callee);
	if (sysfs_returns_status(callee) || sysfs_returns_status(r->written) ||
	    (sum && sum->class == RETURNS_STATUS)) {
		r->kind = RET_STATUS;
		/* Not negative: the success, 0. */
		if (r->lo >= 0 && !v->value)
			r->lo = r->hi = 0;
		return;
	}
	if (sum && sum->class == RETURNS_ARG) {
		passes = passes_count(w, path, v->call, sum->arg);
		if (passes < 0 || (passes && !v->value))
			r->kind = RET_COUNT;
		return;
	}
	if (given_count(path, v->call, w->count_arg) && !v->value) {
		r->kind = RET_COUNT;
		return;
	}
	/* A function of the file whose summary is unknown is not judged. */
	r->judged = !local;
	known_zero(w, path, v, r);
}

/* Does @ep call through a pointer with the value of @pointer? */
static int calls_through(struct entrypoint *ep, pseudo_t pointer)
{
	struct instruction *insn;
	struct basic_block *bb;

	FOR_EACH_PTR(ep->bbs, bb) {
		FOR_EACH_PTR(bb->insns, insn) {
			if (insn->bb && insn->opcode == OP_CALL &&
			    irv_same_value(irv_strip(insn->func), pointer))
				return 1;
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
	return 0;
}

/*
 * Did the path find NULL a function pointer that the function calls on
 * another path: "if (!a->store) return 0; return a->store(...);"?
 */
static int callback_missing(struct returns_walk *w, struct irv_path *path)
{
	long long lo, hi;
	int i, nonzero;

	for (i = 0; i < path->nr_facts; i++) {
		pseudo_t pointer = irv_strip(path->facts[i].pseudo);
		struct instruction *def;

		if (!pointer || pointer->type != PSEUDO_REG)
			continue;
		def = pointer->def;
		if (!def || def->opcode != OP_LOAD ||
		    !type_is_function(type_pointee(def->type)))
			continue;
		irv_range(path, pointer, &lo, &hi, &nonzero);
		if (lo == 0 && hi == 0 && calls_through(w->ep, pointer))
			return 1;
	}
	return 0;
}

/*
 * The marker of the inlined call whose result @p is ("return
 * start(dev, buf, len);" where start() is an inline function), or NULL.
 */
static struct instruction *inlined_call_of(struct entrypoint *ep, pseudo_t p)
{
	struct basic_block *bb;
	struct instruction *insn;

	p = irv_strip(p);
	if (!p || p->type != PSEUDO_REG)
		return NULL;
	FOR_EACH_PTR(ep->bbs, bb) {
		FOR_EACH_PTR(bb->insns, insn) {
			if (insn->bb && insn->opcode == OP_INLINED_CALL &&
			    insn->target == p)
				return insn;
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
	return NULL;
}

/*
 * The path's value comes out of an inline function: the function's
 * return (the path's first return phi source) takes the result of an
 * inlined call, and a return of the inlined body (the last one the
 * value went through) gives it.
 */
static void note_inlined(struct returns_walk *w, struct irv_path *path,
			 struct returned *r)
{
	struct instruction *marker, *last;

	if (path->nr_phisrc < 2)
		return;
	marker = inlined_call_of(w->ep, path->phisrc[0]->phi_src);
	last = path->phisrc[path->nr_phisrc - 1];
	if (!marker || !marker->func || marker->func->type != PSEUDO_SYM ||
	    last->pos.stream != w->idx->stream)
		return;
	r->inlined = marker->func->sym;
	r->inlined_at = last->pos;
}

static void classify(struct returns_walk *w, struct irv_path *path,
		     const struct irv *v, struct returned *r)
{
	long long lo, hi;

	memset(r, 0, sizeof(*r));
	r->value = v->value;
	note_inlined(w, path, r);
	switch (v->kind) {
	case IRV_CONST:
		if (v->value < 0) {
			r->kind = RET_FAILURE;
		} else if (v->value == 0) {
			r->kind = RET_ZERO;
			/* if (!count) return 0; */
			r->within_count = w->count_arg &&
					  count_range(w, path, &lo, &hi) &&
					  lo == 0 && hi == 0;
			r->no_callback = callback_missing(w, path);
		} else {
			r->kind = RET_POSITIVE;
			/* min(count, sizeof(x)) */
			r->within_count = w->count_arg &&
					  count_range(w, path, &lo, &hi) &&
					  lo >= v->value;
			r->below_count = r->within_count && hi > v->value;
		}
		return;
	case IRV_ARG:
		r->kind = RET_PARAM;
		r->arg = v->arg;
		return;
	case IRV_CONSUMED:
		r->kind = RET_CONSUMED;
		return;
	case IRV_CALL:
		classify_call(w, path, v, r);
		return;
	default:
		r->kind = RET_UNKNOWN;
		return;
	}
}

/* Walking */

static void visit_value(struct irp_walk *iw, struct irv_path *path,
			const struct irv *v, void *data)
{
	struct returns_walk *w = data;
	struct returned r;

	classify(w, path, v, &r);
	w->visit(w, path, v, &r);
}

static void visit_path(struct irp_walk *iw, struct irv_path *path,
		       void *data)
{
	struct returns_walk *w = data;

	irp_values(iw, path, w->ret->src, visit_value, w);
}

static void walk_return(struct instruction *ret, void *data)
{
	struct returns_walk *w = data;

	w->ret = ret;
	irp_backward(&w->walk, w->ep, ret->bb, visit_path, w);
}

void returns_walk(struct returns_walk *w)
{
	irp_each_return(w->ep, walk_return, w);
	free_ptr_list(&w->returns);
}

/* Positions */

struct return_stmts {
	struct ast_visitor v;
	struct symbol *target;
	struct statement_list **returns;
};

static void note_return(struct ast_visitor *v, struct statement *s)
{
	struct return_stmts *w = (struct return_stmts *)v;

	if (s->type == STMT_RETURN && s->ret_target == w->target)
		add_ptr_list(w->returns, s);
}

static struct statement_list *function_returns(struct symbol *fn)
{
	struct statement *body = function_body(fn);
	struct statement_list *list = NULL;
	struct return_stmts w = { .v.stmt = note_return };

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

static struct statement *return_at(struct statement_list *returns,
				   struct position pos)
{
	struct statement *s;

	FOR_EACH_PTR(returns, s) {
		if (same_position(s->pos, pos))
			return s;
	} END_FOR_EACH_PTR(s);
	return NULL;
}

static int returns_constant(struct statement *s, long long value)
{
	struct expression *e = strip_casts(s->ret_value);

	return e && e->type == EXPR_VALUE && (long long)e->value == value;
}

/* The last return statement, or the return instruction. */
static struct position last_return(struct statement_list *returns,
				   struct instruction *ret)
{
	struct statement *s, *last = NULL;

	FOR_EACH_PTR(returns, s) {
		if (!last || before(last->pos, s->pos))
			last = s;
	} END_FOR_EACH_PTR(s);
	return last ? last->pos : ret->pos;
}

/* The return statement of @returns written last at or before @pos, or NULL. */
static struct statement *return_holding(struct statement_list *returns,
					struct position pos)
{
	struct statement *s, *found = NULL;

	FOR_EACH_PTR(returns, s) {
		if (s->pos.stream != pos.stream || before(pos, s->pos))
			continue;
		if (!found || before(found->pos, s->pos))
			found = s;
	} END_FOR_EACH_PTR(s);
	return found;
}

/*
 * The return statement that returns an inlined call's result: sparse
 * gives the function's return the place of the last statement of the
 * inlined body, which is not in the function; the call's place is in
 * the return statement.
 */
static struct statement *inlined_return(struct returns_walk *w,
					struct statement_list *returns,
					struct irv_path *path)
{
	struct instruction *src, *marker;

	if (!path->nr_phisrc)
		return NULL;
	src = path->phisrc[0];
	marker = inlined_call_of(w->ep, src->phi_src);
	if (!marker || (src->pos.stream == marker->pos.stream &&
			!before(src->pos, marker->pos)))
		return NULL;
	return return_holding(returns, marker->pos);
}

static struct position path_position(struct returns_walk *w,
				     struct statement_list *returns,
				     struct irv_path *path, const struct irv *v)
{
	struct instruction *term;
	struct statement *s, *found = NULL;
	int n = 0;

	for (n = 0; n < path->nr_phisrc; n++)
		if (return_at(returns, path->phisrc[n]->pos))
			return path->phisrc[n]->pos;
	found = inlined_return(w, returns, path);
	if (found)
		return found->pos;
	n = 0;
	if (v->kind == IRV_CONST) {
		FOR_EACH_PTR(returns, s) {
			if (returns_constant(s, v->value)) {
				found = s;
				n++;
			}
		} END_FOR_EACH_PTR(s);
		if (n == 1)
			return found->pos;
	}
	if (path->nr_blocks < 2)
		return last_return(returns, w->ret);
	term = irp_last_in_stream(path->blocks[path->nr_blocks - 2],
				  w->idx->stream);
	if (!term)
		return last_return(returns, w->ret);
	if (return_at(returns, term->pos))
		return term->pos;
	FOR_EACH_PTR(returns, s) {
		if (s->pos.stream == term->pos.stream &&
		    s->pos.line >= term->pos.line &&
		    (!found || before(s->pos, found->pos)))
			found = s;
	} END_FOR_EACH_PTR(s);
	return found ? found->pos : last_return(returns, w->ret);
}

struct position returns_position(struct returns_walk *w,
				 struct irv_path *path, const struct irv *v)
{
	if (!w->returns)
		w->returns = function_returns(w->fn);
	return path_position(w, w->returns, path, v);
}

/* Rejections of the input */

/* The return at @pos, and the statements from the body down to it. */
struct branch_walk {
	struct ast_visitor v;
	struct position pos;
	struct statement_list *path;
	struct statement *branch;	/* the if's branch holding the return */
	struct expression *test;
	int holds;
};

static void branch_enter(struct ast_visitor *v, struct statement *s)
{
	struct branch_walk *b = (struct branch_walk *)v;
	struct statement *stmt;
	int i;

	add_statement(&b->path, s);
	if (b->test || s->type != STMT_RETURN || !same_position(s->pos, b->pos))
		return;
	b->test = cond_innermost_test(b->path, &b->holds);
	for (i = statement_list_size(b->path) - 1; b->test && i > 0; i--) {
		stmt = ptr_list_nth(b->path, i - 1);
		if (stmt->type == STMT_IF &&
		    stmt->if_conditional == b->test) {
			b->branch = ptr_list_nth(b->path, i);
			break;
		}
	}
}

static void branch_leave(struct ast_visitor *v, struct statement *s)
{
	delete_ptr_list_last((struct ptr_list **)&((struct branch_walk *)v)->path);
}

/* Does @fn hand the address of @var to a parser of the input (sscanf())? */
struct parsed_walk {
	struct ast_visitor v;
	struct symbol *var;
	int found;
};

static void parsed_call(struct ast_visitor *v, struct expression *e)
{
	struct parsed_walk *p = (struct parsed_walk *)v;
	const struct sysfs_callee *callee;
	struct expression *arg;

	if (e->type != EXPR_CALL)
		return;
	callee = sysfs_callee_lookup(expr_function(e->fn));
	if (!callee || (callee->kind != CALLEE_PARSE &&
			callee->kind != CALLEE_SCAN))
		return;
	FOR_EACH_PTR(e->args, arg) {
		if (obj_within(arg, p->var))
			p->found = 1;
	} END_FOR_EACH_PTR(arg);
}

static int parsed_from_input(struct symbol *fn, struct symbol *var)
{
	struct parsed_walk p = { .v = { .expr = parsed_call }, .var = var };

	ast_walk_function(&p.v, fn);
	return p.found;
}

/*
 * Does @branch assign anything (=, op=, ++, --) before it returns, but
 * the variables declared in it (a logging macro's own state)?
 */
struct assign_walk {
	struct ast_visitor v;
	struct symbol_list *locals;
	int found;
};

static void note_local(struct ast_visitor *v, struct symbol *sym)
{
	add_symbol(&((struct assign_walk *)v)->locals, sym);
}

static void note_assign(struct ast_visitor *v, struct expression *e)
{
	struct assign_walk *a = (struct assign_walk *)v;
	struct expression *target;

	if (e->type == EXPR_ASSIGNMENT)
		target = e->left;
	else if ((e->type == EXPR_PREOP || e->type == EXPR_POSTOP) &&
		 (e->op == SPECIAL_INCREMENT || e->op == SPECIAL_DECREMENT))
		target = e->unop;
	else
		return;
	if (!symbol_in_list(a->locals, expr_variable(target)))
		a->found = 1;
}

static int assigns_anything(struct statement *branch)
{
	struct assign_walk a = {
		.v = { .expr = note_assign, .local = note_local },
	};
	struct statement *s;

	if (branch->type != STMT_COMPOUND)
		return 0;
	FOR_EACH_PTR(branch->stmts, s) {
		if (s->type != STMT_RETURN)
			ast_walk_stmt(&a.v, s);
	} END_FOR_EACH_PTR(s);
	free_ptr_list(&a.locals);
	return a.found;
}

struct symbol *returns_rejects_input(struct returns_walk *w,
				     struct position pos, long long *most)
{
	struct branch_walk b = {
		.v = { .stmt = branch_enter, .stmt_end = branch_leave },
		.pos = pos,
	};
	struct symbol *var = NULL;

	ast_walk_function(&b.v, w->fn);
	free_ptr_list(&b.path);
	if (b.branch && !assigns_anything(b.branch))
		var = test_upper_bound(b.test, !b.holds, most);
	return var && parsed_from_input(w->fn, var) ? var : NULL;
}

/* The summary */

struct tally {
	int zero, error, other, args, arg;
};

static void tally(struct returns_walk *w, struct irv_path *path,
		  const struct irv *v, const struct returned *r)
{
	struct tally *t = w->data;

	switch (r->kind) {
	case RET_FAILURE:
		t->error++;
		return;
	case RET_ZERO:
	case RET_STATUS:
		t->zero++;
		return;
	case RET_PARAM:
		if (!r->value && (!t->args || t->arg == r->arg)) {
			t->args++;
			t->arg = r->arg;
		} else {
			t->other++;
		}
		return;
	case RET_CONSUMED:
	case RET_COUNT:
		return;
	default:
		t->other++;
		return;
	}
}

static void *returns_compute(struct sysfs_index *idx, struct symbol *fn)
{
	struct returns_summary *sum;
	struct tally t = { 0 };
	struct returns_walk w = {
		.idx = idx, .fn = fn, .ep = index_ir(idx, fn),
		.visit = tally, .data = &t,
	};

	if (!w.ep)
		return NULL;
	returns_walk(&w);
	sum = calloc(1, sizeof(*sum));
	if (!sum)
		die("out of memory");
	if (t.other || w.walk.paths >= IRP_MAX_PATHS ||
	    (w.walk.cut & IRP_CUT_FACTS))
		sum->class = RETURNS_UNKNOWN;
	else if (t.args && !t.zero && t.arg > 0)
		sum->class = RETURNS_ARG;
	else if (t.zero && !t.args)
		sum->class = RETURNS_STATUS;
	else
		sum->class = RETURNS_UNKNOWN;
	sum->arg = t.arg;
	return sum;
}

static void returns_show(const void *p, char *buf, size_t size)
{
	const struct returns_summary *sum = p;

	switch (sum->class) {
	case RETURNS_STATUS:
		snprintf(buf, size, "0 on success or a negative errno");
		break;
	case RETURNS_ARG:
		snprintf(buf, size, "its parameter %d, or an error", sum->arg);
		break;
	default:
		snprintf(buf, size, "unknown");
		break;
	}
}

const struct summary_kind returns_summary_kind = {
	.name = "returns",
	.compute = returns_compute,
	.release = free,
	.show = returns_show,
};
