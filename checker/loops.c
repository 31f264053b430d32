// SPDX-License-Identifier: MIT
#include "ast.h"
#include "bounds.h"
#include "constant.h"
#include "layout.h"
#include "locals.h"
#include "loops.h"
#include "sysfs-model.h"
#include "write-length.h"

/*
 * The constant @e is, or when @pick is not 0 the least (-1) or the most
 * (1) a conditional of constants can be ("full ? 0 : 32").
 */
static int constant_pick(struct expression *e, int pick, long long *v)
{
	long long a, b;

	e = strip_casts(e);
	if (constant_value(e, v))
		return 1;
	if (!pick || !e || (e->type != EXPR_CONDITIONAL &&
			    e->type != EXPR_SELECT) || !e->cond_true ||
	    !constant_pick(e->cond_true, pick, &a) ||
	    !constant_pick(e->cond_false, pick, &b))
		return 0;
	*v = (pick < 0) == (a < b) ? a : b;
	return 1;
}

/*
 * The value "for (i = K, len = 0; ...)" starts @var at (@pick as for
 * constant_pick()): 1 if found.
 */
static int start_value(struct expression *e, struct symbol *var, int pick,
		       long long *start, int *found)
{
	e = strip_casts(e);
	if (!e)
		return 1;
	if (e->type == EXPR_COMMA)
		return start_value(e->left, var, pick, start, found) &&
		       start_value(e->right, var, pick, start, found);
	if (e->type == EXPR_ASSIGNMENT && expr_variable(e->left) == var) {
		*found = 1;
		return e->op == '=' && constant_pick(e->right, pick, start);
	}
	return 1;
}

long long loop_step(struct statement *post, struct symbol *var)
{
	struct expression *e;
	long long k;

	if (!post || post->type != STMT_EXPRESSION)
		return 0;
	e = strip_casts(post->expression);
	if (!e)
		return 0;
	if ((e->type == EXPR_POSTOP || e->type == EXPR_PREOP) &&
	    expr_variable(e->unop) == var)
		return e->op == SPECIAL_INCREMENT ? 1 :
		       e->op == SPECIAL_DECREMENT ? -1 : 0;
	if (e->type == EXPR_ASSIGNMENT && expr_variable(e->left) == var &&
	    constant_value(e->right, &k) && k > 0)
		return e->op == SPECIAL_ADD_ASSIGN ? k :
		       e->op == SPECIAL_SUB_ASSIGN ? -k : 0;
	return 0;
}

/*
 * "bit = find_next_bit(addr, 64, bit), bit < 64" (for_each_set_bit()):
 * the model's function returns its last argument or more, so the counter
 * only moves forward, by the loop's step at least each turn; the test
 * after the comma counts the turns. Else @cond itself.
 */
static struct expression *forward_test(struct statement *stmt,
				       struct expression *cond)
{
	const struct sysfs_callee *callee;
	struct expression *set, *call, *last = NULL, *arg;
	struct symbol *var;

	if (!cond || cond->type != EXPR_COMMA)
		return cond;
	set = strip_casts(cond->left);
	if (!set || set->type != EXPR_ASSIGNMENT || set->op != '=')
		return cond;
	var = expr_variable(set->left);
	call = strip_casts(set->right);
	if (!var || !call || call->type != EXPR_CALL ||
	    loop_step(stmt->iterator_post_statement, var) < 1)
		return cond;
	callee = sysfs_callee_lookup(expr_function(call->fn));
	if (!callee || callee->kind != CALLEE_AT_LEAST_LAST)
		return cond;
	FOR_EACH_PTR(call->args, arg) {
		last = arg;
	} END_FOR_EACH_PTR(arg);
	if (expr_variable(last) != var)
		return cond;
	return strip_casts(cond->right);
}

/*
 * "for (key = 3; key >= 0; key--)": a loop counting down from a constant
 * to a constant runs start - limit + 1 times (not at all, unless
 * unsigned ">= 0", which never fails).
 */
