// SPDX-License-Identifier: MIT
#include "ast.h"

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
	if (v->stmt_end)
		v->stmt_end(v, s);
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

/* Functions and symbols */

struct statement *function_body(struct symbol *fn)
{
	struct symbol *base = fn ? fn->ctype.base_type : NULL;

	if (!base || base->type != SYM_FN)
		return NULL;
	return base->stmt;
}

struct symbol *function_definition(struct symbol *fn)
{
	if (fn && fn->definition)
		return fn->definition;
	return fn;
}

static struct symbol_list *function_params(struct symbol *fn)
{
	struct symbol *base = fn ? fn->ctype.base_type : NULL;

	if (!base || base->type != SYM_FN)
		return NULL;
	return base->arguments;
}

int function_param_count(struct symbol *fn)
{
	return symbol_list_size(function_params(fn));
}

int function_param_index(struct symbol *fn, struct symbol *param)
{
	struct symbol *p;
	int n = 0;

	FOR_EACH_PTR(function_params(fn), p) {
		if (p == param)
			return n;
		n++;
	} END_FOR_EACH_PTR(p);
	return -1;
}

struct symbol *function_param(struct symbol *fn, int n)
{
	if (n < 0)
		return NULL;
	return ptr_list_nth(function_params(fn), n);
}

int symbol_is_local(struct symbol *sym)
{
	return sym && !(sym->ctype.modifiers &
			(MOD_TOPLEVEL | MOD_STATIC | MOD_EXTERN));
}

int same_position(struct position a, struct position b)
{
	return a.stream == b.stream && a.line == b.line && a.pos == b.pos;
}

int symbol_in_list(struct symbol_list *list, struct symbol *sym)
{
	struct symbol *s;

	FOR_EACH_PTR(list, s) {
		if (s == sym)
			return 1;
	} END_FOR_EACH_PTR(s);
	return 0;
}
