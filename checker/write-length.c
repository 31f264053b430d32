// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ast.h"
#include "bounds.h"
#include "conditions.h"
#include "constant.h"
#include "format-length.h"
#include "locals.h"
#include "write-length.h"

#define MAX_FMT_ARGS 32
/* Locals followed, and sides of conditionals, for one copy's size. */
#define MAX_LENGTH_DEPTH 8
#define MAX_FORMATS 8

/*
 * The literal formats @e can be: a literal, either side of a conditional
 * of them ("x ? \"Hidden\\n\" : \"\""), a local set only to such formats
 * ("fmt = v >= 0 ? \"0x%02x\\n\" : \"%d\\n\""). 0 when another value is
 * possible.
 */
static int format_candidates(struct symbol *fn, struct expression *e,
			     struct string **out, int *n)
{
	struct string *str = expr_string(e);
	struct expression *val;
	struct local *l;
	int ok = 1;

	if (str) {
		if (*n == MAX_FORMATS)
			return 0;
		out[(*n)++] = str;
		return 1;
	}
	e = strip_casts(e);
	if (!e)
		return 0;
	if (e->type == EXPR_CONDITIONAL || e->type == EXPR_SELECT)
		return e->cond_true &&
		       format_candidates(fn, e->cond_true, out, n) &&
		       format_candidates(fn, e->cond_false, out, n);
	l = local_of(fn, expr_variable(e));
	if (!l || local_address_taken(l) || l->visiting || l->modified ||
	    !l->values)
		return 0;
	l->visiting = 1;
	FOR_EACH_PTR(l->values, val) {
		if (val->type == EXPR_ASSIGNMENT)
			val = val->op == '=' ? val->right : NULL;
		if (!val || !format_candidates(fn, val, out, n)) {
			ok = 0;
			goto out;
		}
	} END_FOR_EACH_PTR(val);
out:
	l->visiting = 0;
	return ok;
}

/* "t->trace" for a member array that decayed to "t + 0". */
static char *arg_text(struct expression *e)
{
	struct expression *bare = strip_casts(e);
	struct address addr;
	const char *member;
	char text[160];

	if (bare && bare->type == EXPR_BINOP && bare->op == '+' &&
	    expr_address(bare, &addr)) {
		member = array_member_at(addr.type, addr.offset);
		if (member && addr.object) {
			snprintf(text, sizeof(text), "%s.%s",
				 symbol_name(addr.object), member);
			return strdup(text);
		}
		if (member && addr.pointer) {
			snprintf(text, sizeof(text), "%s->%s",
				 expr_text(addr.pointer), member);
			return strdup(text);
		}
	}
	return strdup(expr_text(e));
}

static void describe_arg(struct symbol *fn, struct expression *e,
			 struct fmt_arg *arg)
{
	struct expression *bare = strip_casts(e);
	struct symbol *type = type_base(bare ? bare->ctype : NULL), *t;
	long long k;

	memset(arg, 0, sizeof(*arg));
	arg->kind = FMT_ARG_UNKNOWN;
	arg->text = arg_text(e);
	if (!bare || !type)
		return;
	if (type->type == SYM_PTR || type->type == SYM_ARRAY) {
		if (type_is_char(type->ctype.base_type)) {
			arg->kind = FMT_ARG_STRING;
			arg->str_max = string_bound(fn, bare);
			if (arg->str_max == UNBOUNDED)
				arg->str_max = -1;
		} else {
			arg->kind = FMT_ARG_POINTER;
		}
		return;
	}
	t = expr_narrowest_type(e);
	if (!t || t->bit_size > 64)
		return;
	arg->kind = FMT_ARG_INT;
	arg->size_bytes = t->bit_size <= 8 ? 1 : t->bit_size <= 16 ? 2 :
			  t->bit_size <= 32 ? 4 : 8;
	arg->is_signed = !(t->ctype.modifiers & MOD_UNSIGNED) &&
			 t->bit_size > 1;
	if (constant_value(bare, &k)) {
		arg->known = 1;
		arg->value = k;
	} else if (t->bit_size == 1) {
		/* A bool or a one-bit field: 0 or 1, one digit. */
		arg->known = 1;
		arg->value = 1;
	} else if (!arg->is_signed && int_bound(fn, bare, &k) && k >= 0) {
		/* "fmt_size = 2; ... fmt_size = 4;": a '*' width of at most 4. */
		arg->bounded = 1;
		arg->most = k;
	}
}