static long long down_trips(struct statement *stmt, struct expression *cond,
			    struct symbol *var)
{
	struct statement *pre = stmt->iterator_pre_statement;
	long long limit, start = 0, step, n;
	int found = 0;

	step = -loop_step(stmt->iterator_post_statement, var);
	if (step <= 0 || !constant_value(cond->right, &limit) || !pre ||
	    pre->type != STMT_EXPRESSION ||
	    !start_value(pre->expression, var, 1, &start, &found) || !found)
		return -1;
	if (cond->op == SPECIAL_GTE || cond->op == SPECIAL_UNSIGNED_GTE) {
		if (cond->op == SPECIAL_UNSIGNED_GTE && limit <= 0)
			return -1;
		n = start >= limit ? start - limit + 1 : 0;
	} else {
		n = start > limit ? start - limit : 0;
	}
	return (n + step - 1) / step;
}

/* "for (i = K; i < N; i += S)": (N - K) / S turns. */
static long long compare_trips(struct symbol *fn, struct statement *stmt,
			       struct expression *cond,
			       struct conditions *conds, int *ranged)
{
	struct statement *pre = stmt->iterator_pre_statement;
	long long limit, start = 0, step, n;
	struct symbol *var, *sym;
	int found = 0;

	if (!cond || cond->type != EXPR_COMPARE)
		return -1;
	var = expr_variable(cond->left);
	if (!var)
		return -1;
	if (cond->op == '>' || cond->op == SPECIAL_GTE ||
	    cond->op == SPECIAL_UNSIGNED_GT || cond->op == SPECIAL_UNSIGNED_GTE)
		return down_trips(stmt, cond, var);
	if (cond->op == SPECIAL_NOTEQUAL ?
	    !constant_value(cond->right, &limit) :
	    !int_bound_ranged(fn, cond->right, &limit, ranged)) {
		/* A test passed, a clamp: the limit may be lower. */
		if (cond->op == SPECIAL_NOTEQUAL ||
		    !value_most(fn, cond->right, cond, conds, &limit))
			return -1;
		*ranged = 1;
	}
	/* The start value: "for (i = K; ...)" or a declaration. */
	if (pre && pre->type == STMT_EXPRESSION) {
		if (!start_value(pre->expression, var, -1, &start, &found))
			return -1;
	}
	if (!found) {
		FOR_EACH_PTR(stmt->iterator_syms, sym) {
			if (sym != var || !sym->initializer)
				continue;
			if (!constant_pick(sym->initializer, -1, &start))
				return -1;
			found = 1;
		} END_FOR_EACH_PTR(sym);
	}
	/*
	 * "i != N" stops only if i reaches N exactly: from a start this
	 * function set, one step at a time. Else the count is unknown (a
	 * shift or a division is counted elsewhere).
	 */
	if (cond->op == SPECIAL_NOTEQUAL &&
	    (!found || loop_step(stmt->iterator_post_statement, var) != 1))
		return -1;
	switch (cond->op) {
	case '<':
	case SPECIAL_UNSIGNED_LT:
	case SPECIAL_NOTEQUAL:
		n = limit > start ? limit - start : 0;
		break;
	case SPECIAL_LTE:
	case SPECIAL_UNSIGNED_LTE:
		n = limit >= start ? limit - start + 1 : 0;
		break;
	default:
		return -1;
	}
	/* "for (i = 0; i < 256; i += 16)" runs 16 times. */
	step = loop_step(stmt->iterator_post_statement, var);
	if (step > 1)
		n = (n + step - 1) / step;
	return n;
}

struct goto_seen {
	struct symbol *label;	/* NULL: any label, and computed gotos */
	int seen;
};

static void goto_visit(struct ast_visitor *v, struct statement *stmt)
{
	struct goto_seen *g = v->data;

	if ((stmt->type == STMT_GOTO && stmt->goto_label == g->label) ||
	    (stmt->type == STMT_LABEL && !g->label))
		g->seen = 1;
}

