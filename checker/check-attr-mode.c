// SPDX-License-Identifier: MIT
/*
 * sysfs-attr-mode: the mode of an attribute against the callbacks that
 * serve it. A mode that grants write to a file without store() (or read
 * without show()) makes every write (read) fail; a per-attribute store()
 * or show() that the mode never grants cannot run; and a mode that lets
 * everyone write the file is almost never meant.
 *
 * The attribute is found in the initializer of any variable that holds a
 * struct attribute, inside an attribute flavour (device_attribute, ...) or
 * alone. A flavour's own show()/store() members serve it; a plain struct
 * attribute is served by the sysfs_ops of the ktype whose default list
 * holds it. When a group's is_visible() picks the mode at run time, the
 * declared mode may be a placeholder: no callback is called unreachable.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "ast.h"
#include "checks.h"
#include "constant.h"
#include "diag.h"
#include "sysfs-index.h"

const struct sysfs_check check_attr_mode;

#define MODE_READ	0444
#define MODE_WRITE	0222
#define MODE_WRITE_OTHER	0002

/* What the whole file says, gathered by file_begin(), kept in the index. */
struct file_facts {
	/*
	 * Does the file change some file's mode after creating it, set
	 * modes or an is_visible() at run time? Then a callback the
	 * declared mode hides may be granted later.
	 */
	int chmods;
	/*
	 * Does the file give any object an is_visible() or a sysfs_ops at
	 * all? The searches for them scan every initialised variable for
	 * each holder of an attribute; a file without any skips that (a
	 * generated file with thousands of lists made the searches
	 * quadratic).
	 */
	int is_visible, ktype_ops;
	/*
	 * The show()s some attribute of the file lets read and the
	 * store()s some attribute lets write: a callback shared by several
	 * attributes (a macro's generic helper) runs through those even
	 * where another attribute's mode hides it.
	 */
	struct symbol_list *shows_reached, *stores_reached;
};

static void release_facts(void *state)
{
	struct file_facts *f = state;

	free_ptr_list(&f->shows_reached);
	free_ptr_list(&f->stores_reached);
}

static struct file_facts *facts(struct sysfs_index *idx)
{
	return index_context(idx, &check_attr_mode, sizeof(struct file_facts),
			     release_facts);
}

/* The callbacks that serve one attribute, as far as the file shows them. */
struct served {
	int known;		/* show/store below are meaningful */
	int dispatched;		/* per-attribute callbacks, not a shared ops */
	struct expression *show, *store;
	int maybe_show, maybe_store;	/* set at run time, perhaps */
};

/* The callback an initializer gives member @role of @type, or NULL. */
static struct expression *callback_of(struct symbol *type,
				      struct expression *init,
				      enum sysfs_member_role role)
{
	struct expression *value = sysfs_initializer_member(type, init, role);

	if (!value || is_null_pointer(value))
		return NULL;
	return value;
}

/*
 * Does the file assign a @role callback to some attribute of flavour @type
 * at run time? The index does not say to which one, so any might have it.
 */
static int assigned_at_run_time(struct sysfs_index *idx, struct symbol *type,
				enum sysfs_member_role role)
{
	const char *tag = sysfs_struct_tag(type);
	struct sysfs_callback *cb;

	FOR_EACH_PTR(idx->callbacks, cb) {
		if (cb->role == role && !cb->holder && cb->flavour && tag &&
		    !strcmp(cb->flavour, tag))
			return 1;
	} END_FOR_EACH_PTR(cb);
	return 0;
}

/* Does some leaf of initializer @init hold the address of @sym + @offset? */
static int init_refers(struct expression *init, struct symbol *sym,
		       unsigned long offset, int any_offset)
{
	struct expression *entry;
	struct address addr;

	if (!init)
		return 0;
	if (init->type == EXPR_POS)
		return init_refers(init->init_expr, sym, offset, any_offset);
	if (init->type == EXPR_INITIALIZER) {
		FOR_EACH_PTR(init->expr_list, entry) {
			if (init_refers(entry, sym, offset, any_offset))
				return 1;
		} END_FOR_EACH_PTR(entry);
		return 0;
	}
	if (!expr_address(init, &addr) || addr.object != sym)
		return 0;
	return any_offset || addr.offset == offset;
}

/*
 * The sysfs_ops of a ktype that lists @sym (through default_attrs, or a
 * group in default_groups), searching up to @depth containers.
 */