long format_length(struct symbol *fn, struct expression *call,
		   const struct page_writer *w, char *why, size_t len)
{
	return format_length_culprits(fn, call, w, why, len, NULL);
}

long format_length_culprits(struct symbol *fn, struct expression *call,
			    const struct page_writer *w, char *why,
			    size_t len, int *culprits)
{
	struct fmt_arg args[MAX_FMT_ARGS];
	struct string *formats[MAX_FORMATS];
	struct fmt_result res, one;
	struct expression *e;
	int n = 0, i = 0, nformats = 0, ok;
	long bytes;

	if (w->va_list ||
	    !format_candidates(fn, call_arg(call, w->format_arg), formats,
			       &nformats))
		return LENGTH_UNKNOWN;
	FOR_EACH_PTR(call->args, e) {
		if (i++ <= w->format_arg)
			continue;
		if (n == MAX_FMT_ARGS)
			goto described;
		describe_arg(fn, e, &args[n++]);
	} END_FOR_EACH_PTR(e);
described:
	ok = n < MAX_FMT_ARGS;
	/* The longest text of any of the formats. */
	for (i = 0; ok && i < nformats; i++) {
		if (fmt_max_length(formats[i]->data, args, n, &one) != 0)
			ok = 0;
		else if (!i || (res.max != FMT_UNBOUNDED &&
				(one.max == FMT_UNBOUNDED || one.max > res.max)))
			res = one;
	}
	if (!ok)
		bytes = LENGTH_UNKNOWN;
	else if (res.max == FMT_UNBOUNDED)
		bytes = UNBOUNDED;
	else
		bytes = res.max + 1;
	if (culprits)
		*culprits = ok && res.max == FMT_UNBOUNDED ? res.culprits : 0;
	if (ok && (res.why[0] || (res.culprit >= 0 && res.culprit < n))) {
		snprintf(why, len, "of %s", res.why);
	} else if (ok) {
		/* The longest string, when it is what makes the text long. */
		int most = -1;

		for (i = 0; i < n; i++)
			if (args[i].kind == FMT_ARG_STRING &&
			    (most < 0 || args[i].str_max > args[most].str_max))
				most = i;
		if (most >= 0 && args[most].str_max >= SYSFS_PAGE_SIZE / 4)
			snprintf(why, len, " ('%s' holds up to %ld characters)",
				 args[most].text, args[most].str_max);
	}
	for (i = 0; i < n; i++)
		free((char *)args[i].text);
	return bytes;
}

/* Copies */

/* The one value of a local never changed, or NULL. */
static struct expression *only_value(struct symbol *fn, struct symbol *var)
{
	struct local *l = local_of(fn, var);
	struct expression *val;

	if (!l || local_address_taken(l) || l->modified ||
	    ptr_list_size((struct ptr_list *)l->values) != 1)
		return NULL;
	val = first_ptr_list((struct ptr_list *)l->values);
	if (val->type == EXPR_ASSIGNMENT)
		return val->op == '=' ? val->right : NULL;
	return val;
}

struct expression *value_origin(struct symbol *fn, struct expression *e)
{
	struct expression *val;
	int depth;

	for (depth = 0; depth < MAX_LENGTH_DEPTH; depth++) {
		e = strip_casts(e);
		val = only_value(fn, expr_variable(e));
		if (!val)
			break;
		e = val;
	}
	return strip_casts(e);
}

static int length_most(struct symbol *fn, struct expression *e,
		       struct expression *at, struct conditions *conds,
		       long long *most, int depth);

