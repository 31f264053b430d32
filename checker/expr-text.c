// SPDX-License-Identifier: MIT
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bits.h"
#include "constant.h"
#include "expr.h"
#include "expr-text.h"
#include "layout.h"
#include "source.h"
#include "token.h"

/* Printing */

struct text {
	char *buf;
	size_t len, cap;
};

static void put(struct text *t, const char *fmt, ...) FORMAT_ATTR(2);

static void put(struct text *t, const char *fmt, ...)
{
	va_list args;
	int n;

	if (t->len >= t->cap)
		return;
	va_start(args, fmt);
	n = vsnprintf(t->buf + t->len, t->cap - t->len, fmt, args);
	va_end(args);
	if (n > 0)
		t->len += n;
	if (t->len >= t->cap)
		t->len = t->cap;
}

const char *symbol_name(struct symbol *sym)
{
	if (!sym || !sym->ident)
		return "?";
	return show_ident(sym->ident);
}

/*
 * Member names leading from @type to the first member that starts at
 * @offset and either is named @ident or has type @want; @sep goes before
 * the first name ("." or "->").
 */
static int put_member_path(struct text *t, struct symbol *type,
			   unsigned long offset, struct ident *ident,
			   struct symbol *want, const char *sep)
{
	struct member_hit hit;
	int i;

	if (!member_path_to(type, offset, ident, want, &hit))
		return 0;
	for (i = 0; i < hit.depth; i++) {
		if (!hit.path[i]->ident)
			continue;
		put(t, "%s%s", sep, show_ident(hit.path[i]->ident));
		sep = ".";
	}
	return 1;
}

static void put_expr(struct text *t, struct expression *e);

/*
 * Does the body of the function-like macro @macro start with a call of
 * @name or the keyword @name, itself or through macros that start so
 * ("__memcpy(dst, src, len)", "for (pos = ...")? Read from its source:
 * sparse frees a macro's tokens once the file is preprocessed. A body
 * that only holds such a call somewhere (a macro defining a whole show())
 * does not turn its calls into its own.
 */
static int macro_begins_with(struct symbol *macro, const char *name, int depth)
{
	const struct source_file *sf;
	unsigned int line = macro->pos.line;
	const char *code, *p;
	char first[64];
	size_t len;
	int nest = 0;

	sf = source_get(stream_name(macro->pos.stream));
	code = sf ? source_code(sf, line) : "";
	p = strchr(code, '(');
	/* Past the parameters. */
	for (; p && *p; p++) {
		if (*p == '(')
			nest++;
		else if (*p == ')' && --nest == 0)
			break;
	}
	if (!p || !*p)
		return 0;
	for (p++; *p == ' ' || *p == '('; p++)
		;
	if (*p == '\\' && !p[1]) {
		code = source_code(sf, line + 1);
		for (p = code; *p == ' ' || *p == '('; p++)
			;
	}
	for (len = 0; isalnum((unsigned char)p[len]) || p[len] == '_'; len++)
		;
	if (!len || len >= sizeof(first))
		return 0;
	memcpy(first, p, len);
	first[len] = '\0';
	if (!strcmp(first, name))
		return 1;
	macro = lookup_symbol(built_in_ident(first), NS_MACRO);
	return macro && macro->arglist && depth < 3 &&
	       macro_begins_with(macro, name, depth + 1);
}

/* @name kept for the run: the few names messages call functions by. */
static const char *kept_name(const char *name)
{
	static char **names;
	static unsigned int nr, cap;
	unsigned int i;

	for (i = 0; i < nr; i++)
		if (!strcmp(names[i], name))
			return names[i];
	if (nr == cap) {
		cap = cap ? 2 * cap : 64;
		names = realloc(names, cap * sizeof(*names));
		if (!names)
			die("out of memory");
	}
	names[nr] = strdup(name);
	if (!names[nr])
		die("out of memory");
	return names[nr++];
}

/*
 * The prefixes headers give a function that stands for the one the source
 * calls: the compiler's builtins ("__builtin_memcpy"), fortify's names
 * for the original it wraps ("__real_strnlen", "__underlying_memcpy") and
 * the sized form of a string copy ("sized_strscpy", Linux 6.8 and later).
 */
