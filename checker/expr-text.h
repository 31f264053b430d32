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
/* The name of @sym, "?" for an unnamed one. */
const char *symbol_name(struct symbol *sym);

#endif
