// SPDX-License-Identifier: MIT
#include <stdlib.h>
#include <string.h>

#include "ast.h"
#include "conditions.h"
#include "constant.h"
#include "locals.h"

void cond_begin(struct conditions *c, struct symbol *fn)
{
	memset(c, 0, sizeof(*c));
	c->fn = fn;
}

int cond_mark(struct conditions *c)
{
	return c->n;
}

void cond_restore(struct conditions *c, int mark)
{
	while (c->n > mark)
		free_ptr_list(&c->facts[--c->n].reads);
}

void cond_end(struct conditions *c)
{
	cond_restore(c, 0);
	free(c->facts);
	c->facts = NULL;
	c->cap = 0;
}

/* Can a store through a pointer change @sym? */
struct address_walk {
	struct ast_visitor v;
	struct symbol *sym;
	int uses, reads;
};

static void count_use(struct ast_visitor *v, struct expression *e)
{
	struct address_walk *w = (struct address_walk *)v;

	if (e->type == EXPR_SYMBOL && e->symbol == w->sym)
		w->uses++;
	else if (e->type == EXPR_PREOP && e->op == '*' && e->unop &&
		 e->unop->type == EXPR_SYMBOL && e->unop->symbol == w->sym)
		w->reads++;
}

/* Does @fn take the address of @sym (mention it other than read)? */
static int address_taken(struct symbol *fn, struct symbol *sym)
{
	struct address_walk w = { .v = { .expr = count_use }, .sym = sym };

	ast_walk_function(&w.v, fn);
	return w.uses > w.reads;
}

/*
 * Can a store to @sym change what other expressions read through
 * pointers? A static of the function (a macro's once-flag) cannot,
 * unless the function takes its address, like any local.
 */
static int in_memory(struct conditions *c, struct symbol *sym)
{
	unsigned long mods = sym->ctype.modifiers;
	struct local *l;

	if (!symbol_is_local(sym))
		return (mods & (MOD_TOPLEVEL | MOD_EXTERN)) ||
		       !(mods & MOD_STATIC) || address_taken(c->fn, sym);
	l = local_of(c->fn, sym);
	return !l || local_address_taken(l);
}

struct reads_walk {
	struct ast_visitor v;
	struct conditions *c;
	struct cond_fact *fact;
};

static void note_read(struct ast_visitor *v, struct expression *e)
{
	struct reads_walk *w = (struct reads_walk *)v;
	struct cond_fact *f = w->fact;

	switch (e->type) {
	case EXPR_SYMBOL:
		if (!e->symbol || type_is_function(e->symbol))
			break;
		if (!symbol_in_list(f->reads, e->symbol))
			add_symbol(&f->reads, e->symbol);
		if (in_memory(w->c, e->symbol))
			f->reads_memory = 1;
		break;
	case EXPR_PREOP:
		if (e->op == '*' && !expr_symbol(strip_casts(e->unop)))
			f->reads_memory = 1;
		break;
	case EXPR_CALL:
		f->reads_memory = 1;
		break;
	default:
		break;
	}
}

static void add_fact(struct conditions *c, struct expression *test,
		     int holds, int branch)
{
	struct reads_walk w = { .v = { .expr = note_read }, .c = c };
	struct cond_fact *f;

	if (c->n == c->cap) {
		c->cap = c->cap ? 2 * c->cap : 16;
		c->facts = realloc(c->facts, c->cap * sizeof(*c->facts));
		if (!c->facts)
			die("out of memory");
	}
	f = &c->facts[c->n++];
	memset(f, 0, sizeof(*f));
	f->test = test;
	f->holds = holds;
	f->branch = branch;
	w.fact = f;
	ast_walk_expr(&w.v, test);
}

/*
 * A test that holds or fails as the facts it is made of: both sides of a
 * holding "&&" or a failing "||", what "!" negates. Each is forgotten
 * on its own.
 */
static void add_facts(struct conditions *c, struct expression *test,
		      int holds, int branch)
{
	struct expression *bare = strip_casts(test);

	if (bare && bare->type == EXPR_LOGICAL &&
	    bare->op == (holds ? SPECIAL_LOGICAL_AND : SPECIAL_LOGICAL_OR)) {
		add_facts(c, bare->left, holds, branch);
		add_facts(c, bare->right, holds, branch);
		return;
	}
	if (bare && bare->type == EXPR_PREOP && bare->op == '!') {
		add_facts(c, bare->unop, !holds, branch);
		return;
	}
	add_fact(c, test, holds, branch);
}

static void forget(struct cond_fact *f)
{
	f->test = NULL;
	free_ptr_list(&f->reads);
}

