// SPDX-License-Identifier: MIT
/*
 * The sysfs API table. Rows, not code: a new attribute flavour, driver
 * structure or registration function is one line of sysfs-members.def,
 * sysfs-functions.def or sysfs-callees.def, data the Coccinelle rules are
 * written from too (scripts/model-rows).
 */
#include <string.h>

#include "layout.h"
#include "sysfs-model.h"
#include "token.h"

const struct sysfs_member sysfs_members[] = {
#define MEMBER(tag, member, role, list) { tag, member, role, list },
#include "sysfs-members.def"
#undef MEMBER
	{ NULL }
};

#define FUNCTION(fn, role_, entry_, object, key, list_, partner_) \
	{ .name = fn, .role = role_, .entry = entry_, .object_arg = object, \
	  .key_arg = key, .list = list_, .partner = partner_, \
	  .target_arg = NO_ARG, .partner_key_arg = NO_ARG },
#define LINK_CREATE(fn, object, key, target, partner_) \
	{ .name = fn, .role = FN_CREATE, .entry = ENTRY_LINK, \
	  .object_arg = object, .key_arg = key, .partner = partner_, \
	  .target_arg = target, .partner_key_arg = NO_ARG },
#define DIR_GONE(fn, member) \
	{ .name = fn, .role = FN_REMOVE, .entry = ENTRY_DIR, .object_arg = 0, \
	  .key_arg = NO_ARG, .target_arg = NO_ARG, .dir_member = member, \
	  .partner_key_arg = NO_ARG },
#define DIR_GONE_BY_KEY(fn, key, maker, maker_key) \
	{ .name = fn, .role = FN_REMOVE, .entry = ENTRY_DIR, \
	  .object_arg = NO_ARG, .key_arg = key, .partner = maker, \
	  .target_arg = NO_ARG, .partner_key_arg = maker_key },
#define EMIT(fn, dest, at, size, src, fmt, va, write, ret, start, bounded) \
	{ .name = fn, .role = FN_EMIT, .object_arg = NO_ARG, \
	  .key_arg = dest, .target_arg = NO_ARG, .partner_key_arg = NO_ARG, \
	  .writer = &(const struct page_writer){ dest, at, size, src, fmt, \
						 va, write, ret, start, \
						 bounded } },

struct sysfs_function sysfs_functions[] = {
#include "sysfs-functions.def"
	{ NULL }
};

#undef FUNCTION
#undef LINK_CREATE
#undef DIR_GONE
#undef DIR_GONE_BY_KEY
#undef EMIT

struct sysfs_callee sysfs_callees[] = {
#define CALLEE(fn, kind_, instead_) \
	{ .name = fn, .kind = kind_, .instead = instead_ },
#include "sysfs-callees.def"
#undef CALLEE
	{ NULL }
};

struct list_type {
	enum sysfs_list list;
	const char *tag;
	const char *noun;
	struct ident *ident;
};

static struct list_type list_types[] = {
	{ LIST_ATTRS, TAG_ATTRIBUTE, "attribute array" },
	{ LIST_BIN_ATTRS, TAG_BIN_ATTRIBUTE, "binary attribute array" },
	{ LIST_GROUPS, TAG_ATTRIBUTE_GROUP, "attribute group array" },
};

#define ARRAY_LEN(a) (sizeof(a) / sizeof((a)[0]))

static struct ident *intern(const char *name)
{
	return name ? built_in_ident(name) : NULL;
}

static struct ident *member_tag_idents[ARRAY_LEN(sysfs_members)];
static struct ident *member_name_idents[ARRAY_LEN(sysfs_members)];

void sysfs_model_init(void)
{
	unsigned int i;

	for (i = 0; i < ARRAY_LEN(list_types); i++)
		list_types[i].ident = intern(list_types[i].tag);
	for (i = 0; sysfs_members[i].role; i++) {
		member_tag_idents[i] = intern(sysfs_members[i].tag);
		member_name_idents[i] = intern(sysfs_members[i].member);
	}
	for (i = 0; sysfs_functions[i].name; i++)
		sysfs_functions[i].ident = intern(sysfs_functions[i].name);
	for (i = 0; sysfs_callees[i].name; i++)
		sysfs_callees[i].ident = intern(sysfs_callees[i].name);
}

static int is_function_pointer(struct symbol *type)
{
	type = type_base(type);
	if (!type || type->type != SYM_PTR)
		return 0;
	type = type_base(type->ctype.base_type);
	return type && type->type == SYM_FN;
}

const char *sysfs_struct_tag(struct symbol *type)
{
	type = type_base(type);
	if (!type || (type->type != SYM_STRUCT && type->type != SYM_UNION))
		return NULL;
	return type->ident ? type->ident->name : NULL;
}

