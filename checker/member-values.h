/* SPDX-License-Identifier: MIT */
/*
 * The values a file stores in the members of its own structs (declared
 * in the file or in a header beside it): the strings in each char pointer
 * member ("data->name = client->name", ".name = \"sch5127\""), the tables
 * of strings a member points to, the largest value of each integer member
 * ("chip->num_it = ARRAY_SIZE(it_bits)"). Gathered once per file, from
 * every function body and every initializer, when first asked. A member
 * whose address is passed on, or which is incremented or set to a value
 * not known, is unbounded; so is every member of a struct copied as a
 * whole or converted to bytes. An integer member of any struct that a
 * function naming the file's attribute groups rejects above a constant
 * ("if (mc->num_colors > MAX) return -EINVAL;") holds at most that.
 */
#ifndef MEMBER_VALUES_H
#define MEMBER_VALUES_H

#include "expression.h"

/* The longest string member @e holds, or UNBOUNDED (bounds.h). */
long member_string_bound(struct expression *e);
/* The largest value integer member @e holds: 1 and @most set, or 0. */
int member_int_bound(struct expression *e, long long *most);

#endif
