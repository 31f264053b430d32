// SPDX-License-Identifier: MIT
#include <string.h>

#include "expr.h"
#include "layout.h"

/* Casts */

struct expression *cast_operand(struct expression *e)
{
	if (!e)
		return NULL;
	switch (e->type) {
	case EXPR_CAST:
	case EXPR_FORCE_CAST:
	case EXPR_IMPLIED_CAST:
		return e->cast_expression;
	default:
		return NULL;
	}
}

/* One cast or one pair of parentheses less, or NULL when @e is neither. */
static struct expression *unwrap(struct expression *e)
{
	if (cast_operand(e))
		return cast_operand(e);
	if (e && e->type == EXPR_PREOP && e->op == '(')
		return e->unop;
	return NULL;
}

struct expression *strip_casts(struct expression *e)
{
	while (unwrap(e))
		e = unwrap(e);
	return e;
}

struct symbol *expr_narrowest_type(struct expression *e)
{
	struct symbol *best = NULL, *t;

	for (; e; e = unwrap(e)) {
		t = type_base(e->ctype);
		if (t && t->type == SYM_BASETYPE && t->bit_size > 0 &&
		    (!best || t->bit_size < best->bit_size))
			best = t;
	}
	return best;
}

int is_null_pointer(struct expression *e)
{
	e = strip_casts(e);
	return e && e->type == EXPR_VALUE && e->value == 0;
}

struct string *expr_string(struct expression *e)
{
	e = strip_casts(e);
	if (e && e->type == EXPR_PREOP && e->op == '*')
		e = strip_casts(e->unop);
	if (!e)
		return NULL;
	if (e->type == EXPR_STRING)
		return e->string;
	if (expr_symbol(e) && e->symbol->initializer &&
	    e->symbol->initializer->type == EXPR_STRING)
		return e->symbol->initializer->string;
	return NULL;
}

/* Names */

struct symbol *expr_symbol(struct expression *e)
{
	if (!e || e->type != EXPR_SYMBOL)
		return NULL;
	return e->symbol;
}

struct symbol *expr_function(struct expression *e)
{
	e = strip_casts(e);
	while (e && e->type == EXPR_PREOP && (e->op == '*' || e->op == '&'))
		e = strip_casts(e->unop);
	if (!type_is_function(expr_symbol(e)))
		return NULL;
	return e->symbol;
}

struct symbol *expr_variable(struct expression *e)
{
	e = strip_casts(e);
	if (!e || e->type != EXPR_PREOP || e->op != '*')
		return NULL;
	return expr_symbol(e->unop);
}

struct expression *call_arg(struct expression *call, int n)
{
	if (!call || call->type != EXPR_CALL || n < 0)
		return NULL;
	return ptr_list_nth(call->args, n);
}

/* Equality */

static struct ident *member_name(struct expression *e)
{
	return e->ctype ? e->ctype->ident : NULL;
}

static int same_strings(struct string *a, struct string *b)
{
	if (!a || !b)
		return a == b;
	return a->length == b->length && !memcmp(a->data, b->data, a->length);
}

static int same_lists(struct expression_list *a, struct expression_list *b)
{
	struct expression *x, *y;

	if (expression_list_size(a) != expression_list_size(b))
		return 0;
	PREPARE_PTR_LIST(a, x);
	PREPARE_PTR_LIST(b, y);
	while (x && y) {
		if (!expr_equal(x, y))
			break;
		NEXT_PTR_LIST(x);
		NEXT_PTR_LIST(y);
	}
	FINISH_PTR_LIST(y);
	FINISH_PTR_LIST(x);
	return !x && !y;
}

int expr_equal(struct expression *a, struct expression *b)
{
	a = strip_casts(a);
	b = strip_casts(b);
	if (a == b)
		return 1;
	if (!a || !b || a->type != b->type)
		return 0;
	switch (a->type) {
	case EXPR_VALUE:
		return a->value == b->value;
	case EXPR_STRING:
		return same_strings(a->string, b->string);
	case EXPR_SYMBOL:
		return a->symbol && a->symbol == b->symbol;
	case EXPR_PREOP:
	case EXPR_POSTOP:
		if (a->op != b->op)
			return 0;
		/* Two members at the same offset of a union differ. */
		if (a->op == '*' && member_name(a) != member_name(b))
			return 0;
		return expr_equal(a->unop, b->unop);
	case EXPR_BINOP:
	case EXPR_COMPARE:
	case EXPR_LOGICAL:
	case EXPR_ASSIGNMENT:
	case EXPR_COMMA:
		return a->op == b->op && expr_equal(a->left, b->left) &&
		       expr_equal(a->right, b->right);
	case EXPR_CONDITIONAL:
	case EXPR_SELECT:
		return expr_equal(a->conditional, b->conditional) &&
		       expr_equal(a->cond_true, b->cond_true) &&
		       expr_equal(a->cond_false, b->cond_false);
	case EXPR_CALL:
		return expr_equal(a->fn, b->fn) && same_lists(a->args, b->args);
	default:
		return 0;
	}
}