enum sysfs_list sysfs_list_of_element(struct symbol *type)
{
	unsigned int i;

	type = type_base(type);
	if (!type || type->type != SYM_PTR)
		return LIST_NONE;
	type = type_base(type->ctype.base_type);
	if (!type || type->type != SYM_STRUCT || !type->ident)
		return LIST_NONE;
	for (i = 0; i < ARRAY_LEN(list_types); i++)
		if (type->ident == list_types[i].ident)
			return list_types[i].list;
	return LIST_NONE;
}

enum sysfs_list sysfs_list_of_type(struct symbol *type)
{
	type = type_base(type);
	if (!type || (type->type != SYM_ARRAY && type->type != SYM_PTR))
		return LIST_NONE;
	return sysfs_list_of_element(type->ctype.base_type);
}

const char *sysfs_list_noun(enum sysfs_list list)
{
	unsigned int i;

	for (i = 0; i < ARRAY_LEN(list_types); i++)
		if (list_types[i].list == list)
			return list_types[i].noun;
	return "array";
}

const char *sysfs_role_name(enum sysfs_member_role role)
{
	static const char *const names[] = {
		[ROLE_LIST] = "list",
		[ROLE_SHOW] = "show",
		[ROLE_STORE] = "store",
		[ROLE_BIN_READ] = "read",
		[ROLE_BIN_WRITE] = "write",
		[ROLE_IS_VISIBLE] = "is_visible",
		[ROLE_PROBE] = "probe",
		[ROLE_REMOVE] = "remove",
		[ROLE_RELEASE] = "release",
		[ROLE_MODULE_INIT] = "module_init",
		[ROLE_MODULE_EXIT] = "module_exit",
		[ROLE_MODE] = "mode",
		[ROLE_NAME] = "name",
		[ROLE_OPS] = "sysfs_ops",
		[ROLE_NO_UNBIND] = "suppress_bind_attrs",
		[ROLE_TEARDOWN] = "teardown",
	};

	if (role < ARRAY_LEN(names) && names[role])
		return names[role];
	return "none";
}

const struct sysfs_member *sysfs_member_lookup(struct symbol *owner,
					       struct symbol *member)
{
	struct ident *tag, *name;
	unsigned int i;

	owner = type_base(owner);
	if (!owner || !member)
		return NULL;
	tag = owner->ident;
	name = member->ident;
	for (i = 0; sysfs_members[i].role; i++) {
		const struct sysfs_member *row = &sysfs_members[i];

		if (member_tag_idents[i] && member_tag_idents[i] != tag)
			continue;
		if (member_name_idents[i] && member_name_idents[i] != name)
			continue;
		if (row->role == ROLE_LIST &&
		    sysfs_list_of_type(member) != row->list)
			continue;
		if (row->role != ROLE_LIST && row->role != ROLE_MODE &&
		    row->role != ROLE_NAME && row->role != ROLE_OPS &&
		    row->role != ROLE_NO_UNBIND && !is_function_pointer(member))
			continue;
		return row;
	}
	return NULL;
}

const struct sysfs_function *sysfs_function_lookup(struct symbol *fn)
{
	unsigned int i;

	if (!fn || !fn->ident)
		return NULL;
	for (i = 0; sysfs_functions[i].name; i++)
		if (sysfs_functions[i].ident == fn->ident)
			return &sysfs_functions[i];
	return NULL;
}

const struct sysfs_function *sysfs_remove_by_key(struct symbol *maker)
{
	unsigned int i;

	if (!maker || !maker->ident)
		return NULL;
	for (i = 0; sysfs_functions[i].name; i++)
		if (sysfs_functions[i].partner_key_arg != NO_ARG &&
		    !strcmp(sysfs_functions[i].partner, maker->ident->name))
			return &sysfs_functions[i];
	return NULL;
}

const struct sysfs_callee *sysfs_callee_lookup(struct symbol *fn)
{
	unsigned int i;

	if (!fn || !fn->ident)
		return NULL;
	for (i = 0; sysfs_callees[i].name; i++)
		if (sysfs_callees[i].ident == fn->ident)
			return &sysfs_callees[i];
	return NULL;
}

int sysfs_returns_status(struct symbol *fn)
{
	const struct sysfs_callee *callee = sysfs_callee_lookup(fn);
	const struct sysfs_function *api;

	if (callee)
		return callee->kind == CALLEE_STATUS ||
		       callee->kind == CALLEE_PARSE;
	api = sysfs_function_lookup(fn);
	return api && api->role == FN_CREATE && type_returns_errno(fn);
}
