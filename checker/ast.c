// SPDX-License-Identifier: MIT
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "ast.h"
#include "bits.h"
#include "token.h"

/* Walking */

static void walk_symbols(struct ast_visitor *v, struct symbol_list *syms)
{
	struct symbol *sym;

	FOR_EACH_PTR(syms, sym) {
		if (v->local)
			v->local(v, sym);
		ast_walk_expr(v, sym->initializer);
	} END_FOR_EACH_PTR(sym);
}

static void walk_asm_operands(struct ast_visitor *v,
			      struct asm_operand_list *ops)
{
	struct asm_operand *op;

	FOR_EACH_PTR(ops, op) {
		ast_walk_expr(v, op->expr);
	} END_FOR_EACH_PTR(op);
}

void ast_walk_expr(struct ast_visitor *v, struct expression *e)
{
	struct expression *arg;

	if (!e)
		return;
	if (v->expr)
		v->expr(v, e);

	switch (e->type) {
	case EXPR_BINOP:
	case EXPR_ASSIGNMENT:
	case EXPR_LOGICAL:
	case EXPR_COMMA:
	case EXPR_COMPARE:
		ast_walk_expr(v, e->left);
		ast_walk_expr(v, e->right);
		break;
	case EXPR_DEREF:
		ast_walk_expr(v, e->deref);
		break;
	case EXPR_PREOP:
	case EXPR_POSTOP:
		ast_walk_expr(v, e->unop);
		break;
	case EXPR_CAST:
	case EXPR_FORCE_CAST:
	case EXPR_IMPLIED_CAST:
		ast_walk_expr(v, e->cast_expression);
		break;
	case EXPR_CONDITIONAL:
	case EXPR_SELECT:
		ast_walk_expr(v, e->conditional);
		ast_walk_expr(v, e->cond_true);
		ast_walk_expr(v, e->cond_false);
		break;
	case EXPR_STATEMENT:
		ast_walk_stmt(v, e->statement);
		break;
	case EXPR_CALL:
		ast_walk_expr(v, e->fn);
		FOR_EACH_PTR(e->args, arg) {
			ast_walk_expr(v, arg);
		} END_FOR_EACH_PTR(arg);
		break;
	case EXPR_INITIALIZER:
		FOR_EACH_PTR(e->expr_list, arg) {
			ast_walk_expr(v, arg);
		} END_FOR_EACH_PTR(arg);
		break;
	case EXPR_IDENTIFIER:
		ast_walk_expr(v, e->ident_expression);
		break;
	case EXPR_INDEX:
		ast_walk_expr(v, e->idx_expression);
		break;
	case EXPR_POS:
		ast_walk_expr(v, e->init_expr);
		break;
	case EXPR_SLICE:
		ast_walk_expr(v, e->base);
		break;
	default:
		/* Leaves; sizeof and offsetof operands are never evaluated. */
		break;
	}
}

void ast_walk_stmt(struct ast_visitor *v, struct statement *s)
{
	struct statement *child;

	if (!s)
		return;
	if (v->stmt)
		v->stmt(v, s);

	switch (s->type) {
	case STMT_DECLARATION:
		walk_symbols(v, s->declaration);
		break;
	case STMT_EXPRESSION:
		ast_walk_expr(v, s->expression);
		break;
	case STMT_COMPOUND:
		ast_walk_stmt(v, s->args);
		FOR_EACH_PTR(s->stmts, child) {
			ast_walk_stmt(v, child);
		} END_FOR_EACH_PTR(child);
		break;
	case STMT_IF:
		ast_walk_expr(v, s->if_conditional);
		ast_walk_stmt(v, s->if_true);
		ast_walk_stmt(v, s->if_false);
		break;
	case STMT_RETURN:
		ast_walk_expr(v, s->ret_value);
		break;
	case STMT_CASE:
		ast_walk_stmt(v, s->case_statement);
		break;
	case STMT_SWITCH:
		ast_walk_expr(v, s->switch_expression);
		ast_walk_stmt(v, s->switch_statement);
		break;
	case STMT_ITERATOR:
		walk_symbols(v, s->iterator_syms);
		ast_walk_stmt(v, s->iterator_pre_statement);
		ast_walk_expr(v, s->iterator_pre_condition);
		ast_walk_stmt(v, s->iterator_statement);
		ast_walk_stmt(v, s->iterator_post_statement);
		ast_walk_expr(v, s->iterator_post_condition);
		break;
	case STMT_LABEL:
		ast_walk_stmt(v, s->label_statement);
		break;
	case STMT_GOTO:
		ast_walk_expr(v, s->goto_expression);
		break;
	case STMT_ASM:
		walk_asm_operands(v, s->asm_outputs);
		walk_asm_operands(v, s->asm_inputs);
		break;
	case STMT_CONTEXT:
		ast_walk_expr(v, s->expression);
		break;
	case STMT_RANGE:
		ast_walk_expr(v, s->range_expression);
		ast_walk_expr(v, s->range_low);
		ast_walk_expr(v, s->range_high);
		break;
	default:
		break;
	}
}

