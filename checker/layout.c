// SPDX-License-Identifier: MIT
#include <string.h>

#include "layout.h"
#include "token.h"

/* Types */

struct symbol *type_base(struct symbol *type)
{
	while (type && (type->type == SYM_NODE || type->type == SYM_TYPEOF))
		type = type->ctype.base_type;
	return type;
}

struct symbol *type_pointee(struct symbol *type)
{
	type = type_base(type);
	if (!type || (type->type != SYM_PTR && type->type != SYM_ARRAY))
		return NULL;
	return type_base(type->ctype.base_type);
}

int type_is_function(struct symbol *type)
{
	type = type_base(type);
	return type && type->type == SYM_FN;
}

int type_is_aggregate(struct symbol *type)
{
	type = type_base(type);
	return type && (type->type == SYM_STRUCT || type->type == SYM_UNION);
}

int type_is_char(struct symbol *type)
{
	type = type_base(type);
	return type && type->type == SYM_BASETYPE && type->bit_size == 8;
}

int type_is_integer(struct symbol *type)
{
	type = type_base(type);
	return type && (type->type == SYM_ENUM ||
			(type->type == SYM_BASETYPE && type->bit_size > 0 &&
			 type->ctype.base_type != &fp_type));
}

int type_returns_errno(struct symbol *fn)
{
	struct symbol *type = type_base(fn), *ret;

	if (!type || type->type != SYM_FN)
		return 0;
	ret = type_base(type->ctype.base_type);
	return ret && is_int_type(ret) && is_signed_type(ret) &&
	       ret->bit_size > 1;
}

long type_bytes(struct symbol *type)
{
	type = type_base(type);
	if (!type || type->bit_size <= 0)
		return -1;
	return type->bit_size / 8;
}

/* Members */

/* Does member @m hold byte @offset of the object it is a member of? */
static int holds(struct symbol *m, unsigned long offset)
{
	long size = type_bytes(m);

	if (offset < m->offset)
		return 0;
	return offset == m->offset || size < 0 || offset < m->offset + size;
}

static int find_in(struct symbol *type, unsigned long offset,
		   int (*match)(const struct member_hit *, void *), void *data,
		   struct member_hit *hit)
{
	int depth = hit->depth;
	struct symbol *m;

	type = type_base(type);
	if (!type_is_aggregate(type) || depth == MEMBER_DEPTH_MAX)
		return 0;
	FOR_EACH_PTR(type->symbol_list, m) {
		if (!holds(m, offset))
			continue;
		hit->member = m;
		hit->owner = type;
		hit->offset = offset - m->offset;
		hit->path[depth] = m;
		hit->depth = depth + 1;
		if (match(hit, data))
			return 1;
		if (find_in(m, offset - m->offset, match, data, hit))
			return 1;
		hit->depth = depth;
	} END_FOR_EACH_PTR(m);
	return 0;
}

int member_find(struct symbol *type, unsigned long offset,
		int (*match)(const struct member_hit *hit, void *data),
		void *data, struct member_hit *out)
{
	struct member_hit hit = { 0 };

	if (!find_in(type, offset, match, data, &hit))
		return 0;
	if (out)
		*out = hit;
	return 1;
}

static int named(const struct member_hit *hit, void *ident)
{
	return hit->offset == 0 && hit->member->ident == ident;
}

struct path_end {
	struct ident *ident;
	struct symbol *type;
};

static int path_end(const struct member_hit *hit, void *data)
{
	const struct path_end *end = data;
	struct symbol *m = hit->member;

	return hit->offset == 0 && m->ident &&
	       ((end->ident && m->ident == end->ident) ||
		(end->type && type_base(m) == end->type));
}

int member_path_to(struct symbol *type, unsigned long offset,
		   struct ident *ident, struct symbol *want,
		   struct member_hit *out)
{
	struct path_end end = { ident, want };

	return member_find(type, offset, path_end, &end, out);
}

struct symbol *member_named_at(struct symbol *type, unsigned long offset,
			       struct ident *ident, struct symbol **owner)
{
	struct member_hit hit;

	if (!ident || !member_find(type, offset, named, ident, &hit))
		return NULL;
	if (owner)
		*owner = hit.owner;
	return hit.member;
}

static int typed(const struct member_hit *hit, void *want)
{
	return hit->offset == 0 && type_base(hit->member) == want;
}

struct symbol *member_typed_at(struct symbol *type, unsigned long offset,
			       struct symbol *want, struct symbol **owner)
{
	struct member_hit hit;

	if (!want || !member_find(type, offset, typed, want, &hit))
		return NULL;
	if (owner)
		*owner = hit.owner;
	return hit.member;
}

struct tagged_member {
	const char *tag, *member;
};

static int tagged(const struct member_hit *hit, void *data)
{
	const struct tagged_member *want = data;
	struct ident *tag = hit->owner->ident, *name = hit->member->ident;

	return hit->offset == 0 && tag && name &&
	       !strcmp(tag->name, want->tag) && !strcmp(name->name, want->member);
}

int type_has_member_at(struct symbol *type, unsigned long offset,
		       const char *tag, const char *member)
{
	struct tagged_member want = { tag, member };

	return member_find(type, offset, tagged, &want, NULL);
}

/* The size of @type if it is an array of chars (of rows of chars), or -1. */
static long char_array_bytes(struct symbol *type, int rows)
{
	struct symbol *elem;

	type = type_base(type);
	if (!type || type->type != SYM_ARRAY)
		return -1;
	elem = type_base(type->ctype.base_type);
	if (!rows && type_is_char(elem) && type->bit_size > 0)
		return type->bit_size / 8;
	if (rows && elem && elem->type == SYM_ARRAY &&
	    type_is_char(elem->ctype.base_type) && elem->bit_size > 0)
		return elem->bit_size / 8;
	return -1;
}

static int char_array(const struct member_hit *hit, void *rows)
{
	return hit->offset == 0 &&
	       char_array_bytes(hit->member, *(int *)rows) >= 0;
}

long char_array_at(struct symbol *type, unsigned long offset, int rows)
{
	struct member_hit hit;

	if (offset == 0 && char_array_bytes(type, rows) >= 0)
		return char_array_bytes(type, rows);
	if (!member_find(type, offset, char_array, &rows, &hit))
		return -1;
	return char_array_bytes(hit.member, rows);
}

static int named_array(const struct member_hit *hit, void *unused)
{
	struct symbol *type = type_base(hit->member);

	return type && type->type == SYM_ARRAY && hit->member->ident;
}

const char *array_member_at(struct symbol *type, unsigned long offset)
{
	struct member_hit hit;

	if (!member_find(type, offset, named_array, NULL, &hit))
		return NULL;
	return show_ident(hit.member->ident);
}
