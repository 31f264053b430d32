/* SPDX-License-Identifier: MIT */
/*
 * The questions every analysis asks of one expression of sparse's
 * evaluated tree (evaluated, not yet expanded): what it is once casts are
 * gone, which variable or function it names, what object an address
 * points into, which member an lvalue reads or writes, which variables
 * its value comes from, and whether two expressions are the same.
 *
 * In that tree a member access is "*(base + offset)" whose type is the
 * member's symbol, "&x" is the bare symbol expression and reading "x" is
 * "*(SYMBOL x)".
 */
#ifndef EXPR_H
#define EXPR_H

#include "expression.h"
#include "symbol.h"

/* The expression with casts and parentheses removed. */
struct expression *strip_casts(struct expression *e);
/* What a cast converts, when @e is a cast; else NULL. */
struct expression *cast_operand(struct expression *e);
/* The narrowest integer type @e's value went through (its casts). */
struct symbol *expr_narrowest_type(struct expression *e);
int is_null_pointer(struct expression *e);
/*
 * The string literal @e is or points to ("abc", a char array initialised
 * with one), or NULL.
 */
struct string *expr_string(struct expression *e);

/*
 * The symbol @e names, or NULL: broken code leaves an undeclared name as
 * an EXPR_SYMBOL with no symbol.
 */
struct symbol *expr_symbol(struct expression *e);
/* The function @e names (a call's callee, a callback value), or NULL. */
struct symbol *expr_function(struct expression *e);
/* The variable @e reads ("*(SYMBOL x)", through casts), or NULL. */
struct symbol *expr_variable(struct expression *e);
/* Argument @n of @call (NULL when @n is negative or past the last). */
struct expression *call_arg(struct expression *call, int n);

/*
 * Are @a and @b the same expression, written the same way? Casts and
 * parentheses are ignored; variables compare by symbol, members by name,
 * constants by value. Statement expressions are only equal to themselves.
 */
int expr_equal(struct expression *a, struct expression *b);

/*
 * The member written or read by an lvalue "*(base + offset)", the struct it
 * belongs to and the base pointer expression.
 */
struct member_access {
	struct symbol *member;	/* the member's symbol (named) */
	struct symbol *owner;	/* the struct or union declaring it */
	struct expression *base;	/* pointer to the outer object */
};
/* When the base is a variable or the value of a pointer. */
int expr_member_access(struct expression *e, struct member_access *out);
/*
 * Also through any other pointer: an element indexed at run time
 * ("a[i].attr.mode"), what a call returns ("to_foo(dev)->name").
 */
int expr_member_read(struct expression *e, struct member_access *out);

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
 * The variables and parameters whose value @e carries (array names and
 * pointer variables), through casts, conditionals and pointer offsets.
 */
void expr_roots(struct expression *e, struct symbol_list **roots);
/* Is @sym one of them? */
int expr_roots_have(struct expression *e, struct symbol *sym);

#endif