static const char *const alias_prefixes[] = {
	"__builtin_", "__real_", "__underlying_", "__fortify_", "sized_",
};

const char *callee_name(struct symbol *fn)
{
	const char *name = symbol_name(fn);
	unsigned int i;
	size_t len;

	for (i = 0; i < ARRAY_SIZE(alias_prefixes); i++) {
		len = strlen(alias_prefixes[i]);
		if (!strncmp(name, alias_prefixes[i], len) && name[len])
			return name + len;
	}
	return name;
}

const char *call_name(struct expression *call)
{
	struct symbol *fn = expr_function(call->fn), *macro;
	struct expression *callee = strip_casts(call->fn);
	const struct source_file *sf;
	const char *name = symbol_name(fn);
	char *written = NULL;

	sf = callee ? source_get(stream_name(callee->pos.stream)) : NULL;
	if (sf && fn && fn->ident)
		written = source_call_name(sf, callee->pos.line,
					   callee->pos.pos);
	macro = written ? lookup_symbol(built_in_ident(written), NS_MACRO) :
			  NULL;
	/* "memcpy()" that a header's macro turns into "__memcpy()". */
	if (macro && macro->arglist && strcmp(written, name) &&
	    macro_begins_with(macro, name, 0))
		name = written;
	else
		name = callee_name(fn);
	name = kept_name(name);
	free(written);
	return name;
}

/* The keywords that begin a loop macro's body. */
static const char *const loop_keywords[] = { "for", "while" };

char *loop_macro_use(struct expression *e)
{
	const struct source_file *sf;
	struct symbol *macro;
	char *use, end;
	size_t len;
	unsigned int i;

	sf = e ? source_get(stream_name(e->pos.stream)) : NULL;
	use = sf ? source_macro_use(sf, e->pos.line, e->pos.pos) : NULL;
	if (!use)
		return NULL;
	len = strcspn(use, " (");
	end = use[len];
	use[len] = '\0';
	macro = lookup_symbol(built_in_ident(use), NS_MACRO);
	use[len] = end;
	for (i = 0; macro && macro->arglist && i < ARRAY_SIZE(loop_keywords); i++)
		if (macro_begins_with(macro, loop_keywords[i], 0))
			return use;
	free(use);
	return NULL;
}

/*
 * A statement expression is nearly always a macro's (container_of() in
 * to_thing(dev)): sparse gives the expansion the position of the macro's
 * use, whose text the source still has.
 */
static void put_statement_expr(struct text *t, struct expression *e)
{
	const struct source_file *sf = source_get(stream_name(e->pos.stream));
	char *use = sf ? source_macro_use(sf, e->pos.line, e->pos.pos) : NULL;

	put(t, "%s", use ? use : "({...})");
	free(use);
}

/*
 * The unnamed array sparse makes of a string literal (an argument
 * "x ? y : \"none\"" decays to it): its string, else NULL.
 */
static struct string *literal_of(struct symbol *sym)
{
	struct expression *init = sym ? sym->initializer : NULL;

	if (!sym || sym->ident || !init || init->type != EXPR_STRING)
		return NULL;
	return init->string;
}

/*
 * @e, or the cast within it, that points to a structure or union: the
 * address of an array member ("p + 2768") is cast to the type of its
 * elements, while the sum itself keeps the type of p.
 */
static struct expression *aggregate_pointer(struct expression *e)
{
	struct symbol *type;

	for (; e && e->type == EXPR_CAST; e = e->cast_expression) {
		type = type_pointee(e->ctype) ?: e->ctype;
		if (type_is_aggregate(type))
			return e;
	}
	return e;
}

/*
 * What @ptr points to: the type's pointee or, where sparse types the
 * address of an array member ("p->sw" is "p + 2768") as void *, the
 * array's element.
 */
static struct symbol *pointed_type(struct expression *ptr)
{
	struct symbol *type = type_pointee(ptr->ctype), *array;
	struct address addr;
	const char *name;

	if (type_is_aggregate(type) || !expr_address(strip_casts(ptr), &addr))
		return type;
	name = array_member_at(addr.type, addr.offset);
	array = name ? member_named_at(addr.type, addr.offset,
				       built_in_ident(name), NULL) : NULL;
	array = array ? type_base(array) : NULL;
	if (!array || array->type != SYM_ARRAY)
		return type;
	return type_base(array->ctype.base_type);
}