/* Addresses and members */

int expr_address(struct expression *e, struct address *out)
{
	e = strip_casts(e);
	if (!e)
		return 0;
	switch (e->type) {
	case EXPR_SYMBOL:
		if (!e->symbol || type_is_function(e->symbol))
			return 0;
		out->object = e->symbol;
		out->pointer = NULL;
		out->type = type_base(e->symbol);
		out->offset = 0;
		return out->type != NULL;
	case EXPR_BINOP: {
		struct expression *k = strip_casts(e->right);

		if (e->op != '+' || !k || k->type != EXPR_VALUE)
			return 0;
		if (!expr_address(e->left, out))
			return 0;
		out->offset += k->value;
		return 1;
	}
	case EXPR_PREOP:
		if (e->op == '&')
			return expr_address(e->unop, out);
		if (e->op != '*')
			return 0;
		/* The value of a pointer: the object it points to. */
		out->object = NULL;
		out->pointer = e;
		out->type = type_pointee(e->ctype);
		out->offset = 0;
		return out->type != NULL && type_is_aggregate(out->type);
	default:
		return 0;
	}
}

/* The member symbol an lvalue "*(...)" is typed with, if it is one. */
static struct ident *accessed_member(struct expression *e)
{
	if (!e || e->type != EXPR_PREOP || e->op != '*')
		return NULL;
	if (!e->ctype || e->ctype->type != SYM_NODE)
		return NULL;
	return e->ctype->ident;
}

int expr_member_access(struct expression *e, struct member_access *out)
{
	struct ident *name = accessed_member(e);
	struct symbol *member, *owner = NULL;
	struct address addr;

	if (!name || !expr_address(e->unop, &addr))
		return 0;
	member = member_named_at(addr.type, addr.offset, name, &owner);
	if (!member)
		return 0;
	out->member = member;
	out->owner = owner;
	out->base = e->unop;
	return 1;
}

int expr_member_read(struct expression *e, struct member_access *out)
{
	struct ident *name = accessed_member(e);
	struct symbol *member, *owner = NULL;
	unsigned long offset = 0;
	struct expression *base;

	if (expr_member_access(e, out))
		return 1;
	if (!name)
		return 0;
	/*
	 * "*(base + 8 + 4)": the member's offset added one struct at a time,
	 * each addition typed lazily (an index addition has a real type).
	 */
	base = strip_casts(e->unop);
	while (base && base->type == EXPR_BINOP && base->op == '+' &&
	       base->ctype == &lazy_ptr_ctype) {
		struct expression *k = strip_casts(base->right);

		if (!k || k->type != EXPR_VALUE)
			break;
		offset += k->value;
		base = strip_casts(base->left);
	}
	if (!base)
		return 0;
	member = member_named_at(type_pointee(base->ctype), offset, name,
				 &owner);
	if (!member)
		return 0;
	out->member = member;
	out->owner = owner;
	out->base = base;
	return 1;
}

/* Value roots */

void expr_roots(struct expression *e, struct symbol_list **roots)
{
	e = strip_casts(e);
	if (!e)
		return;
	switch (e->type) {
	case EXPR_SYMBOL:
		if (e->symbol)
			add_symbol(roots, e->symbol);
		break;
	case EXPR_PREOP: {
		struct expression *inner = strip_casts(e->unop);

		if (e->op == '*' && expr_symbol(inner))
			add_symbol(roots, inner->symbol);
		else if (e->op == '&')
			expr_roots(e->unop, roots);
		break;
	}
	case EXPR_BINOP:
		if (e->op == '+' || e->op == '-') {
			expr_roots(e->left, roots);
			if (e->op == '+')
				expr_roots(e->right, roots);
		}
		break;
	case EXPR_CONDITIONAL:
	case EXPR_SELECT:
		expr_roots(e->cond_true ? e->cond_true : e->conditional, roots);
		expr_roots(e->cond_false, roots);
		break;
	case EXPR_COMMA:
	case EXPR_ASSIGNMENT:
		expr_roots(e->right, roots);
		break;
	default:
		break;
	}
}

int expr_roots_have(struct expression *e, struct symbol *sym)
{
	struct symbol_list *roots = NULL;
	struct symbol *root;
	int found = 0;

	expr_roots(e, &roots);
	FOR_EACH_PTR(roots, root) {
		if (root == sym)
			found = 1;
	} END_FOR_EACH_PTR(root);
	free_ptr_list(&roots);
	return found;
}