void ast_walk_function(struct ast_visitor *v, struct symbol *fn)
{
	struct symbol *base = fn->ctype.base_type;

	v->fn = fn;
	if (!base || base->type != SYM_FN)
		return;
	walk_symbols(v, base->arguments);
	ast_walk_stmt(v, base->stmt ? base->stmt : base->inline_stmt);
}

/* Types */

struct symbol *type_base(struct symbol *type)
{
	while (type && (type->type == SYM_NODE || type->type == SYM_TYPEOF))
		type = type->ctype.base_type;
	return type;
}

struct symbol *type_pointee(struct symbol *type)
{
	type = type_base(type);
	if (!type || (type->type != SYM_PTR && type->type != SYM_ARRAY))
		return NULL;
	return type_base(type->ctype.base_type);
}

int type_is_function(struct symbol *type)
{
	type = type_base(type);
	return type && type->type == SYM_FN;
}

struct statement *function_body(struct symbol *fn)
{
	struct symbol *base = fn ? fn->ctype.base_type : NULL;

	if (!base || base->type != SYM_FN)
		return NULL;
	return base->stmt;
}

int type_is_aggregate(struct symbol *type)
{
	type = type_base(type);
	return type && (type->type == SYM_STRUCT || type->type == SYM_UNION);
}

static long type_bytes(struct symbol *type)
{
	type = type_base(type);
	if (!type || type->bit_size <= 0)
		return -1;
	return type->bit_size / 8;
}

/* Expressions */

struct expression *strip_casts(struct expression *e)
{
	while (e) {
		switch (e->type) {
		case EXPR_CAST:
		case EXPR_FORCE_CAST:
		case EXPR_IMPLIED_CAST:
			e = e->cast_expression;
			continue;
		case EXPR_PREOP:
			if (e->op == '(') {
				e = e->unop;
				continue;
			}
			break;
		default:
			break;
		}
		break;
	}
	return e;
}

int is_null_pointer(struct expression *e)
{
	e = strip_casts(e);
	return e && e->type == EXPR_VALUE && e->value == 0;
}

struct symbol *function_definition(struct symbol *fn)
{
	if (fn && fn->definition)
		return fn->definition;
	return fn;
}

/*
 * The symbol @e names, or NULL: broken code leaves an undeclared name as
 * an EXPR_SYMBOL with no symbol, so every check asks through here.
 */
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

/* Object layout */

/* The struct in @type declaring member @ident at byte @offset. */
static struct symbol *find_member_owner(struct symbol *type,
					unsigned long offset,
					struct ident *ident,
					struct symbol **member)
{
	struct symbol *m;

	type = type_base(type);
	if (!type_is_aggregate(type))
		return NULL;
	FOR_EACH_PTR(type->symbol_list, m) {
		long size = type_bytes(m);

		if (m->ident == ident && m->offset == offset) {
			*member = m;
			return type;
		}
		if (!type_is_aggregate(m) || offset < m->offset)
			continue;
		if (size >= 0 && offset >= m->offset + size)
			continue;
		{
			struct symbol *owner = find_member_owner(m,
						offset - m->offset, ident,
						member);
			if (owner)
				return owner;
		}
	} END_FOR_EACH_PTR(m);
	return NULL;
}

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

int expr_member_access(struct expression *e, struct member_access *out)
{
	struct address addr;
	struct symbol *member = NULL, *owner;

	if (!e || e->type != EXPR_PREOP || e->op != '*')
		return 0;
	if (!e->ctype || e->ctype->type != SYM_NODE || !e->ctype->ident)
		return 0;
	if (!expr_address(e->unop, &addr))
		return 0;
	owner = find_member_owner(addr.type, addr.offset, e->ctype->ident,
				  &member);
	if (!owner)
		return 0;
	out->member = member;
	out->owner = owner;
	out->base = e->unop;
	return 1;
}

int type_has_member_at(struct symbol *type, unsigned long offset,
		       const char *tag, const char *member)
{
	struct symbol *m;

	type = type_base(type);
	if (!type_is_aggregate(type))
		return 0;
	if (type->ident && !strcmp(type->ident->name, tag)) {
		FOR_EACH_PTR(type->symbol_list, m) {
			if (m->ident && !strcmp(m->ident->name, member) &&
			    m->offset == offset)
				return 1;
		} END_FOR_EACH_PTR(m);
	}
	FOR_EACH_PTR(type->symbol_list, m) {
		long size = type_bytes(m);

		if (!type_is_aggregate(m) || offset < m->offset)
			continue;
		if (size >= 0 && offset >= m->offset + size)
			continue;
		if (type_has_member_at(m, offset - m->offset, tag, member))
			return 1;
	} END_FOR_EACH_PTR(m);
	return 0;
}