int stmt_has_label(struct statement *body)
{
	struct goto_seen g = { NULL };
	struct ast_visitor v = { .stmt = goto_visit, .data = &g };

	ast_walk_stmt(&v, body);
	return g.seen;
}

int loop_continues(struct statement *body, struct symbol *cont)
{
	struct goto_seen g = { cont };
	struct ast_visitor v = { .stmt = goto_visit, .data = &g };

	ast_walk_stmt(&v, body);
	return g.seen;
}

/* Loops to the NULL entry of a table: "for (i = 0; names[i]; i++)". */

/* Is @e "var++", "++var" or "var += 1"? */
static int adds_one(struct expression *e, struct symbol *var)
{
	long long k;

	if ((e->type == EXPR_POSTOP || e->type == EXPR_PREOP) &&
	    e->op == SPECIAL_INCREMENT)
		return expr_variable(e->unop) == var;
	return e->type == EXPR_ASSIGNMENT && e->op == SPECIAL_ADD_ASSIGN &&
	       expr_variable(e->left) == var &&
	       constant_value(e->right, &k) && k == 1;
}

/* Does @e add one to @var wherever it runs (not under ?:, && or ||)? */
static int always_adds_one(struct expression *e, struct symbol *var)
{
	struct expression *arg;

	e = strip_casts(e);
	if (!e)
		return 0;
	if (adds_one(e, var))
		return 1;
	switch (e->type) {
	case EXPR_ASSIGNMENT:
	case EXPR_BINOP:
	case EXPR_COMMA:
	case EXPR_COMPARE:
		return always_adds_one(e->left, var) ||
		       always_adds_one(e->right, var);
	case EXPR_PREOP:
	case EXPR_POSTOP:
		return always_adds_one(e->unop, var);
	case EXPR_CALL:
		FOR_EACH_PTR(e->args, arg) {
			if (always_adds_one(arg, var))
				return 1;
		} END_FOR_EACH_PTR(arg);
		return 0;
	default:
		return 0;
	}
}

/*
 * Does each turn of loop @stmt add one to @var, once: the loop's step, or
 * a statement of the body itself that no "continue" skips?
 */
static int turn_adds_one(struct statement *stmt, struct symbol *var)
{
	struct statement *body = stmt->iterator_statement, *child;
	struct statement *post = stmt->iterator_post_statement;

	if (stores_in(var, body, stmt->iterator_pre_condition) +
	    stores_in(var, post, stmt->iterator_post_condition) != 1)
		return 0;
	if (loop_step(post, var) == 1)
		return 1;
	if (!body || loop_continues(body, stmt->iterator_continue) ||
	    stmt_has_label(body))
		return 0;
	if (body->type == STMT_EXPRESSION)
		return always_adds_one(body->expression, var);
	if (body->type != STMT_COMPOUND)
		return 0;
	FOR_EACH_PTR(body->stmts, child) {
		if (child->type == STMT_EXPRESSION &&
		    always_adds_one(child->expression, var))
			return 1;
	} END_FOR_EACH_PTR(child);
	return 0;
}

/* The start value of @var in loop @stmt, when it is a constant. */
static int loop_start(struct symbol *fn, struct statement *stmt,
		      struct symbol *var, long long *start)
{
	struct statement *pre = stmt->iterator_pre_statement;
	struct symbol *sym;
	int found = 0;

	if (pre && pre->type == STMT_EXPRESSION) {
		if (!start_value(pre->expression, var, 0, start, &found))
			return 0;
		if (found)
			return 1;
	}
	FOR_EACH_PTR(stmt->iterator_syms, sym) {
		if (sym == var)
			return sym->initializer &&
			       constant_value(sym->initializer, start);
	} END_FOR_EACH_PTR(sym);
	/* "int i = 0;" and no other store than the loop's own. */
	if (!var->initializer || !constant_value(var->initializer, start))
		return 0;
	return stores_in(var, function_body(fn), NULL) ==
	       stores_in(var, stmt, NULL);
}

static long long null_trips(struct symbol *fn, struct statement *stmt,
			    struct expression *cond)
{
	struct expression *x = strip_casts(cond), *sum, *base, *index;
	struct symbol *var;
	long long size, start;

