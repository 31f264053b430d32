/* SPDX-License-Identifier: MIT */
/*
 * Types and where members sit in objects: what a type is once typedefs
 * and qualifiers are gone, and which member of a struct (or of a struct
 * nested in it) holds a given byte. sparse's evaluated tree reads a member
 * as "*(base + offset)", so every question about members starts from a
 * type and a byte offset; member_find() is the one search that answers
 * them, and the functions after it are the questions asked of it.
 */
#ifndef LAYOUT_H
#define LAYOUT_H

#include "symbol.h"

/* Type helpers: qualifiers and typedef nodes stripped. */
struct symbol *type_base(struct symbol *type);
struct symbol *type_pointee(struct symbol *type);
int type_is_function(struct symbol *type);
int type_is_aggregate(struct symbol *type);
/* One byte wide (char, signed or unsigned char, u8). */
int type_is_char(struct symbol *type);
/* An integer or an enum (not a float, not a pointer). */
int type_is_integer(struct symbol *type);
/* A function returning a signed integer wide enough for -errno. */
int type_returns_errno(struct symbol *fn);
/* The size of @type in bytes, -1 when not known. */
long type_bytes(struct symbol *type);

/* Nesting deeper than this is not searched. */
#define MEMBER_DEPTH_MAX 16

/*
 * A member that holds the byte searched for: path[0] is a member of the
 * type searched, each next one a member of the previous one, and
 * path[depth - 1] is the member itself.
 */
struct member_hit {
	struct symbol *member;
	struct symbol *owner;		/* the struct or union declaring it */
	unsigned long offset;		/* of the byte inside the member */
	int depth;
	struct symbol *path[MEMBER_DEPTH_MAX];
};

/*
 * The first member of @type holding byte @offset that @match accepts,
 * searched depth first in declaration order through the structs and
 * unions inside @type (a member of unknown or zero size holds the byte it
 * starts at). Fills @out and returns 1, or returns 0.
 */
int member_find(struct symbol *type, unsigned long offset,
		int (*match)(const struct member_hit *hit, void *data),
		void *data, struct member_hit *out);

/* The member named @ident that starts at @offset, and its struct. */
struct symbol *member_named_at(struct symbol *type, unsigned long offset,
			       struct ident *ident, struct symbol **owner);
/* The member of type @want that starts at @offset, and its struct. */
struct symbol *member_typed_at(struct symbol *type, unsigned long offset,
			       struct symbol *want, struct symbol **owner);

/*
 * The first member starting at @offset that is named @ident or has type
 * @want (either may be NULL), with the members leading to it in
 * @out->path: the member path of "p->a.b" or "&p->a" as written.
 */
int member_path_to(struct symbol *type, unsigned long offset,
		   struct ident *ident, struct symbol *want,
		   struct member_hit *out);

/*
 * Is there an object of struct @tag starting at @offset inside @type whose
 * member @member also starts there? (Is "base + offset" the address of
 * some struct bin_attribute's attr member, say.)
 */
int type_has_member_at(struct symbol *type, unsigned long offset,
		       const char *tag, const char *member);

/*
 * The size in bytes of the char array starting at @offset inside @type
 * (@type itself when @offset is 0), or -1; with @rows, of one row of an
 * array of char arrays starting there.
 */
long char_array_at(struct symbol *type, unsigned long offset, int rows);

/* The name of the array member of @type holding byte @offset, or NULL. */
const char *array_member_at(struct symbol *type, unsigned long offset);

#endif