/* A local variable or parameter, not one of the file's. */
int symbol_is_local(struct symbol *sym)
{
	return sym && !(sym->ctype.modifiers &
			(MOD_TOPLEVEL | MOD_STATIC | MOD_EXTERN));
}

/* Are @a and @b the same place of the same file? */
int same_position(struct position a, struct position b)
{
	return a.stream == b.stream && a.line == b.line && a.pos == b.pos;
}

/* Is @sym on @list? */
int symbol_in_list(struct symbol_list *list, struct symbol *sym)
{
	struct symbol *s;

	FOR_EACH_PTR(list, s) {
		if (s == sym)
			return 1;
	} END_FOR_EACH_PTR(s);
	return 0;
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
	struct symbol *m;
	size_t mark = t->len;

	type = type_base(type);
	if (!type_is_aggregate(type))
		return 0;
	FOR_EACH_PTR(type->symbol_list, m) {
		long size = type_bytes(m);

		if (offset < m->offset || (size >= 0 && offset >= m->offset + size))
			continue;
		if (m->offset == offset && m->ident &&
		    ((ident && m->ident == ident) ||
		     (want && type_base(m) == want))) {
			put(t, "%s%s", sep, show_ident(m->ident));
			return 1;
		}
		if (!type_is_aggregate(m))
			continue;
		if (m->ident)
			put(t, "%s%s", sep, show_ident(m->ident));
		if (put_member_path(t, m, offset - m->offset, ident, want,
				    m->ident ? "." : sep))
			return 1;
		t->len = mark;
		t->buf[mark] = '\0';
	} END_FOR_EACH_PTR(m);
	return 0;
}

static void put_expr(struct text *t, struct expression *e);

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

static const char *op_text(int op)
{
	static char buf[4];

	switch (op) {
	case SPECIAL_EQUAL: return "==";
	case SPECIAL_NOTEQUAL: return "!=";
	case SPECIAL_LTE: return "<=";
	case SPECIAL_GTE: return ">=";
	case SPECIAL_LEFTSHIFT: return "<<";
	case SPECIAL_RIGHTSHIFT: return ">>";
	case SPECIAL_LOGICAL_AND: return "&&";
	case SPECIAL_LOGICAL_OR: return "||";
	case SPECIAL_UNSIGNED_LT: return "<";
	case SPECIAL_UNSIGNED_GT: return ">";
	case SPECIAL_UNSIGNED_LTE: return "<=";
	case SPECIAL_UNSIGNED_GTE: return ">=";
	case SPECIAL_INCREMENT: return "++";
	case SPECIAL_DECREMENT: return "--";
	case SPECIAL_ADD_ASSIGN: return "+=";
	case SPECIAL_SUB_ASSIGN: return "-=";
	default:
		if (op > 0 && op < 128) {
			buf[0] = op;
			buf[1] = '\0';
			return buf;
		}
		return "?";
	}
}

static void put_expr(struct text *t, struct expression *e)
{
	struct expression *arg;
	struct address addr;
	int first = 1;

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
		if (type_is_function(e->symbol) ||
		    (type_base(e->symbol) && type_base(e->symbol)->type == SYM_ARRAY))
			put(t, "%s", symbol_name(e->symbol));
		else
			put(t, "&%s", symbol_name(e->symbol));
		break;
	case EXPR_PREOP:
		if (e->op == '*') {
			struct expression *inner = strip_casts(e->unop);

			if (inner && inner->type == EXPR_SYMBOL) {
				put(t, "%s", symbol_name(inner->symbol));
				break;
			}
			if (e->ctype && e->ctype->ident &&
			    expr_address(e->unop, &addr) &&
			    put_object(t, &addr, e->ctype->ident, NULL))
				break;
			put(t, "*");
			put_expr(t, e->unop);
			break;
		}
		put(t, "%s", op_text(e->op));
		put_expr(t, e->unop);
		break;
	case EXPR_POSTOP:
		put_expr(t, e->unop);
		put(t, "%s", op_text(e->op));
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
	case EXPR_ASSIGNMENT:
		put_expr(t, e->left);
		put(t, " %s ", op_text(e->op));
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
		put(t, " ? ");
		if (e->cond_true)
			put_expr(t, e->cond_true);
		put(t, " : ");
		put_expr(t, e->cond_false);
		break;
	case EXPR_CALL:
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
