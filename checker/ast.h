/* SPDX-License-Identifier: MIT */
/*
 * Reading sparse's evaluated syntax tree: a walker over statements and
 * expressions, and the questions every check asks of an expression (is it
 * NULL, what object does it point into, what variables does its value come
 * from, how would a person write it).
 *
 * Everything here works on the tree as sparse() leaves it: evaluated, not
 * yet expanded. Member accesses are then "*(base + offset)" with the member
 * symbol as the expression's type, and "&x" is the bare symbol expression.
 */
#ifndef AST_H
#define AST_H

#include "expression.h"
#include "parse.h"
#include "symbol.h"

struct ast_visitor {
	/* Called before the children of each expression. */
	void (*expr)(struct ast_visitor *v, struct expression *e);
	/* Called before the children of each statement. */
	void (*stmt)(struct ast_visitor *v, struct statement *s);
	/* Called for each symbol declared inside a body. */
	void (*local)(struct ast_visitor *v, struct symbol *sym);
	struct symbol *fn;	/* the function being walked, if any */
	void *data;
};

void ast_walk_stmt(struct ast_visitor *v, struct statement *s);
void ast_walk_expr(struct ast_visitor *v, struct expression *e);
/* Walks @fn's body; sets v->fn. */
void ast_walk_function(struct ast_visitor *v, struct symbol *fn);

/* Type helpers: qualifiers and typedef nodes stripped. */
struct symbol *type_base(struct symbol *type);
struct symbol *type_pointee(struct symbol *type);
int type_is_function(struct symbol *type);
int type_is_aggregate(struct symbol *type);
/* The body of function @fn, NULL for a declaration. */
struct statement *function_body(struct symbol *fn);

/* The expression with casts and parentheses removed. */
struct expression *strip_casts(struct expression *e);
int is_null_pointer(struct expression *e);

/* The function @e names (a call's callee, a callback value), or NULL. */
struct symbol *expr_symbol(struct expression *e);
int symbol_is_local(struct symbol *sym);
int symbol_in_list(struct symbol_list *list, struct symbol *sym);
int same_position(struct position a, struct position b);
struct symbol *expr_function(struct expression *e);
/* A function's definition when @fn is a declaration of it. */
struct symbol *function_definition(struct symbol *fn);

/*
 * The member written or read by an lvalue "*(base + offset)", the struct it
 * belongs to and the base pointer expression.
 */
struct member_access {
	struct symbol *member;	/* the member's symbol (named) */
	struct symbol *owner;	/* the struct or union declaring it */
	struct expression *base;	/* pointer to the outer object */
};
int expr_member_access(struct expression *e, struct member_access *out);

/*
 * What an address expression points into: a named object (or the object a
 * pointer expression points to), its type and the byte offset.
 */
struct address {
	struct symbol *object;		/* the variable, if one is named */
	struct expression *pointer;	/* else the pointer expression */
	struct symbol *type;		/* type of the outer object */
	unsigned long offset;
};
int expr_address(struct expression *e, struct address *out);

/*
 * Is there an object of struct @tag starting at @offset inside @type whose
 * member @member also starts there? (Is "base + offset" the address of
 * some struct bin_attribute's attr member, say.) Returns the member path
 * to that struct in @path ("bin.attr"), or 0.
 */
int type_has_member_at(struct symbol *type, unsigned long offset,
		       const char *tag, const char *member);

/*
 * The variables and parameters whose value @e carries (array names and
 * pointer variables), through casts, conditionals and pointer offsets.
 */
void expr_roots(struct expression *e, struct symbol_list **roots);

/*
 * @e as a person would write it ("&dev_attr_foo.attr", "dev->name"),
 * rebuilt from the evaluated tree. The result lives until the fourth
 * following call.
 */
const char *expr_text(struct expression *e);
const char *symbol_name(struct symbol *sym);

#endif