void cond_branch(struct conditions *c, struct expression *test, int holds)
{
	if (test)
		add_facts(c, test, holds, 1);
}

int stmt_leaves(struct statement *stmt, struct symbol *cont)
{
	struct statement *last = NULL;

	if (!stmt)
		return 0;
	switch (stmt->type) {
	case STMT_RETURN:
		return 1;
	case STMT_GOTO:
		return !cont || stmt->goto_label != cont;
	case STMT_COMPOUND:
		FOR_EACH_PTR(stmt->stmts, last) {
			/* A label lets another path in past the test. */
			if (last->type == STMT_LABEL || last->type == STMT_CASE)
				return 0;
			if (last->type == STMT_RETURN || last->type == STMT_GOTO)
				return stmt_leaves(last, cont);
			if (stmt_leaves(last, cont))
				return 1;
		} END_FOR_EACH_PTR(last);
		return 0;
	default:
		return 0;
	}
}

void cond_after(struct conditions *c, struct statement *stmt)
{
	if (stmt->type == STMT_IF && !stmt->if_false &&
	    stmt_leaves(stmt->if_true, NULL) && stmt->if_conditional)
		add_facts(c, stmt->if_conditional, 0, 0);
}

static void forget_reading(struct conditions *c, struct symbol *var,
			   int memory)
{
	int i;

	for (i = 0; i < c->n; i++) {
		struct cond_fact *f = &c->facts[i];

		if (f->test && ((var && symbol_in_list(f->reads, var)) ||
				(memory && f->reads_memory)))
			forget(f);
	}
}

void cond_store(struct conditions *c, struct expression *e)
{
	struct symbol *target;

	if (!expr_store_target(e, &target))
		return;
	forget_reading(c, target, !target || in_memory(c, target));
}

static void store_visit(struct ast_visitor *v, struct expression *e)
{
	cond_store(v->data, e);
}

void cond_stores_in(struct conditions *c, struct statement *stmt)
{
	struct ast_visitor v = { .expr = store_visit, .data = c };

	ast_walk_stmt(&v, stmt);
}

void cond_join(struct conditions *c)
{
	int i;

	for (i = 0; i < c->n; i++)
		if (c->facts[i].test)
			forget(&c->facts[i]);
}

/* Along a path */

static void joins_visit(struct ast_visitor *v, struct statement *stmt)
{
	if (stmt->type == STMT_LABEL || stmt->type == STMT_CASE)
		cond_join(v->data);
}

/* What walking all of @stmt leaves behind: its stores, its labels. */
static void cond_past(struct conditions *c, struct statement *stmt)
{
	struct ast_visitor v = {
		.expr = store_visit, .stmt = joins_visit, .data = c,
	};

	ast_walk_stmt(&v, stmt);
}

static void cond_past_expr(struct conditions *c, struct expression *e)
{
	struct ast_visitor v = { .expr = store_visit, .data = c };

	ast_walk_expr(&v, e);
}

/* The statements of a block before @next have run. */
static void cond_before(struct conditions *c, struct statement_list *stmts,
			struct statement *next)
{
	struct statement *child;

	FOR_EACH_PTR(stmts, child) {
		if (child == next)
			return;
		cond_past(c, child);
		cond_after(c, child);
	} END_FOR_EACH_PTR(child);
}

void conditions_at(struct conditions *c, struct symbol *fn,
		   struct statement_list *path)
{
	struct statement *stmt, *next;
	int i, n = statement_list_size(path);

	cond_begin(c, fn);
	for (i = 0; i < n; i++) {
		stmt = ptr_list_nth(path, i);
		next = i + 1 < n ? ptr_list_nth(path, i + 1) : NULL;
		switch (next ? stmt->type : STMT_NONE) {
		case STMT_COMPOUND:
			cond_before(c, stmt->stmts, next);
			break;
		case STMT_IF:
			cond_past_expr(c, stmt->if_conditional);
			cond_branch(c, stmt->if_conditional,
				    next == stmt->if_true);
			break;
		case STMT_ITERATOR:
			if (next != stmt->iterator_pre_statement) {
				cond_past(c, stmt->iterator_pre_statement);
				cond_stores_in(c, stmt);
			}
			break;
		case STMT_LABEL:
		case STMT_CASE:
			cond_join(c);
			break;
		default:
			break;
		}
	}
}

struct expression *cond_innermost_test(struct statement_list *path,
				       int *holds)
{
	int i = statement_list_size(path) - 1;
	struct statement *stmt, *inner;

	for (; i > 0; i--) {
		stmt = ptr_list_nth(path, i - 1);
		inner = ptr_list_nth(path, i);
		if (stmt->type != STMT_IF || !stmt->if_conditional)
			continue;
		if (inner == stmt->if_true || inner == stmt->if_false) {
			*holds = inner == stmt->if_true;
			return stmt->if_conditional;
		}
	}
	return NULL;
}

