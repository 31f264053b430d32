/* SPDX-License-Identifier: MIT */
/*
 * Write lengths: the most bytes a printf-like call of the model writes,
 * from its arguments. The format may be a literal, either side of a
 * conditional of literals or a local only ever set to such formats; each
 * argument is measured by bounds.h (the longest string, the largest
 * integer, the narrowest type it went through) and the text's length by
 * format-length.h.
 */
#ifndef WRITE_LENGTH_H
#define WRITE_LENGTH_H

#include <stddef.h>

#include "expression.h"
#include "sysfs-model.h"

/* A length that cannot be worked out from the source. */
#define LENGTH_UNKNOWN (-1L)

/*
 * The most bytes @call, a call of @w in function @fn, writes with its
 * format, the NUL included: LENGTH_UNKNOWN, or UNBOUNDED (bounds.h) with
 * what makes it so in @why ("of unbounded %s (argument 'dev->name')"),
 * for a message. Sizes that cut the text are not counted here.
 */
long format_length(struct symbol *fn, struct expression *call,
		   const struct page_writer *w, char *why, size_t len);

#endif