/*
 * "p->names" for the address "p + 2860" that a member array decays to
 * when it is indexed ("p->names[i]"), when an array member of *p starts
 * there.
 */
static int put_array_member(struct text *t, struct expression *addr)
{
	struct expression *sum = strip_casts(addr), *ptr;
	struct member_hit hit;
	struct symbol *type;
	struct ident *name;
	const char *array;
	long long offset;

	if (!sum || sum->type != EXPR_BINOP || sum->op != '+' ||
	    !constant_value(sum->right, &offset) || offset < 0)
		return 0;
	ptr = aggregate_pointer(sum->left);
	type = ptr ? pointed_type(ptr) : NULL;
	array = type ? array_member_at(type, offset) : NULL;
	name = array ? built_in_ident(array) : NULL;
	if (!name || !member_path_to(type, offset, name, NULL, &hit))
		return 0;
	/* "p->sw->next": the pointer may be an array member itself. */
	if (!put_array_member(t, ptr))
		put_expr(t, ptr);
	return put_member_path(t, type, offset, name, NULL, "->");
}

/*
 * "p[i]" for the address "p + i" of an element, as written: sparse
 * scales the index by the size of the element ("i * 8"), which the
 * source did not write.
 */
static int put_indexed(struct text *t, struct expression *sum)
{
	struct expression *index;
	struct symbol *elem;
	long long scale;

	sum = strip_casts(sum);
	if (!sum || sum->type != EXPR_BINOP || sum->op != '+' ||
	    !type_pointee(sum->ctype))
		return 0;
	elem = type_pointee(sum->ctype);
	index = strip_casts(sum->right);
	if (index && index->type == EXPR_BINOP && index->op == '*' &&
	    constant_value(index->right, &scale) &&
	    scale == type_bytes(elem))
		index = index->left;
	else if (type_bytes(elem) != 1 && !(index && index->type == EXPR_VALUE))
		return 0;
	if (index && index->type == EXPR_VALUE && type_bytes(elem) > 1) {
		if (index->value % type_bytes(elem))
			return 0;
		if (!put_array_member(t, sum->left))
			put_expr(t, sum->left);
		put(t, "[%llu]", index->value / type_bytes(elem));
		return 1;
	}
	if (!put_array_member(t, sum->left))
		put_expr(t, sum->left);
	put(t, "[");
	put_expr(t, index);
	put(t, "]");
	return 1;
}

/* "*(p + i)" as written, "p[i]". */
static int put_element(struct text *t, struct expression *deref)
{
	return put_indexed(t, deref->unop);
}

/*
 * "to_foo(dev)->name": member @deref of what a pointer expression that is
 * no variable points to (a call, a macro's statement expression).
 */
static int put_member_of(struct text *t, struct expression *deref)
{
	struct expression *sum = strip_casts(deref->unop), *base;
	struct symbol *type;
	long long offset;

	if (!deref->ctype || !deref->ctype->ident || !sum ||
	    sum->type != EXPR_BINOP || sum->op != '+' ||
	    !constant_value(sum->right, &offset) || offset < 0)
		return 0;
	base = aggregate_pointer(sum->left);
	type = base ? type_pointee(base->ctype) : NULL;
	if (!type || !type_is_aggregate(type))
		return 0;
	/* "p[i].name", not "p + i * 104->name". */
	if (put_indexed(t, base))
		return put_member_path(t, type, offset, deref->ctype->ident,
				       NULL, ".");
	put_expr(t, base);
	return put_member_path(t, type, offset, deref->ctype->ident, NULL,
			       "->");
}

/* "x.a.b" or "p->a.b" for the object at @addr, ending at @ident/@want. */
static int put_object(struct text *t, struct address *addr,
		      struct ident *ident, struct symbol *want)
{
	if (addr->object)
		put(t, "%s", symbol_name(addr->object));
	else
		put_expr(t, addr->pointer);
	if (addr->offset == 0 && !ident && want == type_base(addr->type))
		return 1;
	return put_member_path(t, addr->type, addr->offset, ident, want,
			       addr->object ? "." : "->");
}