static struct expression *ktype_ops_of(struct sysfs_index *idx,
				       struct symbol *sym, unsigned long offset,
				       int any_offset, int depth)
{
	struct sysfs_data *data;

	if (depth <= 0 || !facts(idx)->ktype_ops)
		return NULL;
	FOR_EACH_PTR(idx->data, data) {
		struct symbol *holder = data->sym;
		struct expression *ops;

		if (holder == sym ||
		    !init_refers(holder->initializer, sym, offset, any_offset))
			continue;
		ops = sysfs_initializer_member(holder, holder->initializer, ROLE_OPS);
		if (ops)
			return ops;
		ops = ktype_ops_of(idx, holder, 0, 1, depth - 1);
		if (ops)
			return ops;
	} END_FOR_EACH_PTR(data);
	return NULL;
}

/* Is @sym + @offset in a list of a group whose is_visible() sets modes? */
static int chosen_by_is_visible(struct sysfs_index *idx, struct symbol *sym,
				unsigned long offset, int any_offset, int depth)
{
	struct sysfs_data *data;
	struct sysfs_callback *cb;

	if (depth <= 0 || !facts(idx)->is_visible)
		return 0;
	FOR_EACH_PTR(idx->data, data) {
		struct symbol *holder = data->sym;
		struct expression *vis;

		if (holder == sym ||
		    !init_refers(holder->initializer, sym, offset, any_offset))
			continue;
		vis = sysfs_initializer_member(holder, holder->initializer,
				   ROLE_IS_VISIBLE);
		if (vis && !is_null_pointer(vis))
			return 1;
		FOR_EACH_PTR(idx->callbacks, cb) {
			if (cb->role == ROLE_IS_VISIBLE &&
			    (cb->holder == holder || !cb->holder))
				return 1;
		} END_FOR_EACH_PTR(cb);
		if (chosen_by_is_visible(idx, holder, 0, 1, depth - 1))
			return 1;
	} END_FOR_EACH_PTR(data);
	return 0;
}

/* The show() and store() that serve a plain struct attribute. */
static void served_by_ktype(struct sysfs_index *idx, struct symbol *var,
			    unsigned long offset, struct served *s)
{
	struct expression *ops = ktype_ops_of(idx, var, offset, 0, 4);
	struct address addr;
	struct symbol *obj;

	if (!ops || !expr_address(ops, &addr) || !addr.object)
		return;
	obj = addr.object;
	if (!obj->initializer)
		return;
	s->known = 1;
	s->show = callback_of(obj, obj->initializer, ROLE_SHOW);
	s->store = callback_of(obj, obj->initializer, ROLE_STORE);
	s->maybe_show = assigned_at_run_time(idx, obj, ROLE_SHOW);
	s->maybe_store = assigned_at_run_time(idx, obj, ROLE_STORE);
}

static const char *string_value(struct expression *e)
{
	e = strip_casts(e);
	if (expr_symbol(e) && e->symbol->initializer)
		e = e->symbol->initializer;
	if (e && e->type == EXPR_STRING && e->string)
		return e->string->data;
	return NULL;
}

/* What is wrong with one attribute, as one message at the highest level. */
struct problems {
	char text[1024];
	size_t len;
	enum finding_level level;
};

static void add_problem(struct problems *m, enum finding_level level,
			const char *fmt, ...)
{
	va_list args;
	int n;

	if (level > m->level)
		m->level = level;
	if (m->len && m->len + 2 < sizeof(m->text)) {
		strcpy(m->text + m->len, "; ");
		m->len += 2;
	}
	if (m->len >= sizeof(m->text))
		return;
	va_start(args, fmt);
	n = vsnprintf(m->text + m->len, sizeof(m->text) - m->len, fmt, args);
	va_end(args);
	if (n > 0)
		m->len += n;
	if (m->len >= sizeof(m->text))
		m->len = sizeof(m->text) - 1;
}

struct attr_site {
	struct sysfs_index *idx;
	struct sysfs_data *data;
	struct symbol *var;
	int collect;		/* only note the callbacks the modes reach */
};

static void note_reached(struct symbol_list **list, struct expression *cb)
{
	struct symbol *sym = cb ? expr_symbol(cb) : NULL;

	if (sym && !symbol_in_list(*list, sym))
		add_symbol(list, sym);
}

/* Does some other attribute's mode let @cb run? */
static int reached(struct symbol_list *list, struct expression *cb)
{
	struct symbol *sym = expr_symbol(cb);

	return sym && symbol_in_list(list, sym);
}