/* Is conditional @e "a < b ? a : b" (min: 1) or "a > b ? a : b" (max: 0)? */
static int is_min(struct expression *e)
{
	struct expression *test = strip_casts(e->conditional);
	struct expression *t = e->cond_true, *f = e->cond_false;

	if (!test || test->type != EXPR_COMPARE || !t)
		return 0;
	switch (test->op) {
	case '<':
	case SPECIAL_LTE:
	case SPECIAL_UNSIGNED_LT:
	case SPECIAL_UNSIGNED_LTE:
		return expr_equal(test->left, t) && expr_equal(test->right, f);
	case '>':
	case SPECIAL_GTE:
	case SPECIAL_UNSIGNED_GT:
	case SPECIAL_UNSIGNED_GTE:
		return expr_equal(test->left, f) && expr_equal(test->right, t);
	default:
		return 0;
	}
}

/*
 * The most one side of conditional @e can be: bounded itself, or by the
 * test that chose it ("size >= PAGE_SIZE ? PAGE_SIZE - 1 : size").
 */
static int arm_most(struct symbol *fn, struct expression *e, int holds,
		    struct expression *at, struct conditions *conds,
		    long long *most, int depth)
{
	struct expression *arm = holds ? e->cond_true ?: e->conditional :
				 e->cond_false;
	struct expression *operand;
	long long k;

	operand = test_upper_operand(e->conditional, holds, &k);
	if (operand && expr_equal(operand, strip_casts(arm))) {
		*most = k;
		return 1;
	}
	return length_most(fn, arm, at, conds, most, depth);
}

static int conditional_most(struct symbol *fn, struct expression *e,
			    struct expression *at, struct conditions *conds,
			    long long *most, int depth)
{
	long long a, b;
	int ka, kb;

	ka = arm_most(fn, e, 1, at, conds, &a, depth);
	kb = arm_most(fn, e, 0, at, conds, &b, depth);
	if (is_min(e) && (ka || kb)) {
		*most = ka && kb ? (a < b ? a : b) : (ka ? a : b);
		return 1;
	}
	if (!ka || !kb)
		return 0;
	*most = a > b ? a : b;
	return 1;
}

/* strlen() of a string bounds.h bounds. */
static int string_length_most(struct symbol *fn, struct expression *e,
			      long long *most)
{
	const struct sysfs_callee *callee;
	long n;

	if (e->type != EXPR_CALL)
		return 0;
	callee = sysfs_callee_lookup(expr_function(e->fn));
	if (!callee || callee->kind != CALLEE_LENGTH)
		return 0;
	n = string_bound(fn, call_arg(e, 0));
	if (n == UNBOUNDED || n < 0)
		return 0;
	*most = n;
	return 1;
}

/* Every value of local @var that reaches @at is bounded. */
static int reaching_most(struct symbol *fn, struct symbol *var,
			 struct expression *at, struct conditions *conds,
			 long long *most, int depth)
{
	struct local *l = local_of(fn, var);
	struct expression_list *values = NULL;
	struct expression *val;
	long long v;
	int ok;

	if (!l || !at || l->visiting || local_address_taken(l) ||
	    !local_reaching_values(fn, var, at, &values))
		return 0;
	ok = values != NULL;
	*most = 0;
	l->visiting = 1;
	FOR_EACH_PTR(values, val) {
		if (val->type == EXPR_ASSIGNMENT)
			val = val->op == '=' ? val->right : NULL;
		if (!val || !length_most(fn, val, NULL, NULL, &v, depth)) {
			ok = 0;
			goto out;
		}
		if (v > *most)
			*most = v;
	} END_FOR_EACH_PTR(val);
out:
	l->visiting = 0;
	free_ptr_list(&values);
	return ok;
}

/*
 * The most @e holds where @conds holds, from a test against a constant
 * ("len >= PAGE_SIZE" failed, "c->len < 64" holds).
 */
static int fact_most(struct conditions *conds, struct expression *e,
		     long long *most)
{
	struct expression *operand;
	int i, found = 0;
	long long k;

	for (i = 0; conds && i < conds->n; i++) {
		operand = test_upper_operand(conds->facts[i].test,
					     conds->facts[i].holds, &k);
		if (!operand || !expr_equal(operand, e) ||
		    (found && k >= *most))
			continue;
		*most = k;
		found = 1;
	}
	return found;
}