/* The operators sparse does not keep as their one character. */
static const struct {
	int op;
	const char *name;
} op_names[] = {
	{ SPECIAL_EQUAL, "==" },
	{ SPECIAL_NOTEQUAL, "!=" },
	{ SPECIAL_LTE, "<=" },
	{ SPECIAL_GTE, ">=" },
	{ SPECIAL_LEFTSHIFT, "<<" },
	{ SPECIAL_RIGHTSHIFT, ">>" },
	{ SPECIAL_LOGICAL_AND, "&&" },
	{ SPECIAL_LOGICAL_OR, "||" },
	{ SPECIAL_UNSIGNED_LT, "<" },
	{ SPECIAL_UNSIGNED_GT, ">" },
	{ SPECIAL_UNSIGNED_LTE, "<=" },
	{ SPECIAL_UNSIGNED_GTE, ">=" },
	{ SPECIAL_INCREMENT, "++" },
	{ SPECIAL_DECREMENT, "--" },
	{ SPECIAL_ADD_ASSIGN, "+=" },
	{ SPECIAL_SUB_ASSIGN, "-=" },
};

/* The operator @op as written, with @before and @after around it. */
static void put_op(struct text *t, const char *before, int op,
		   const char *after)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(op_names); i++) {
		if (op_names[i].op == op) {
			put(t, "%s%s%s", before, op_names[i].name, after);
			return;
		}
	}
	if (op > 0 && op < 128)
		put(t, "%s%c%s", before, op, after);
	else
		put(t, "%s?%s", before, after);
}

/* How tightly a binary operator binds (C's precedence); 0: not one. */
static int binding(struct expression *e)
{
	static const struct {
		int op, level;
	} ops[] = {
		{ '*', 10 }, { '/', 10 }, { '%', 10 },
		{ '+', 9 }, { '-', 9 },
		{ SPECIAL_LEFTSHIFT, 8 }, { SPECIAL_RIGHTSHIFT, 8 },
		{ '<', 7 }, { '>', 7 }, { SPECIAL_LTE, 7 }, { SPECIAL_GTE, 7 },
		{ SPECIAL_UNSIGNED_LT, 7 }, { SPECIAL_UNSIGNED_GT, 7 },
		{ SPECIAL_UNSIGNED_LTE, 7 }, { SPECIAL_UNSIGNED_GTE, 7 },
		{ SPECIAL_EQUAL, 6 }, { SPECIAL_NOTEQUAL, 6 },
		{ '&', 5 }, { '^', 4 }, { '|', 3 },
		{ SPECIAL_LOGICAL_AND, 2 }, { SPECIAL_LOGICAL_OR, 1 },
	};
	struct address addr;
	unsigned int i;

	e = strip_casts(e);
	if (!e)
		return 0;
	switch (e->type) {
	case EXPR_BINOP:
		/* "&p->m" is an address: it prints as one. */
		if (e->op == '+' && expr_address(e, &addr) &&
		    type_pointee(e->ctype))
			return 0;
		/* fall through */
	case EXPR_COMPARE:
	case EXPR_LOGICAL:
		for (i = 0; i < ARRAY_SIZE(ops); i++)
			if (ops[i].op == e->op)
				return ops[i].level;
		return 1;
	case EXPR_CONDITIONAL:
	case EXPR_SELECT:
	case EXPR_ASSIGNMENT:
	case EXPR_COMMA:
		return -1;
	default:
		return 0;
	}
}

/*
 * An operand of an operator that binds @level tightly (11: a unary
 * one), in parentheses when it binds less ("!(a == b)", "(a + b) * 2"),
 * or as much on the right ("a - (b + c)"): the tree holds the grouping
 * as structure, the text must show it.
 */
static void put_operand(struct text *t, struct expression *e, int level,
			int right)
{
	int inner = binding(e);

	if (!inner || inner > level || (inner == level && !right)) {
		put_expr(t, e);
		return;
	}
	put(t, "(");
	put_expr(t, e);
	put(t, ")");
}

