// SPDX-License-Identifier: MIT
#include <string.h>

#include "constant.h"
#include "expr.h"
#include "layout.h"
#include "sysfs-model.h"
#include "token.h"

/* @value converted to integer type @type, as a cast does. */
static long long convert(long long value, struct symbol *type)
{
	int bits;

	type = type_base(type);
	if (!type_is_integer(type))
		return value;
	if (type == &bool_ctype)
		return value != 0;
	bits = type->bit_size;
	if (bits <= 0 || bits >= 64)
		return value;
	value &= (1ULL << bits) - 1;
	if (!(type->ctype.modifiers & MOD_UNSIGNED) &&
	    (value & (1ULL << (bits - 1))))
		value |= ~((1ULL << bits) - 1);
	return value;
}

static int fold_unary(int op, long long l, long long *out)
{
	switch (op) {
	case '(':
	case '+':
		*out = l;
		return 1;
	case '-':
		*out = -l;
		return 1;
	case '~':
		*out = ~l;
		return 1;
	case '!':
		*out = !l;
		return 1;
	default:
		return 0;
	}
}

static int fold_binary(int op, long long l, long long r, long long *out)
{
	switch (op) {
	case '+':
		*out = l + r;
		break;
	case '-':
		*out = l - r;
		break;
	case '*':
		*out = l * r;
		break;
	case '/':
	case '%':
		if (!r)
			return 0;
		*out = op == '/' ? l / r : l % r;
		break;
	case '&':
		*out = l & r;
		break;
	case '|':
		*out = l | r;
		break;
	case '^':
		*out = l ^ r;
		break;
	case SPECIAL_LEFTSHIFT:
	case SPECIAL_RIGHTSHIFT:
		if (r < 0 || r > 62)
			return 0;
		*out = op == SPECIAL_LEFTSHIFT ? l << r : l >> r;
		break;
	default:
		return 0;
	}
	return 1;
}

static int fold_compare(int op, long long l, long long r, long long *out)
{
	unsigned long long ul = l, ur = r;

	switch (op) {
	case '<':
		*out = l < r;
		break;
	case '>':
		*out = l > r;
		break;
	case SPECIAL_LTE:
		*out = l <= r;
		break;
	case SPECIAL_GTE:
		*out = l >= r;
		break;
	case SPECIAL_EQUAL:
		*out = l == r;
		break;
	case SPECIAL_NOTEQUAL:
		*out = l != r;
		break;
	case SPECIAL_UNSIGNED_LT:
		*out = ul < ur;
		break;
	case SPECIAL_UNSIGNED_GT:
		*out = ul > ur;
		break;
	case SPECIAL_UNSIGNED_LTE:
		*out = ul <= ur;
		break;
	case SPECIAL_UNSIGNED_GTE:
		*out = ul >= ur;
		break;
	default:
		return 0;
	}
	return 1;
}

/* "a && b", "a || b": decided by @a alone when it is the deciding value. */
static int fold_logical(struct expression *e, long long *out)
{
	int is_and = e->op == SPECIAL_LOGICAL_AND;
	long long l, r;

	if (!constant_value(e->left, &l))
		return 0;
	if (is_and ? !l : l) {
		*out = !is_and;
		return 1;
	}
	if (!constant_value(e->right, &r))
		return 0;
	*out = r != 0;
	return 1;
}

/*
 * The length of a string literal measured by a function of the model
 * (strlen("1.0") is 3): a constant, as the compiler folds it.
 */
static int literal_length(struct expression *call, long long *out)
{
	const struct sysfs_callee *callee;
	struct expression *arg;
	long long most;

	callee = sysfs_callee_lookup(expr_function(call->fn));
	if (!callee || callee->kind != CALLEE_LENGTH)
		return 0;
	arg = strip_casts(call_arg(call, 0));
	if (arg && arg->type == EXPR_PREOP && arg->op == '*')
		arg = strip_casts(arg->unop);
	/* A literal, or the unnamed array sparse makes of one. */
	if (arg && arg->type == EXPR_SYMBOL && arg->symbol &&
	    !arg->symbol->ident)
		arg = arg->symbol->initializer;
	if (!arg || arg->type != EXPR_STRING || !arg->string ||
	    arg->string->length < 1)
		return 0;
	*out = strnlen(arg->string->data, arg->string->length);
	if (constant_value(call_arg(call, 1), &most) && most < *out)
		*out = most;
	return 1;
}

int constant_value(struct expression *e, long long *out)
{
	long long l, r;

	if (!e)
		return 0;
	switch (e->type) {
	case EXPR_VALUE:
		*out = convert(e->value, e->ctype);
		return 1;
	case EXPR_CAST:
	case EXPR_FORCE_CAST:
	case EXPR_IMPLIED_CAST:
		if (!constant_value(cast_operand(e), &l))
			return 0;
		*out = convert(l, e->ctype);
		return 1;
	case EXPR_PREOP:
		return constant_value(e->unop, &l) && fold_unary(e->op, l, out);
	case EXPR_BINOP:
		return constant_value(e->left, &l) &&
		       constant_value(e->right, &r) &&
		       fold_binary(e->op, l, r, out);
	case EXPR_COMPARE:
		return constant_value(e->left, &l) &&
		       constant_value(e->right, &r) &&
		       fold_compare(e->op, l, r, out);
	case EXPR_LOGICAL:
		return fold_logical(e, out);
	case EXPR_CONDITIONAL:
	case EXPR_SELECT:
		if (!constant_value(e->conditional, &l))
			return 0;
		if (l)
			return constant_value(e->cond_true ?: e->conditional,
					      out);
		return constant_value(e->cond_false, out);
	case EXPR_CALL:
		return literal_length(e, out);
	default:
		return 0;
	}
}