/* The value of a statement expression: its last statement's. */
static struct expression *last_expression(struct statement *stmt)
{
	struct statement *last;

	if (!stmt || stmt->type != STMT_COMPOUND)
		return NULL;
	last = last_ptr_list((struct ptr_list *)stmt->stmts);
	return last && last->type == STMT_EXPRESSION ? last->expression : NULL;
}

static int length_most(struct symbol *fn, struct expression *e,
		       struct expression *at, struct conditions *conds,
		       long long *most, int depth)
{
	struct expression *val;
	struct symbol *var;
	long long k;

	e = strip_casts(e);
	if (!e || depth > MAX_LENGTH_DEPTH)
		return 0;
	depth++;
	if (constant_value(e, most) || int_bound(fn, e, most) ||
	    string_length_most(fn, e, most) || fact_most(conds, e, most))
		return 1;
	switch (e->type) {
	case EXPR_CONDITIONAL:
	case EXPR_SELECT:
		return conditional_most(fn, e, at, conds, most, depth);
	case EXPR_BINOP:
		/* "count / 2": a value at most M divided by K > 0. */
		if (e->op != '/' || !constant_value(e->right, &k) || k <= 0 ||
		    !length_most(fn, e->left, at, conds, most, depth))
			return 0;
		*most = *most > 0 ? *most / k : 0;
		return 1;
	case EXPR_STATEMENT:
		/* min() as a statement expression: its last expression. */
		val = last_expression(e->statement);
		return val && length_most(fn, val, at, conds, most, depth);
	default:
		break;
	}
	var = expr_variable(e);
	if (!var || !local_of(fn, var))
		return 0;
	val = only_value(fn, var);
	if (val)
		return length_most(fn, val, at, conds, most, depth);
	return reaching_most(fn, var, at, conds, most, depth);
}

int value_most(struct symbol *fn, struct expression *e, struct expression *at,
	       struct conditions *conds, long long *most)
{
	return length_most(fn, e, at, conds, most, 0);
}

/* The bytes of the object @src points into, from there to its end. */
static int source_bytes(struct expression *src, long long *most)
{
	struct address addr;
	long size;

	if (!src || !expr_address(src, &addr) || !addr.type)
		return 0;
	size = type_bytes(addr.type);
	if (size <= 0 || (unsigned long)size < addr.offset)
		return 0;
	*most = size - addr.offset;
	return 1;
}

int copy_length_most(struct symbol *fn, struct expression *call,
		     const struct page_writer *w, struct conditions *conds,
		     struct expression *at, long long *most)
{
	struct expression *size = call_arg(call, w->size_arg);
	long long from;
	int known;

	if (!size)
		return 0;
	known = length_most(fn, size, at ?: call, conds, most, 0);
	if (w->src_arg != NO_ARG &&
	    source_bytes(call_arg(call, w->src_arg), &from) &&
	    (!known || from < *most)) {
		*most = from;
		known = 1;
	}
	return known;
}

struct symbol *clamp_of(struct symbol *fn, struct statement *stmt)
{
	struct statement *body;
	struct expression *set;
	struct symbol *var;
	long long k, v;

	if (!stmt || stmt->type != STMT_IF || stmt->if_false)
		return NULL;
	body = stmt->if_true;
	/* "{ pr_warn(...); len = -EFBIG; }": the assignment comes last. */
	if (body && body->type == STMT_COMPOUND)
		body = last_ptr_list((struct ptr_list *)body->stmts);
	if (!body || body->type != STMT_EXPRESSION)
		return NULL;
	set = strip_casts(body->expression);
	if (!set || set->type != EXPR_ASSIGNMENT || set->op != '=')
		return NULL;
	var = test_upper_bound(stmt->if_conditional, 0, &k);
	if (!var || expr_variable(set->left) != var ||
	    stores_in(var, stmt->if_true, NULL) != 1 ||
	    !length_most(fn, set->right, NULL, NULL, &v, 0) || v > k)
		return NULL;
	return var;
}