static void put_expr(struct text *t, struct expression *e)
{
	struct expression *arg;
	struct address addr;
	int first = 1;
	size_t mark;

	e = strip_casts(e);
	if (!e) {
		put(t, "?");
		return;
	}
	switch (e->type) {
	case EXPR_VALUE:
		if (e->ctype && type_base(e->ctype) &&
		    type_base(e->ctype)->type == SYM_PTR && !e->value)
			put(t, "NULL");
		else if (e->ctype && e->ctype->bit_size > 0 &&
			 e->ctype->bit_size <= 64 &&
			 !(e->ctype->ctype.modifiers & MOD_UNSIGNED))
			put(t, "%lld", (long long)sign_extend(e->value,
							     e->ctype->bit_size));
		else
			put(t, "%llu", e->value);
		break;
	case EXPR_STRING:
		put(t, "%s", show_string(e->string));
		break;
	case EXPR_SYMBOL:
		if (literal_of(e->symbol))
			put(t, "%s", show_string(literal_of(e->symbol)));
		else if (type_is_function(e->symbol) ||
		    (type_base(e->symbol) && type_base(e->symbol)->type == SYM_ARRAY))
			put(t, "%s", symbol_name(e->symbol));
		else
			put(t, "&%s", symbol_name(e->symbol));
		break;
	case EXPR_PREOP:
		if (e->op == '*') {
			struct expression *inner = strip_casts(e->unop);

			if (inner && inner->type == EXPR_SYMBOL) {
				if (literal_of(inner->symbol))
					put(t, "%s", show_string(literal_of(inner->symbol)));
				else
					put(t, "%s", symbol_name(inner->symbol));
				break;
			}
			if (e->ctype && e->ctype->ident &&
			    expr_address(e->unop, &addr) &&
			    put_object(t, &addr, e->ctype->ident, NULL))
				break;
			mark = t->len;
			if (put_member_of(t, e))
				break;
			t->len = mark;
			t->buf[mark] = '\0';
			if (put_element(t, e))
				break;
			put(t, "*");
			put_expr(t, e->unop);
			break;
		}
		put_op(t, "", e->op, "");
		put_operand(t, e->unop, 11, 1);
		break;
	case EXPR_POSTOP:
		put_expr(t, e->unop);
		put_op(t, "", e->op, "");
		break;
	case EXPR_BINOP:
		if (e->op == '+' && expr_address(e, &addr) &&
		    type_pointee(e->ctype)) {
			size_t mark = t->len;

			put(t, "&");
			if (put_object(t, &addr, NULL, type_pointee(e->ctype)))
				break;
			t->len = mark;
			t->buf[mark] = '\0';
		}
		/* fall through */
	case EXPR_COMPARE:
	case EXPR_LOGICAL:
		put_operand(t, e->left, binding(e), 0);
		put_op(t, " ", e->op, " ");
		put_operand(t, e->right, binding(e), 1);
		break;
	case EXPR_ASSIGNMENT:
		put_expr(t, e->left);
		put_op(t, " ", e->op, " ");
		put_expr(t, e->right);
		break;
	case EXPR_COMMA:
		put_expr(t, e->left);
		put(t, ", ");
		put_expr(t, e->right);
		break;
	case EXPR_CONDITIONAL:
	case EXPR_SELECT:
		put_expr(t, e->conditional);
		/* GNU "x ?: y" keeps no middle operand. */
		if (e->cond_true) {
			put(t, " ? ");
			put_expr(t, e->cond_true);
			put(t, " : ");
		} else {
			put(t, " ?: ");
		}
		put_expr(t, e->cond_false);
		break;
	case EXPR_CALL:
		if (expr_function(e->fn))
			put(t, "%s", call_name(e));
		else
			put_expr(t, e->fn);
		put(t, "(");
		FOR_EACH_PTR(e->args, arg) {
			if (!first)
				put(t, ", ");
			put_expr(t, arg);
			first = 0;
		} END_FOR_EACH_PTR(arg);
		put(t, ")");
		break;
	case EXPR_SIZEOF:
		put(t, "sizeof(...)");
		break;
	case EXPR_STATEMENT:
		put_statement_expr(t, e);
		break;
	default:
		put(t, "...");
		break;
	}
}

const char *expr_text(struct expression *e)
{
	static char bufs[4][160];
	static unsigned int next;
	struct text t = { bufs[next++ % 4], 0, sizeof(bufs[0]) };

	t.buf[0] = '\0';
	put_expr(&t, e);
	if (t.len >= t.cap - 1)
		strcpy(t.buf + t.cap - 4, "...");
	return t.buf;
}