static void check_attribute(struct attr_site *site, struct symbol *attr_type,
			    struct expression *attr_init,
			    struct symbol *flavour,
			    struct expression *flavour_init,
			    unsigned long offset, struct position pos,
			    const char *where)
{
	struct sysfs_index *idx = site->idx;
	struct expression *mode_expr;
	struct served s = { 0 };
	const char *name, *fn;
	struct problems m = { 0 };
	long long mode;
	char label[160];

	mode_expr = sysfs_initializer_member(attr_type, attr_init, ROLE_MODE);
	if (!mode_expr)
		return;
	if (!constant_value(mode_expr, &mode))
		return;
	name = string_value(sysfs_initializer_member(attr_type, attr_init, ROLE_NAME));
	fn = site->data->fn ? symbol_name(site->data->fn) : NULL;

	if (name)
		snprintf(label, sizeof(label), "'%s' ('%s')", name, where);
	else
		snprintf(label, sizeof(label), "'%s'", where);

	if (mode & MODE_WRITE_OTHER)
		add_problem(&m, LEVEL_BUG, "everyone may write it (drop the write bit for others: 0644, or 0664 for a group)");

	if (flavour && sysfs_member_with_role(flavour, ROLE_BIN_READ))
		goto out;
	if (site->collect && !flavour)
		return;
	if (flavour && (sysfs_member_with_role(flavour, ROLE_SHOW) ||
			sysfs_member_with_role(flavour, ROLE_STORE))) {
		s.known = 1;
		s.dispatched = 1;
		s.show = callback_of(flavour, flavour_init, ROLE_SHOW);
		s.store = callback_of(flavour, flavour_init, ROLE_STORE);
		s.maybe_show = assigned_at_run_time(idx, flavour, ROLE_SHOW);
		s.maybe_store = assigned_at_run_time(idx, flavour, ROLE_STORE);
	} else if (!flavour) {
		served_by_ktype(idx, site->var, offset, &s);
	}
	if (!s.known)
		goto out;
	if (site->collect) {
		if (!s.dispatched)
			return;
		if (mode & MODE_WRITE)
			note_reached(&facts(idx)->stores_reached, s.store);
		if (mode & MODE_READ)
			note_reached(&facts(idx)->shows_reached, s.show);
		return;
	}

	if ((mode & MODE_WRITE) && !s.store && !s.maybe_store)
		add_problem(&m, LEVEL_STYLE, "it grants write, but there is no store(): every write fails (drop the write bits, as in 0444, or add a store())");
	if ((mode & MODE_READ) && !s.show && !s.maybe_show)
		add_problem(&m, LEVEL_STYLE, "it grants read, but there is no show(): every read fails (drop the read bits, as in 0200, or add a show())");

	/* Mode 0: a placeholder for the mode chosen at run time. */
	if (!s.dispatched || facts(idx)->chmods || !mode ||
	    chosen_by_is_visible(idx, site->var, offset, 0, 4))
		goto out;
	if (s.store && !(mode & MODE_WRITE) && !reached(facts(idx)->stores_reached, s.store))
		add_problem(&m, LEVEL_STYLE, "its store() '%s' can never run (grant write, as in 0644 or a _RW macro, or remove the store())",
			    expr_text(s.store));
	if (s.show && !(mode & MODE_READ) && !reached(facts(idx)->shows_reached, s.show))
		add_problem(&m, LEVEL_STYLE, "its show() '%s' can never run (grant read, as in 0644 or a _RW macro, or remove the show())",
			    expr_text(s.show));
out:
	if (m.len)
		diag_report(&check_attr_mode, m.level, pos, fn,
			    "attribute %s has mode %#llo: %s", label, mode,
			    m.text);
}

/*
 * Every struct attribute inside an object of type @type initialised by
 * @init at byte @offset of the variable; @parent is the struct holding it
 * directly, with its initializer.
 */
static void walk_object(struct attr_site *site, struct symbol *type,
			struct expression *init, struct symbol *parent,
			struct expression *parent_init, unsigned long offset,
			struct position pos, const char *where)
{
	struct expression *entry;
	char sub[128];

