// SPDX-License-Identifier: MIT
#include <stdlib.h>
#include <string.h>

#include "analysis.h"
#include "ast.h"
#include "locals.h"
#include "sysfs-index.h"

struct locals {
	struct ast_visitor v;
	struct symbol *fn;
	struct local *entries;
	int n, cap;
};

/* The locals of the functions asked about in this file (in its index). */
struct locals_cache {
	struct locals **fns;
	int n, cap;
};

static void release_cache(void *state)
{
	struct locals_cache *cache = state;
	int i, j;

	for (i = 0; i < cache->n; i++) {
		struct locals *locals = cache->fns[i];

		for (j = 0; j < locals->n; j++)
			free_ptr_list(&locals->entries[j].values);
		free(locals->entries);
		free(locals);
	}
	free(cache->fns);
}

static struct locals_cache *file_cache(void)
{
	static const char owner;
	struct sysfs_index *idx = analysis_file();

	if (!idx)
		die("sysfscheck: locals asked for outside a file");
	return index_context(idx, &owner, sizeof(struct locals_cache),
			     release_cache);
}

struct local *local_find(struct locals *locals, struct symbol *sym)
{
	int i;

	for (i = 0; locals && i < locals->n; i++)
		if (locals->entries[i].sym == sym)
			return &locals->entries[i];
	return NULL;
}

int locals_count(struct locals *locals)
{
	return locals ? locals->n : 0;
}

struct local *locals_nth(struct locals *locals, int n)
{
	return n >= 0 && n < locals_count(locals) ? &locals->entries[n] : NULL;
}

static struct local *local_add(struct locals *locals, struct symbol *sym)
{
	struct local *l = local_find(locals, sym);

	if (l || !symbol_is_local(sym))
		return l;
	if (locals->n == locals->cap) {
		locals->cap = locals->cap ? 2 * locals->cap : 16;
		locals->entries = realloc(locals->entries,
					  locals->cap * sizeof(*l));
		if (!locals->entries)
			die("out of memory");
	}
	l = &locals->entries[locals->n++];
	memset(l, 0, sizeof(*l));
	l->sym = sym;
	return l;
}

static void collect_expr(struct ast_visitor *v, struct expression *e)
{
	struct locals *locals = (struct locals *)v;
	struct symbol *sym;
	struct local *l;

	switch (e->type) {
	case EXPR_SYMBOL:
		l = local_add(locals, e->symbol);
		if (l)
			l->uses++;
		break;
	case EXPR_PREOP:
	case EXPR_POSTOP:
		if (e->op == '*' && expr_symbol(e->unop)) {
			l = local_add(locals, e->unop->symbol);
			if (l)
				l->derefs++;
		}
		if (e->op == SPECIAL_INCREMENT || e->op == SPECIAL_DECREMENT) {
			sym = expr_variable(e->unop);
			l = sym ? local_add(locals, sym) : NULL;
			if (l)
				l->modified = 1;
		}
		break;
	case EXPR_ASSIGNMENT:
		sym = expr_variable(e->left);
		l = sym ? local_add(locals, sym) : NULL;
		if (l)
			add_expression(&l->values, e);
		break;
	default:
		break;
	}
}

static void collect_local(struct ast_visitor *v, struct symbol *sym)
{
	struct local *l = local_add((struct locals *)v, sym);

	if (l && sym->initializer)
		add_expression(&l->values, sym->initializer);
}

struct locals *locals_of(struct symbol *fn)
{
	struct locals_cache *cache = file_cache();
	struct locals *locals;
	int i;

	for (i = 0; i < cache->n; i++)
		if (cache->fns[i]->fn == fn)
			return cache->fns[i];
	locals = calloc(1, sizeof(*locals));
	if (!locals)
		die("out of memory");
	locals->fn = fn;
	locals->v.expr = collect_expr;
	locals->v.local = collect_local;
	if (fn)
		ast_walk_function(&locals->v, fn);
	if (cache->n == cache->cap) {
		cache->cap = cache->cap ? 2 * cache->cap : 16;
		cache->fns = realloc(cache->fns,
				     cache->cap * sizeof(*cache->fns));
		if (!cache->fns)
			die("out of memory");
	}
	cache->fns[cache->n++] = locals;
	return locals;
}

struct local *local_of(struct symbol *fn, struct symbol *sym)
{
	return fn && sym ? local_find(locals_of(fn), sym) : NULL;
}

/* Stores */

int expr_store_target(struct expression *e, struct symbol **target)
{
	if (e->type == EXPR_ASSIGNMENT) {
		*target = expr_variable(e->left);
		return 1;
	}
	if ((e->type == EXPR_PREOP || e->type == EXPR_POSTOP) &&
	    (e->op == SPECIAL_INCREMENT || e->op == SPECIAL_DECREMENT)) {
		*target = expr_variable(e->unop);
		return 1;
	}
	return 0;
}

struct stores {
	struct symbol *var;
	int n;
};

static void stores_visit(struct ast_visitor *v, struct expression *e)
{
	struct stores *st = v->data;
	struct symbol *target;

	if (expr_store_target(e, &target) && target == st->var)
		st->n++;
}

int stores_in(struct symbol *var, struct statement *stmt,
	      struct expression *e)
{
	struct stores st = { .var = var };
	struct ast_visitor v = { .expr = stores_visit, .data = &st };

	if (stmt)
		ast_walk_stmt(&v, stmt);
	if (e)
		ast_walk_expr(&v, e);
	return st.n;
}

/* Reaching assignments */

struct reach {
	struct symbol *var;
	struct expression *target;
	/* The state where the walk is: */
	struct expression_list *defs;
	int unknown, dead;
	/* Where the target runs: */
	struct expression_list *found;
	int found_unknown, seen;
};

