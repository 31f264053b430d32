/* SPDX-License-Identifier: MIT */
/*
 * Constants: the value of an integer expression that the source fixes
 * ("PAGE_SIZE - 1", "S_IRUGO | S_IWUSR", "sizeof(buf) - 2", strlen("1.0")),
 * folded from the evaluated tree without expanding it. sparse's
 * expand_expression() rewrites the shared tree in place, and every check
 * after the one that expanded would see a different tree; nothing here
 * changes it.
 *
 * Casts convert as C does (truncated to the type's width, sign-extended
 * when it is signed, a bool is 0 or 1); arithmetic is done in long long.
 */
#ifndef CONSTANT_H
#define CONSTANT_H

#include "expression.h"

/* The value of @e when it is a constant: 1 and @value set, else 0. */
int constant_value(struct expression *e, long long *value);

#endif
