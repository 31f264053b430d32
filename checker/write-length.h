/* SPDX-License-Identifier: MIT */
/*
 * Write lengths: the most bytes a printf-like call of the model writes,
 * from its arguments. The format may be a literal, either side of a
 * conditional of literals or a local only ever set to such formats; each
 * argument is measured by bounds.h (the longest string, the largest
 * integer, the narrowest type it went through) and the text's length by
 * format-length.h.
 *
 * Copies: the most bytes a copy of the model (memcpy(), memmove(),
 * memcpy_fromio(), strncpy(), memset()) writes, when something in the
 * function bounds its size: a constant, a bound bounds.h knows, one side
 * of min(), a test passed on the path ("if (len > PAGE_SIZE) return"),
 * a clamp ("if (len > K) len = K;"), the length of a bounded string, or
 * the declared size of the object copied from.
 */
#ifndef WRITE_LENGTH_H
#define WRITE_LENGTH_H

#include <stddef.h>

#include "conditions.h"
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
/* The same, with how many arguments are unbounded in @culprits. */
long format_length_culprits(struct symbol *fn, struct expression *call,
			    const struct page_writer *w, char *why,
			    size_t len, int *culprits);

/*
 * @e without casts, followed through locals of @fn given one value only
 * and never changed ("const size_t __fortify_size = (size_t)(n);", what
 * a fortified memcpy() passes on): the expression the value comes from.
 */
struct expression *value_origin(struct symbol *fn, struct expression *e);

/*
 * The most bytes @call, a copy (WRITE_BYTES) of @w in @fn, writes, where
 * @conds (may be NULL) holds: 1 and @most set, or 0 when nothing bounds
 * its size. The values locals hold are those that reach @at (NULL: the
 * call), the expression of the statement the call is in: a header's
 * macro may put the call in a statement expression of its own.
 */
int copy_length_most(struct symbol *fn, struct expression *call,
		     const struct page_writer *w, struct conditions *conds,
		     struct expression *at, long long *most);

/*
 * The most integer @e of @fn holds at @at (an expression of the function,
 * or NULL) where @conds (may be NULL) holds: a bound of bounds.h, a test
 * passed, a clamp, one side of min(), the values of a local that reach
 * @at, a division by a constant. 1 and @most set, or 0.
 */
int value_most(struct symbol *fn, struct expression *e, struct expression *at,
	       struct conditions *conds, long long *most);

/*
 * Is @stmt a clamp, "if (len > K) len = V;" with V at most K (the
 * assignment may end a block: "{ pr_warn(...); len = -EFBIG; }"), after
 * which the test fails on every path? Returns the local clamped, or NULL.
 */
struct symbol *clamp_of(struct symbol *fn, struct statement *stmt);

#endif