static int reach_modifies(struct reach *r, struct statement *stmt,
			  struct expression *e)
{
	return stores_in(r->var, stmt, e) > 0;
}

static void reach_set(struct reach *r, struct expression *value)
{
	free_ptr_list(&r->defs);
	r->unknown = !value;
	if (value)
		add_expression(&r->defs, value);
}

static void reach_expr(struct reach *r, struct expression *e)
{
	if (!e || r->dead)
		return;
	if (e == r->target) {
		struct expression *d;

		FOR_EACH_PTR(r->defs, d) {
			add_expression(&r->found, d);
		} END_FOR_EACH_PTR(d);
		r->found_unknown |= r->unknown;
		r->seen = 1;
		return;
	}
	if (e->type == EXPR_ASSIGNMENT && e->op == '=' &&
	    expr_variable(e->left) == r->var &&
	    !reach_modifies(r, NULL, e->right))
		reach_set(r, e->right);
	else if (reach_modifies(r, NULL, e))
		reach_set(r, NULL);
}

static struct expression_list *copy_defs(struct reach *r)
{
	struct expression_list *defs = NULL;

	concat_ptr_list((struct ptr_list *)r->defs, (struct ptr_list **)&defs);
	return defs;
}

static void reach_stmt(struct reach *r, struct statement *stmt);

/* Both branches of an if, each from the state before it. */
static void reach_if(struct reach *r, struct statement *stmt)
{
	struct expression_list *defs, *true_defs;
	struct expression *d;
	int unknown, true_unknown;

	reach_expr(r, stmt->if_conditional);
	if (r->dead)
		return;
	defs = copy_defs(r);
	unknown = r->unknown;
	reach_stmt(r, stmt->if_true);
	if (r->dead) {
		free_ptr_list(&r->defs);
		r->defs = defs;
		r->unknown = unknown;
		r->dead = 0;
		reach_stmt(r, stmt->if_false);
		return;
	}
	true_defs = r->defs;
	true_unknown = r->unknown;
	r->defs = defs;
	r->unknown = unknown;
	reach_stmt(r, stmt->if_false);
	if (r->dead) {
		free_ptr_list(&r->defs);
		r->defs = true_defs;
		r->unknown = true_unknown;
		r->dead = 0;
		return;
	}
	FOR_EACH_PTR(true_defs, d) {
		if (!lookup_ptr_list_entry((struct ptr_list *)r->defs, d))
			add_expression(&r->defs, d);
	} END_FOR_EACH_PTR(d);
	free_ptr_list(&true_defs);
	r->unknown |= true_unknown;
}

/* The state after @stmt, from the state before it. */
static void reach_stmt(struct reach *r, struct statement *stmt)
{
	struct expression_list *defs;
	struct statement *child;
	struct symbol *sym;
	int unknown, dead;

	if (!stmt || r->dead)
		return;
	switch (stmt->type) {
	case STMT_DECLARATION:
		FOR_EACH_PTR(stmt->declaration, sym) {
			if (sym == r->var)
				reach_set(r, sym->initializer);
			else if (sym->initializer)
				reach_expr(r, sym->initializer);
		} END_FOR_EACH_PTR(sym);
		return;
	case STMT_EXPRESSION:
		reach_expr(r, stmt->expression);
		return;
	case STMT_COMPOUND:
		FOR_EACH_PTR(stmt->stmts, child) {
			reach_stmt(r, child);
		} END_FOR_EACH_PTR(child);
		return;
	case STMT_IF:
		reach_if(r, stmt);
		return;
	case STMT_RETURN:
		reach_expr(r, stmt->ret_value);
		r->dead = 1;
		return;
	case STMT_GOTO:
		/* goto, and break and continue, which sparse writes as gotos */
		r->dead = 1;
		return;
	case STMT_LABEL:
	case STMT_CASE:
		/* Reached from elsewhere too. */
		r->dead = 0;
		reach_set(r, NULL);
		reach_stmt(r, stmt->type == STMT_LABEL ? stmt->label_statement :
			   stmt->case_statement);
		return;
	case STMT_SWITCH:
		reach_expr(r, stmt->switch_expression);
		defs = copy_defs(r);
		unknown = r->unknown;
		reach_stmt(r, stmt->switch_statement);
		/* Left by a break from any case, or by no case at all. */
		r->dead = 0;
		free_ptr_list(&r->defs);
		r->defs = defs;
		r->unknown = unknown;
		if (reach_modifies(r, stmt->switch_statement, NULL))
			reach_set(r, NULL);
		return;
	case STMT_ITERATOR:
		reach_stmt(r, stmt->iterator_pre_statement);
		if (r->dead)
			return;
		dead = reach_modifies(r, stmt, NULL);
		/* Around the loop: what the body stores comes back. */
		if (dead)
			reach_set(r, NULL);
		reach_expr(r, stmt->iterator_pre_condition);
		reach_stmt(r, stmt->iterator_statement);
		r->dead = 0;
		reach_expr(r, stmt->iterator_post_condition);
		reach_stmt(r, stmt->iterator_post_statement);
		if (dead)
			reach_set(r, NULL);
		return;
	default:
		if (reach_modifies(r, stmt, NULL))
			reach_set(r, NULL);
		return;
	}
}

int local_reaching_values(struct symbol *fn, struct symbol *var,
			  struct expression *at,
			  struct expression_list **values)
{
	struct reach r = { .var = var, .target = at };
	int ok;

	reach_stmt(&r, function_body(fn));
	free_ptr_list(&r.defs);
	ok = r.found && !r.found_unknown;
	if (ok)
		*values = r.found;
	else
		free_ptr_list(&r.found);
	return ok;
}