	if (x && x->type == EXPR_COMPARE && x->op == SPECIAL_NOTEQUAL) {
		if (is_null_pointer(x->right))
			x = strip_casts(x->left);
		else if (is_null_pointer(x->left))
			x = strip_casts(x->right);
		else
			return -1;
	}
	/* "*(types + i * 8)" */
	if (!x || x->type != EXPR_PREOP || x->op != '*' ||
	    !type_pointee(x->ctype))
		return -1;
	sum = strip_casts(x->unop);
	if (!sum || sum->type != EXPR_BINOP || sum->op != '+')
		return -1;
	base = strip_casts(sum->left);
	index = strip_casts(sum->right);
	if (!base || base->type != EXPR_SYMBOL || !index ||
	    index->type != EXPR_BINOP || index->op != '*' ||
	    !constant_value(index->right, &size) || !x->ctype ||
	    size * 8 != x->ctype->bit_size)
		return -1;
	var = expr_variable(index->left);
	if (!var || !local_of(fn, var) || !turn_adds_one(stmt, var) ||
	    !loop_start(fn, stmt, var, &start))
		return -1;
	start = table_first_null(fn, base->symbol, start) - start;
	return start >= 0 ? start : -1;
}

/*
 * Loops over a local array: a counter that moves by one each turn and
 * indexes an array of N entries of the function in every turn ("while
 * (i--) show(cs[i]);") takes at most N values there, one a turn, unless
 * the loop reads past the array. The function fills such an array
 * itself; a global one may be shorter than a count kept elsewhere, and
 * the loop's finding is then the one hint of that.
 */

/* The entries of the local array "*(arr + var * size)" @e reads, or -1. */
static long long indexed_entries(struct symbol *fn, struct expression *e,
				 struct symbol *var)
{
	struct expression *sum, *base, *index;
	struct symbol *type;
	long long size = 1;
	long bytes;

	if (e->type != EXPR_PREOP || e->op != '*' || !e->ctype)
		return -1;
	sum = strip_casts(e->unop);
	if (!sum || sum->type != EXPR_BINOP || sum->op != '+')
		return -1;
	base = strip_casts(sum->left);
	index = strip_casts(sum->right);
	if (!base || base->type != EXPR_SYMBOL || !index ||
	    !local_of(fn, base->symbol))
		return -1;
	if (index->type == EXPR_BINOP && index->op == '*') {
		if (!constant_value(index->right, &size))
			return -1;
		index = strip_casts(index->left);
	}
	type = type_base(base->symbol);
	if (expr_variable(index) != var || !type || type->type != SYM_ARRAY ||
	    size * 8 != e->ctype->bit_size)
		return -1;
	bytes = type_bytes(type);
	return bytes > 0 && size > 0 ? bytes / size : -1;
}

/*
 * The fewest entries of an array @e indexes with @var wherever @e runs
 * (not under ?:, && or ||), or -1.
 */
static long long always_indexes(struct symbol *fn, struct expression *e,
				 struct symbol *var)
{
	struct expression *arg;
	long long n = -1, m;

	e = strip_casts(e);
	if (!e)
		return -1;
	switch (e->type) {
	case EXPR_ASSIGNMENT:
	case EXPR_BINOP:
	case EXPR_COMMA:
	case EXPR_COMPARE:
		n = always_indexes(fn, e->left, var);
		m = always_indexes(fn, e->right, var);
		break;
	case EXPR_PREOP:
	case EXPR_POSTOP:
		n = indexed_entries(fn, e, var);
		m = always_indexes(fn, e->unop, var);
		break;
	case EXPR_DEREF:
		m = always_indexes(fn, e->deref, var);
		break;
	case EXPR_CALL:
		m = always_indexes(fn, e->fn, var);
		FOR_EACH_PTR(e->args, arg) {
			n = always_indexes(fn, arg, var);
			if (n >= 0 && (m < 0 || n < m))
				m = n;
		} END_FOR_EACH_PTR(arg);
		return m;
	default:
		return -1;
	}
	return n < 0 || (m >= 0 && m < n) ? m : n;
}

