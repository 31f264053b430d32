/* SPDX-License-Identifier: MIT */
/*
 * Expressions as a person would write them, for messages only: no
 * analysis compares or parses this text (expr_equal() compares trees).
 */
#ifndef EXPR_TEXT_H
#define EXPR_TEXT_H

#include "expression.h"
#include "symbol.h"

/*
 * @e as written ("&dev_attr_foo.attr", "dev->name"), rebuilt from the
 * evaluated tree. The result lives until the fourth following call.
 */
const char *expr_text(struct expression *e);
/*
 * The function @call calls as the source names it there: the macro
 * written ("memcpy") when a header's macro of that name turns the call
 * into another ("__memcpy"), else callee_name() of the callee.
 * The result lives until the program ends.
 */
const char *call_name(struct expression *call);
/*
 * The use of a loop macro ("list_for_each_entry(pos, &head, list)": its
 * body begins with for or while) that @e, a loop's condition, came from,
 * as the source spells it, malloc'ed; NULL when the source wrote @e.
 */
char *loop_macro_use(struct expression *e);
/*
 * The name the source calls @fn by: "strnlen" for fortify's
 * "__real_strnlen", "memcpy" for "__builtin_memcpy"; else its own.
 */
const char *callee_name(struct symbol *fn);
/* The name of @sym, "?" for an unnamed one. */
const char *symbol_name(struct symbol *sym);

#endif
