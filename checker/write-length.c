// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ast.h"
#include "bounds.h"
#include "constant.h"
#include "format-length.h"
#include "locals.h"
#include "write-length.h"

#define MAX_FMT_ARGS 32
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
			break;
		}
	} END_FOR_EACH_PTR(val);
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
			break;
		describe_arg(fn, e, &args[n++]);
	} END_FOR_EACH_PTR(e);
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