/* Questions */

/* Does @test test the value @e ("if (ret) return ret;")? */
static int mentions(struct expression *test, struct expression *e)
{
	struct symbol *want = expr_variable(e);
	struct expression *arg;

	test = strip_casts(test);
	if (!test)
		return 0;
	if (expr_equal(test, e))
		return 1;
	switch (test->type) {
	case EXPR_COMPARE:
	case EXPR_LOGICAL:
	case EXPR_BINOP:
		return mentions(test->left, e) || mentions(test->right, e);
	case EXPR_PREOP:
		if (test->op == '!' || test->op == '-' || test->op == '(')
			return mentions(test->unop, e);
		break;
	case EXPR_CALL:
		/* IS_ERR_VALUE(x), unlikely(x) */
		FOR_EACH_PTR(test->args, arg) {
			if (mentions(arg, e))
				return 1;
		} END_FOR_EACH_PTR(arg);
		break;
	default:
		break;
	}
	return want && expr_roots_have(test, want);
}

int cond_tests(struct conditions *c, struct expression *e)
{
	int i;

	for (i = 0; i < c->n; i++)
		if (c->facts[i].test && c->facts[i].branch &&
		    mentions(c->facts[i].test, e))
			return 1;
	return 0;
}

static int any_fact(struct conditions *c,
		    int (*atom)(struct expression *, int, void *), void *data)
{
	int i;

	for (i = 0; i < c->n; i++)
		if (c->facts[i].test &&
		    atom(strip_casts(c->facts[i].test), c->facts[i].holds,
			 data))
			return 1;
	return 0;
}

static int says_negative(struct expression *test, int holds, void *e)
{
	long long k;

	if (test->type != EXPR_COMPARE || !constant_value(test->right, &k) ||
	    !expr_equal(test->left, e))
		return 0;
	if (holds)
		return (test->op == '<' && k <= 0) ||
		       (test->op == SPECIAL_LTE && k < 0);
	return (test->op == SPECIAL_GTE && k <= 0) ||
	       (test->op == '>' && k < 0);
}

int cond_negative(struct conditions *c, struct expression *e)
{
	return any_fact(c, says_negative, e);
}

struct upper {
	struct symbol *var;
	long long most;
	int found;
};

struct expression *test_upper_operand(struct expression *test, int holds,
				      long long *most)
{
	struct expression *e;
	long long k;

	test = strip_casts(test);
	if (test && test->type == EXPR_LOGICAL &&
	    test->op == (holds ? SPECIAL_LOGICAL_AND : SPECIAL_LOGICAL_OR)) {
		e = test_upper_operand(test->left, holds, most);
		return e ? e : test_upper_operand(test->right, holds, most);
	}
	if (test && test->type == EXPR_PREOP && test->op == '!')
		return test_upper_operand(test->unop, !holds, most);
	if (!test || test->type != EXPR_COMPARE ||
	    !constant_value(test->right, &k))
		return NULL;
	switch (test->op) {
	case '<':
	case SPECIAL_UNSIGNED_LT:
		if (!holds)
			return NULL;
		k--;
		break;
	case SPECIAL_LTE:
	case SPECIAL_UNSIGNED_LTE:
		if (!holds)
			return NULL;
		break;
	case SPECIAL_GTE:
	case SPECIAL_UNSIGNED_GTE:
		if (holds)
			return NULL;
		k--;
		break;
	case '>':
	case SPECIAL_UNSIGNED_GT:
		if (holds)
			return NULL;
		break;
	default:
		return NULL;
	}
	*most = k;
	return strip_casts(test->left);
}

struct symbol *test_upper_bound(struct expression *test, int holds,
				long long *most)
{
	long long k;
	struct symbol *var = expr_variable(test_upper_operand(test, holds, &k));

	if (var)
		*most = k;
	return var;
}

static int note_upper(struct expression *test, int holds, void *data)
{
	struct upper *u = data;
	long long k;

	if (!u->var || test_upper_bound(test, holds, &k) != u->var)
		return 0;
	if (!u->found || k < u->most)
		u->most = k;
	u->found = 1;
	/* Go on: another fact may bound it lower. */
	return 0;
}

int cond_upper_bound(struct conditions *c, struct symbol *var,
		     long long *most)
{
	struct upper u = { .var = var };

	if (!var)
		return 0;
	any_fact(c, note_upper, &u);
	if (u.found)
		*most = u.most;
	return u.found;
}