/* The first initializer of a declaration that indexes with @var. */
static long long declaration_indexes(struct symbol *fn,
				     struct symbol_list *declaration,
				     struct symbol *var)
{
	struct symbol *sym;
	long long n;

	FOR_EACH_PTR(declaration, sym) {
		n = always_indexes(fn, sym->initializer, var);
		if (n >= 0)
			return n;
	} END_FOR_EACH_PTR(sym);
	return -1;
}

/*
 * The fewest entries of an array the first statements of @body index
 * with @var, up to the first one that may leave the turn or skip the
 * rest, or -1.
 */
static long long turn_indexes(struct symbol *fn, struct statement *body,
			      struct symbol *var)
{
	struct statement *child;
	long long n;

	if (!body)
		return -1;
	if (body->type == STMT_EXPRESSION)
		return always_indexes(fn, body->expression, var);
	if (body->type != STMT_COMPOUND)
		return -1;
	FOR_EACH_PTR(body->stmts, child) {
		if (child->type == STMT_EXPRESSION)
			n = always_indexes(fn, child->expression, var);
		else if (child->type == STMT_DECLARATION)
			n = declaration_indexes(fn, child->declaration, var);
		else
			return -1;
		if (n >= 0)
			return n;
	} END_FOR_EACH_PTR(child);
	return -1;
}

/*
 * "while (i--)" or "for (i = K; ...; i++)" over an array: the counter
 * moves by one each turn, nothing else stores to it.
 */
static long long array_trips(struct symbol *fn, struct statement *stmt,
			     struct expression *cond)
{
	struct statement *body = stmt->iterator_statement;
	struct symbol *var;
	long long n, start;

	if (!body || stmt_has_label(body))
		return -1;
	if (cond && cond->type == EXPR_POSTOP &&
	    cond->op == SPECIAL_DECREMENT) {
		/* The turns see the start - 1 down to 0. */
		var = expr_variable(cond->unop);
		if (!var || stmt->iterator_post_statement ||
		    stores_in(var, body, NULL))
			return -1;
		return turn_indexes(fn, body, var);
	}
	if (!cond || cond->type != EXPR_COMPARE)
		return -1;
	var = expr_variable(cond->left);
	if (!var || !local_of(fn, var) || !turn_adds_one(stmt, var) ||
	    !loop_start(fn, stmt, var, &start) || start < 0)
		return -1;
	n = turn_indexes(fn, body, var);
	return n > start ? n - start : n < 0 ? -1 : 0;
}

/* Loops that divide their variable until it is 0 */

/* The top-level expression statements of loop body @body, or NULL. */
static struct statement_list *plain_turn(struct statement *stmt)
{
	struct statement *body = stmt->iterator_statement;

	if (!body || body->type != STMT_COMPOUND || stmt_has_label(body) ||
	    loop_continues(body, stmt->iterator_continue))
		return NULL;
	return body->stmts;
}

/*
 * The statement of @turn (its only store to @var) that divides @var:
 * "var /= K" (K at least 2), "var >>= K" of an unsigned variable, or with
 * @by_var "var %= d" ("var = var % d"): the divisor in @by_var. 0 if none.
 */
static long long divides(struct statement_list *turn, struct symbol *var,
			 struct statement *loop, struct symbol **by_var)
{
	struct statement *child;
	struct expression *e, *by = NULL;
	long long k = 0;

