// SPDX-License-Identifier: MIT
/*
 * sysfs-ktype-release: a kobject type without release(). The last
 * kobject_put() of a kobject calls its ktype's release() to free the
 * structure that embeds it; without one the memory leaks (or the driver
 * frees it itself while others may still hold references), and the kernel
 * complains that the object "does not have a release() function".
 *
 * Reported for a ktype the file uses: passed to a function, stored in a
 * kobject or kset (in code or in another initializer), or visible to other
 * files. Kobjects from kobject_create_and_add() and kset_create_and_add()
 * use the core's own types, which have a release().
 */
#include <stdio.h>
#include <string.h>

#include "ast.h"
#include "checks.h"
#include "diag.h"
#include "object.h"
#include "sysfs-index.h"

const struct sysfs_check check_ktype_release;

/* Does initializer @init give member @role of @type a non-NULL value? */
static int initialised(struct symbol *type, struct expression *init,
		       enum sysfs_member_role role)
{
	struct expression *value = sysfs_initializer_member(type, init, role);

	return value && !is_null_pointer(value);
}

/* Does the file set a release() of this flavour at run time? */
static int release_assigned(struct sysfs_index *idx, struct symbol *type)
{
	const char *tag = sysfs_struct_tag(type);
	struct sysfs_callback *cb;

	FOR_EACH_PTR(idx->callbacks, cb) {
		if (cb->role == ROLE_RELEASE && !cb->holder && cb->flavour &&
		    tag && !strcmp(cb->flavour, tag))
			return 1;
	} END_FOR_EACH_PTR(cb);
	return 0;
}

/* Where the ktype is used first: a call that takes it, or any mention. */
struct use {
	struct ast_visitor v;
	struct symbol *ktype;
	int found;
	struct position pos;
	char how[160];
	/* The kobject is in a variable of static storage: nothing to free. */
	int static_object;
};

/* Is @e the address of (a member or element of) a static variable? */
static int static_address(struct expression *e)
{
	struct symbol_list *roots = NULL;
	struct symbol *root;
	int found = 0;

	expr_roots(e, &roots);
	FOR_EACH_PTR(roots, root) {
		struct symbol *type = type_base(root);

		if (!symbol_is_local(root) && type &&
		    (type->type == SYM_STRUCT || type->type == SYM_ARRAY))
			found = 1;
	} END_FOR_EACH_PTR(root);
	free_ptr_list(&roots);
	return found;
}

static void use_expr(struct ast_visitor *v, struct expression *e)
{
	struct use *u = (struct use *)v;
	struct expression *arg;
	struct symbol *fn;

	if (u->found)
		return;
	if (e->type == EXPR_CALL) {
		FOR_EACH_PTR(e->args, arg) {
			if (!obj_within(arg, u->ktype))
				continue;
			fn = expr_function(e->fn);
			u->found = 1;
			u->pos = e->pos;
			u->static_object = static_address(call_arg(e, 0));
			snprintf(u->how, sizeof(u->how), "%s%s in %s()",
				 fn ? symbol_name(fn) : "a call",
				 fn ? "()" : "", symbol_name(v->fn));
			return;
		} END_FOR_EACH_PTR(arg);
		return;
	}
	if (e->type == EXPR_SYMBOL && e->symbol == u->ktype) {
		u->found = 1;
		u->pos = e->pos;
		snprintf(u->how, sizeof(u->how), "stored in %s()",
			 symbol_name(v->fn));
	}
}

/* Does some leaf of @init hold the address of (something in) @sym? */
static int init_names(struct expression *init, struct symbol *sym)
{
	struct expression *entry;

	if (!init)
		return 0;
	if (init->type == EXPR_POS)
		return init_names(init->init_expr, sym);
	if (init->type != EXPR_INITIALIZER)
		return obj_within(init, sym);
	FOR_EACH_PTR(init->expr_list, entry) {
		if (init_names(entry, sym))
			return 1;
	} END_FOR_EACH_PTR(entry);
	return 0;
}

static int find_use(struct sysfs_index *idx, struct symbol *ktype,
		    struct use *u)
{
	struct sysfs_data *data;
	struct symbol *fn;

	memset(u, 0, sizeof(*u));
	u->v.expr = use_expr;
	u->ktype = ktype;
	FOR_EACH_PTR(idx->functions, fn) {
		ast_walk_function(&u->v, fn);
		if (u->found)
			return 1;
	} END_FOR_EACH_PTR(fn);
	FOR_EACH_PTR(idx->data, data) {
		if (data->sym == ktype ||
		    !init_names(data->sym->initializer, ktype))
			continue;
		u->found = 1;
		u->pos = data->sym->pos;
		u->static_object = !symbol_is_local(data->sym);
		snprintf(u->how, sizeof(u->how), "in the initializer of '%s'",
			 symbol_name(data->sym));
		return 1;
	} END_FOR_EACH_PTR(data);
	if (!(ktype->ctype.modifiers & MOD_STATIC)) {
		u->found = 1;
		u->pos = ktype->pos;
		snprintf(u->how, sizeof(u->how), "visible to other files");
		return 1;
	}
	return 0;
}

static void check_ktype(struct sysfs_index *idx, struct sysfs_data *data)
{
	struct symbol *sym = data->sym;
	char where[200];
	struct use use;

	if (!index_in_input(idx, sym->pos) ||
	    !sysfs_member_with_role(sym, ROLE_RELEASE))
		return;
	if (initialised(type_base(sym), sym->initializer, ROLE_RELEASE) ||
	    release_assigned(idx, sym))
		return;
	if (!find_use(idx, sym, &use))
		return;
	if (use.pos.stream == sym->pos.stream && use.pos.line != sym->pos.line)
		snprintf(where, sizeof(where), "%s, line %d", use.how,
			 use.pos.line);
	else
		snprintf(where, sizeof(where), "%s", use.how);
	/*
	 * 6.1's kobject_cleanup() says "does not have a release() function"
	 * with pr_debug() only: no claim that the kernel warns. Whoever
	 * frees the memory now (kfree() after kobject_put(), devm, a parent)
	 * must wait for release(): the advice names no kfree().
	 */
	if (use.static_object)
		diag_report(&check_ktype_release, LEVEL_STYLE, sym->pos,
			    data->fn ? symbol_name(data->fn) : NULL,
			    "kobject type '%s' has no release(), and a kobject in static storage uses it (%s): there is nothing to free, but kobjects are meant to be allocated and freed by their type's release() once the last reference is gone; allocate the structure embedding it and add a release() that frees it",
			    symbol_name(sym), where);
	else
		diag_report(&check_ktype_release, LEVEL_HARDENING, sym->pos,
			    data->fn ? symbol_name(data->fn) : NULL,
			    "kobject type '%s' has no release(), and kobjects use it (%s): when the last reference to one goes, kobject_put() has no release() to call, and memory freed before then can still be used through a reference; add a release(), and let nothing free the memory holding the kobject before it has run",
			    symbol_name(sym), where);
}

const struct sysfs_check check_ktype_release = {
	.name = "sysfs-ktype-release",
	.summary = "a kobject type used for kobjects must have a release()",
	.default_on = 1,
	.data = check_ktype,
};
