// SPDX-License-Identifier: MIT
/*
 * sysfs-bin-default: a binary attribute registered as an ordinary one.
 * The attr member of a struct bin_attribute placed in a struct attribute
 * list (a group's .attrs, a ktype's default_attrs) or passed to
 * sysfs_create_file() is served through the kobject's show()/store(), never
 * through the bin_attribute's read()/write(). Binary attributes belong in a
 * group's .bin_attrs or in sysfs_create_bin_file().
 */
#include <string.h>

#include "ast.h"
#include "checks.h"
#include "diag.h"
#include "sysfs-index.h"

const struct sysfs_check check_bin_default;

/* Does @e point at the attr member of some struct bin_attribute? */
static int is_binary_attribute(struct expression *e)
{
	struct address addr;

	if (!expr_address(e, &addr))
		return 0;
	return type_has_member_at(addr.type, addr.offset, TAG_BIN_ATTRIBUTE,
				  "attr");
}

static void check_list(struct sysfs_index *idx, struct sysfs_data *data)
{
	struct symbol *sym = data->sym;
	struct expression *entry;

	if (sysfs_list_of_type(sym) != LIST_ATTRS || !sym->initializer ||
	    sym->initializer->type != EXPR_INITIALIZER)
		return;
	FOR_EACH_PTR(sym->initializer->expr_list, entry) {
		if (entry->type != EXPR_POS ||
		    !is_binary_attribute(entry->init_expr))
			continue;
		diag_report(&check_bin_default, LEVEL_BUG, entry->pos,
			    data->fn ? symbol_name(data->fn) : NULL,
			    "binary attribute '%s' in attribute array '%s': sysfs would serve it through show()/store(), not read()/write(); list it in a group's .bin_attrs instead",
			    expr_text(entry->init_expr), symbol_name(sym));
	} END_FOR_EACH_PTR(entry);
}

struct call_walk {
	struct ast_visitor v;
	struct sysfs_index *idx;
};

/*
 * The binary-file create of the same family as @api (device_create_file
 * goes with device_create_bin_file), from the model; NULL when the family
 * has none (drivers, classes, buses).
 */
static const struct sysfs_function *bin_counterpart(const struct sysfs_function *api)
{
	const char *cut = strstr(api->name, "_create");
	const struct sysfs_function *f;

	if (!cut)
		return NULL;
	for (f = sysfs_functions; f->name; f++)
		if (f->role == FN_CREATE && f->entry == ENTRY_BIN_FILE &&
		    !strncmp(f->name, api->name, cut - api->name + 1) &&
		    !strncmp(f->name + (cut - api->name), "_create", 7))
			return f;
	return NULL;
}

static void check_call(struct ast_visitor *v, struct expression *e)
{
	const struct sysfs_function *api, *bin;
	struct expression *arg;

	if (e->type != EXPR_CALL)
		return;
	api = sysfs_function_lookup(expr_function(e->fn));
	if (!api || api->role != FN_CREATE || api->entry != ENTRY_FILE)
		return;
	arg = ptr_list_nth(e->args, api->key_arg);
	if (!arg || !is_binary_attribute(arg))
		return;
	bin = bin_counterpart(api);
	if (bin)
		diag_report(&check_bin_default, LEVEL_BUG, arg->pos, symbol_name(v->fn),
			    "binary attribute '%s' passed to %s(): sysfs would serve it through show()/store(), not read()/write(); create it with %s() and remove it with %s()",
			    expr_text(arg), api->name, bin->name, bin->partner);
	else
		diag_report(&check_bin_default, LEVEL_BUG, arg->pos, symbol_name(v->fn),
			    "binary attribute '%s' passed to %s(): sysfs would serve it through show()/store(), not read()/write(); %s() has no binary form: create it with sysfs_create_bin_file() on the object's kobject",
			    expr_text(arg), api->name, api->name);
}

static void check_function(struct sysfs_index *idx, struct symbol *fn)
{
	struct call_walk w = { .v = { .expr = check_call }, .idx = idx };

	ast_walk_function(&w.v, fn);
}

const struct sysfs_check check_bin_default = {
	.name = "sysfs-bin-default",
	.summary = "binary attributes must not be registered as ordinary ones",
	.default_on = 1,
	.data = check_list,
	.function = check_function,
};
