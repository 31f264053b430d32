/* SPDX-License-Identifier: MIT */
/*
 * Reading sparse's evaluated syntax tree: a walker over statements and
 * expressions, and what a function's symbol says (its body, definition,
 * parameters). The questions asked of one expression are in expr.h, those
 * of types and member offsets in layout.h, the printing of expressions
 * for messages in expr-text.h; this header brings them all.
 *
 * Everything here works on the tree as sparse() leaves it: evaluated, not
 * yet expanded.
 */
#ifndef AST_H
#define AST_H

#include "expression.h"
#include "parse.h"
#include "symbol.h"

#include "expr.h"
#include "expr-text.h"
#include "layout.h"

struct ast_visitor {
	/* Called before the children of each expression. */
	void (*expr)(struct ast_visitor *v, struct expression *e);
	/* Called before the children of each statement. */
	void (*stmt)(struct ast_visitor *v, struct statement *s);
	/* Called after them. */
	void (*stmt_end)(struct ast_visitor *v, struct statement *s);
	/* Called for each symbol declared inside a body. */
	void (*local)(struct ast_visitor *v, struct symbol *sym);
	struct symbol *fn;	/* the function being walked, if any */
	void *data;
};

void ast_walk_stmt(struct ast_visitor *v, struct statement *s);
void ast_walk_expr(struct ast_visitor *v, struct expression *e);
/* Walks @fn's body; sets v->fn. */
void ast_walk_function(struct ast_visitor *v, struct symbol *fn);

/* The body of function @fn, NULL for a declaration. */
struct statement *function_body(struct symbol *fn);
/* A function's definition when @fn is a declaration of it. */
struct symbol *function_definition(struct symbol *fn);
/* How many parameters @fn has. */
int function_param_count(struct symbol *fn);
/* The position of parameter @param of @fn (0 for the first), or -1. */
int function_param_index(struct symbol *fn, struct symbol *param);
/* Parameter @n of @fn, or NULL. */
struct symbol *function_param(struct symbol *fn, int n);

/* A local variable or parameter, not one of the file's. */
int symbol_is_local(struct symbol *sym);
/* Is @sym on @list? */
int symbol_in_list(struct symbol_list *list, struct symbol *sym);
/* Are @a and @b the same place of the same file? */
int same_position(struct position a, struct position b);

#endif