	type = type_base(type);
	if (!type || !init || init->type != EXPR_INITIALIZER)
		return;
	if (type->type == SYM_STRUCT && type->ident &&
	    !strcmp(type->ident->name, TAG_ATTRIBUTE)) {
		check_attribute(site, type, init, parent, parent_init, offset,
				pos, where);
		return;
	}
	if (type->type == SYM_ARRAY) {
		struct symbol *elem = type_base(type->ctype.base_type);
		long elem_bytes = elem ? elem->bit_size / 8 : 0;

		if (elem_bytes <= 0)
			return;
		FOR_EACH_PTR(init->expr_list, entry) {
			if (entry->type != EXPR_POS)
				continue;
			snprintf(sub, sizeof(sub), "%s[%lu]", where,
				 entry->init_offset / elem_bytes);
			walk_object(site, elem, entry->init_expr, NULL, NULL,
				    offset + entry->init_offset,
				    entry->init_expr ? entry->init_expr->pos :
				    entry->pos, sub);
		} END_FOR_EACH_PTR(entry);
		return;
	}
	if (!type_is_aggregate(type))
		return;
	FOR_EACH_PTR(init->expr_list, entry) {
		if (entry->type != EXPR_POS || !entry->ctype)
			continue;
		walk_object(site, entry->ctype, entry->init_expr, type, init,
			    offset + entry->init_offset, pos, where);
	} END_FOR_EACH_PTR(entry);
}

/*
 * The model's row of the member an assignment writes, also through an
 * element of an array indexed at run time (a[i].attr.mode = ..., the
 * transport classes' templates).
 */
static const struct sysfs_member *member_written(struct expression *lhs)
{
	struct member_access access;

	if (!expr_member_read(strip_casts(lhs), &access))
		return NULL;
	return sysfs_member_lookup(access.owner, access.member);
}

static void find_chmod(struct ast_visitor *v, struct expression *e)
{
	struct file_facts *f = v->data;
	const struct sysfs_function *api;
	const struct sysfs_member *row;

	if (e->type == EXPR_ASSIGNMENT) {
		row = member_written(e->left);
		if (row && (row->role == ROLE_MODE ||
			    row->role == ROLE_IS_VISIBLE))
			f->chmods = 1;
		return;
	}
	if (e->type != EXPR_CALL)
		return;
	api = sysfs_function_lookup(expr_function(e->fn));
	if (api && api->role == FN_CHMOD)
		f->chmods = 1;
}

static void check_file_begin(struct sysfs_index *idx)
{
	struct file_facts *f = facts(idx);
	struct ast_visitor v = { .expr = find_chmod, .data = f };
	struct sysfs_callback *cb;
	struct sysfs_data *data;
	struct symbol *fn;

	FOR_EACH_PTR(idx->functions, fn) {
		ast_walk_function(&v, fn);
	} END_FOR_EACH_PTR(fn);

	FOR_EACH_PTR(idx->data, data) {
		struct expression *init = data->sym->initializer;
		struct expression *vis;

		vis = sysfs_initializer_member(data->sym, init, ROLE_IS_VISIBLE);
		if (vis && !is_null_pointer(vis))
			f->is_visible = 1;
		if (sysfs_initializer_member(data->sym, init, ROLE_OPS))
			f->ktype_ops = 1;
	} END_FOR_EACH_PTR(data);
	FOR_EACH_PTR(idx->callbacks, cb) {
		if (cb->role == ROLE_IS_VISIBLE)
			f->is_visible = 1;
	} END_FOR_EACH_PTR(cb);

	FOR_EACH_PTR(idx->data, data) {
		struct attr_site site = {
			.idx = idx, .data = data, .var = data->sym, .collect = 1,
		};

		walk_object(&site, data->sym, data->sym->initializer, NULL,
			    NULL, 0, data->sym->pos, "");
	} END_FOR_EACH_PTR(data);
}

static void check_data(struct sysfs_index *idx, struct sysfs_data *data)
{
	struct attr_site site = { .idx = idx, .data = data, .var = data->sym };
	struct symbol *sym = data->sym;
	char where[128];

	if (!index_in_input(idx, sym->pos))
		return;
	snprintf(where, sizeof(where), "%s", symbol_name(sym));
	walk_object(&site, sym, sym->initializer, NULL, NULL, 0, sym->pos,
		    where);
}

const struct sysfs_check check_attr_mode = {
	.name = "sysfs-attr-mode",
	.summary = "an attribute's mode must match its show()/store() and must not let everyone write",
	.default_on = 1,
	.file_begin = check_file_begin,
	.data = check_data,
};