	if (stores_in(var, loop->iterator_statement, NULL) != 1 ||
	    stores_in(var, loop->iterator_post_statement, NULL))
		return 0;
	FOR_EACH_PTR(turn, child) {
		e = child->type == STMT_EXPRESSION ?
		    strip_casts(child->expression) : NULL;
		if (!e || e->type != EXPR_ASSIGNMENT ||
		    expr_variable(e->left) != var)
			continue;
		if (e->op == '=' && e->right && e->right->type == EXPR_BINOP &&
		    e->right->op == '%' &&
		    expr_variable(e->right->left) == var)
			by = e->right->right;
		else if (e->op == SPECIAL_MOD_ASSIGN)
			by = e->right;
		if (by) {
			if (!by_var)
				return 0;
			*by_var = expr_variable(strip_casts(by));
			return *by_var ? 1 : 0;
		}
		if (e->op == SPECIAL_DIV_ASSIGN &&
		    constant_value(e->right, &k) && k >= 2)
			return k;
		if (e->op == SPECIAL_SHR_ASSIGN &&
		    type_base(var) &&
		    (type_base(var)->ctype.modifiers & MOD_UNSIGNED) &&
		    constant_value(e->right, &k) && k >= 1 && k < 63)
			return 1LL << k;
		return 0;
	} END_FOR_EACH_PTR(child);
	return 0;
}

/*
 * "while (frac)" whose turn does "frac /= 10", or "frac %= denom" with
 * "denom /= 10": the value (or the divisor that keeps it below itself)
 * reaches 0 or 1 after as many divisions as its type has digits, and then
 * the test fails. One more turn for a test made before the division.
 */
static long long divided_trips(struct statement *stmt,
			       struct expression *cond)
{
	struct statement_list *turn = plain_turn(stmt);
	struct symbol *var, *by = NULL;
	unsigned long long most;
	long long k, n;

	cond = strip_casts(cond);
	if (cond && cond->type == EXPR_COMPARE &&
	    (cond->op == SPECIAL_NOTEQUAL || cond->op == '>') &&
	    constant_value(cond->right, &k) && k == 0)
		cond = strip_casts(cond->left);
	var = expr_variable(cond);
	if (!var || !turn)
		return -1;
	k = divides(turn, var, stmt, &by);
	if (k == 1 && by && by != var)
		k = divides(turn, by, stmt, NULL);
	else
		by = var;
	if (k < 2 || type_bytes(by) <= 0 || type_bytes(by) > 8)
		return -1;
	most = ~0ULL >> (64 - 8 * type_bytes(by));
	for (n = 1; most; n++)
		most /= k;
	return n;
}

/* The turns one test counts: a comparison, or a table's NULL entry. */
static long long test_trips(struct symbol *fn, struct statement *stmt,
			    struct expression *test, struct conditions *conds,
			    int *ranged)
{
	long long n;

	*ranged = 0;
	n = compare_trips(fn, stmt, test, conds, ranged);
	if (n < 0) {
		*ranged = 0;
		n = null_trips(fn, stmt, test);
	}
	if (n >= 0)
		return n;
	n = array_trips(fn, stmt, test);
	if (n < 0)
		n = divided_trips(stmt, test);
	*ranged = n >= 0;
	return n;
}

long long loop_trips_where(struct symbol *fn, struct statement *stmt,
			   struct conditions *conds, int *ranged)
{
	struct expression *cond = forward_test(stmt,
				strip_casts(stmt->iterator_pre_condition));
	long long a, b;
	int ra, rb;

	/* "do { ... } while (frac)": only a division is counted there. */
	if (!cond && stmt->iterator_post_condition) {
		a = divided_trips(stmt, stmt->iterator_post_condition);
		*ranged = a >= 0;
		return a;
	}

	/* "assignments && i < 6": the loop stops at the first false test. */
	if (cond && cond->type == EXPR_LOGICAL &&
	    cond->op == SPECIAL_LOGICAL_AND) {
		a = test_trips(fn, stmt, strip_casts(cond->left), conds, &ra);
		b = test_trips(fn, stmt, strip_casts(cond->right), conds, &rb);
		if (a < 0 || (b >= 0 && b <= a)) {
			*ranged = rb;
			return b;
		}
		*ranged = ra;
		return a;
	}
	return test_trips(fn, stmt, cond, conds, ranged);
}

long long loop_trips(struct symbol *fn, struct statement *stmt)
{
	int ranged;

	return loop_trips_where(fn, stmt, NULL, &ranged);
}
