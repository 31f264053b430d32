// SPDX-License-Identifier: MIT
/*
 * What each function of the file does to sysfs entries. See entries.h.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis.h"
#include "ast.h"
#include "entries.h"
#include "evaluate.h"
#include "summary.h"
#include "sysfs-index.h"
#include "token.h"

/* A call made only when an if's test holds: "if (data->vrm) remove(...)". */
struct guard {
	struct position pos;
	struct expression *test;
};

struct entries_file {
	struct entries entries;
	int max;
	struct sysfs_index *idx;
	/* The functions walked, and those called but not walked yet. */
	struct symbol_list *walked, *pending;
	/* Guards of the function being walked; inner ifs come later. */
	struct guard *guards;
	int nr_guards, max_guards;
	struct expression *guard_test;
	/* Calls whose result is thrown away: "f(x);" as a statement. */
	struct position *dropped;
	int nr_dropped, max_dropped;
	/*
	 * The functions of the file named other than as the callee of a
	 * direct call: whoever calls them through the pointer may read
	 * their result.
	 */
	struct symbol_list *taken;
	struct expression *callee_expr;
	int taken_ready;
	struct obj_alias_list *aliases;
};

static const char entries_owner[] = "entries";

static void entries_release(void *state)
{
	struct entries_file *f = state;
	int i, j;

	for (i = 0; i < f->entries.n; i++) {
		struct entry_event *ev = &f->entries.ev[i];

		obj_free(&ev->obj);
		obj_free(&ev->alias);
		obj_free(&ev->typed);
		obj_free(&ev->key);
		obj_free(&ev->target);
		obj_free(&ev->guard_bit);
		obj_free(&ev->guard_word);
		for (j = 0; j < ev->nr_members; j++)
			obj_free(&ev->members[j]);
		free(ev->members);
	}
	free(f->entries.ev);
	free(f->guards);
	free(f->dropped);
	free_ptr_list(&f->walked);
	free_ptr_list(&f->pending);
	free_ptr_list(&f->taken);
	obj_alias_free(&f->aliases);
}

static struct entries_file *file_of(struct sysfs_index *idx)
{
	struct entries_file *f = index_context(idx, entries_owner, sizeof(*f),
					       entries_release);

	f->idx = idx;
	return f;
}

struct entries *entries_of(struct sysfs_index *idx)
{
	return &file_of(idx)->entries;
}

static void *grow(void *array, int *max, size_t size, int first)
{
	*max = *max ? 2 * *max : first;
	array = realloc(array, *max * size);
	if (!array)
		die("out of memory");
	return array;
}

static struct entry_event *new_event(struct entries_file *f,
				     enum entry_kind kind, struct symbol *fn,
				     struct position pos)
{
	struct entry_event *ev;

	if (f->entries.n == f->max)
		f->entries.ev = grow(f->entries.ev, &f->max,
				     sizeof(*f->entries.ev), 64);
	ev = &f->entries.ev[f->entries.n];
	memset(ev, 0, sizeof(*ev));
	ev->index = f->entries.n++;
	ev->kind = kind;
	ev->fn = fn;
	ev->pos = pos;
	return ev;
}

/* Walking */

int entries_has_body(struct symbol *fn)
{
	struct symbol *base = fn ? fn->ctype.base_type : NULL;

	return base && base->type == SYM_FN &&
	       (base->stmt || base->inline_stmt);
}

/* The attributes listed in @array (a group's .attrs). */
static void group_members(struct entry_event *ev, struct symbol *array)
{
	struct expression *init = array->initializer, *entry;
	int max = 0;

	if (!init || init->type != EXPR_INITIALIZER)
		return;
	FOR_EACH_PTR(init->expr_list, entry) {
		if (entry->type != EXPR_POS || is_null_pointer(entry->init_expr))
			continue;
		if (ev->nr_members == max)
			ev->members = grow(ev->members, &max,
					   sizeof(*ev->members), 16);
		obj_of(&ev->members[ev->nr_members++], entry->init_expr,
		       "attr");
	} END_FOR_EACH_PTR(entry);
}

/* The .attrs array of the group @key names, and what it lists. */
static void group_attrs(struct entry_event *ev, struct expression *key)
{
	struct expression *init, *entry, *value;
	struct symbol *member;

	key = strip_casts(key);
	if (!expr_symbol(key))
		return;
	init = key->symbol->initializer;
	if (!init || init->type != EXPR_INITIALIZER)
		return;
	FOR_EACH_PTR(init->expr_list, entry) {
		member = entry->type == EXPR_POS ? entry->ctype : NULL;
		if (!member || !member->ident ||
		    strcmp(show_ident(member->ident), "attrs"))
			continue;
		value = strip_casts(entry->init_expr);
		if (expr_symbol(value)) {
			obj_free(&ev->target);
			obj_of(&ev->target, value, NULL);
			group_members(ev, value->symbol);
		}
	} END_FOR_EACH_PTR(entry);
}

static void guard_call(struct ast_visitor *v, struct expression *e)
{
	struct entries_file *f = v->data;
	struct guard *g;

	if (e->type != EXPR_CALL)
		return;
	if (f->nr_guards == f->max_guards)
		f->guards = grow(f->guards, &f->max_guards, sizeof(*f->guards),
				 64);
	g = &f->guards[f->nr_guards++];
	g->pos = e->pos;
	g->test = f->guard_test;
}

static void record_dropped(struct entries_file *f, struct statement *s)
{
	struct expression *e;

	if (s->type != STMT_EXPRESSION || !s->expression)
		return;
	e = strip_casts(s->expression);
	if (!e || e->type != EXPR_CALL)
		return;
	if (f->nr_dropped == f->max_dropped)
		f->dropped = grow(f->dropped, &f->max_dropped,
				  sizeof(*f->dropped), 64);
	f->dropped[f->nr_dropped++] = e->pos;
}

static int is_dropped(struct entries_file *f, struct position pos)
{
	int i;

	for (i = 0; i < f->nr_dropped; i++)
		if (same_position(f->dropped[i], pos))
			return 1;
	return 0;
}

static void guard_stmt(struct ast_visitor *v, struct statement *s)
{
	struct entries_file *f = v->data;
	struct ast_visitor inner = { .expr = guard_call, .data = f };

	record_dropped(f, s);
	if (s->type != STMT_IF || !s->if_true || !s->if_conditional)
		return;
	f->guard_test = s->if_conditional;
	ast_walk_stmt(&inner, s->if_true);
	f->guard_test = NULL;
}

static struct expression *guard_of(struct entries_file *f,
				   struct position pos)
{
	int i;

	for (i = f->nr_guards - 1; i >= 0; i--)
		if (same_position(f->guards[i].pos, pos))
			return f->guards[i].test;
	return NULL;
}

/* Is @obj made on the device (a parameter of) probe @fn was given? */
static int on_probed_device(struct entries_file *f, struct symbol *fn,
			    struct expression *obj)
{
	struct symbol *root = obj_root_symbol(obj), *base = fn->ctype.base_type;
	struct symbol *arg;

	if (!root || !index_callback(f->idx, fn, ROLE_PROBE))
		return 0;
	FOR_EACH_PTR(base ? base->arguments : NULL, arg) {
		if (arg == root)
			return 1;
	} END_FOR_EACH_PTR(arg);
	return 0;
}

/*
 * kobject_put(&objs[k]->kobj): the kobject embedded in an object reached
 * through a pointer also stands for that of any object of its struct,
 * "<uv_pci_top_obj>", as for an embedded device.
 */
static void container_type(struct entry_event *ev, struct expression *arg)
{
	struct object whole;
	struct address addr;
	struct ident *tag;
	const struct obj_step *last;

	obj_of(&whole, arg, NULL);
	last = whole.nr_steps ? &whole.steps[whole.nr_steps - 1] : NULL;
	if (last && last->kind == STEP_MEMBER &&
	    !strcmp(show_ident(last->member), "kobj") &&
	    expr_address(strip_casts(arg), &addr) && !addr.object) {
		tag = obj_tag(addr.type);
		if (tag) {
			ev->typed.root = OBJ_TYPED;
			ev->typed.name = tag;
		}
	}
	obj_free(&whole);
}

/* The struct @type (or what it points to) has, as member @name. */
static struct symbol *member_struct(struct symbol *type, const char *name,
				    size_t len)
{
	struct symbol *m;

	type = type_base(type);
	if (type && type->type == SYM_PTR)
		type = type_pointee(type);
	if (!type || (type->type != SYM_STRUCT && type->type != SYM_UNION))
		return NULL;
	FOR_EACH_PTR(type->symbol_list, m) {
		if (m->ident && m->ident->len == len &&
		    !strncmp(m->ident->name, name, len))
			return m->ctype.base_type;
	} END_FOR_EACH_PTR(m);
	return NULL;
}

/*
 * The typed form "<struct>.member" of the directory @path ("hw->wiphy->dev")
 * below an argument of type @type: the struct that holds the last member
 * ("<wiphy>.dev"), found by following the path's members.
 */
static void typed_path(struct entry_event *ev, struct symbol *type,
		       const char *path)
{
	const char *arrow;
	struct ident *tag;

	type = type_pointee(type);
	while (type && (arrow = strstr(path, "->"))) {
		type = member_struct(type, path, arrow - path);
		path = arrow + 2;
	}
	if (type_base(type) && type_base(type)->type == SYM_PTR)
		type = type_pointee(type);
	tag = obj_tag(type);
	if (!tag)
		return;
	ev->typed.root = OBJ_TYPED;
	ev->typed.name = tag;
	obj_add_path(&ev->typed, path);
}

/*
 * The directory an ENTRY_DIR remove deletes: its argument, or the member
 * of it the model names ("dev" of a platform_device), as written, through
 * an alias, and as any object of the argument's type.
 */
static void dir_objects(struct entries_file *f, struct entry_event *ev,
			struct expression *arg)
{
	const char *member = ev->api->dir_member;
	struct expression *alias = obj_alias_of(f->aliases, arg);

	obj_of(&ev->obj, arg, member ? NULL : "kobj");
	if (alias)
		obj_of(&ev->alias, alias, member ? NULL : "kobj");
	if (!member) {
		container_type(ev, alias ? alias : arg);
		return;
	}
	obj_add_path(&ev->obj, member);
	obj_add_path(&ev->alias, member);
	arg = strip_casts(arg);
	if (arg)
		typed_path(ev, arg->ctype, member);
}

/*
 * Is the attribute or group @key a variable that a header declares (an
 * extern declaration in another stream than @pos)? Other files of the
 * driver can then remove it (esas2r: created in esas2r_main.c, removed
 * in esas2r_init.c).
 */
static int declared_in_header(struct expression *key, struct position pos)
{
	struct symbol *sym;

	key = strip_casts(key);
	if (key && key->type == EXPR_PREOP && key->op == '&')
		key = strip_casts(key->unop);
	while (key && key->type == EXPR_DEREF)
		key = strip_casts(key->deref);
	for (sym = expr_symbol(key); sym; sym = sym->same_symbol)
		if (sym->pos.stream != pos.stream &&
		    !(sym->ctype.modifiers & MOD_STATIC))
			return 1;
	return 0;
}

/* Bit operations: which set a bit, which test one (bit, word). */
static const struct {
	const char *name;
	int sets;
} bit_ops[] = {
	{ "set_bit", 1 },
	{ "__set_bit", 1 },
	{ "test_bit", 0 },
	{ "test_and_clear_bit", 0 },
	{ "__test_and_clear_bit", 0 },
};

/* 1: @call sets a bit, 0: tests one, -1: neither. */
static int bit_op(struct expression *call)
{
	struct symbol *fn;
	unsigned int i;

	call = strip_casts(call);
	if (!call || call->type != EXPR_CALL)
		return -1;
	fn = expr_function(call->fn);
	for (i = 0; fn && fn->ident && i < ARRAY_SIZE(bit_ops); i++)
		if (!strcmp(fn->ident->name, bit_ops[i].name))
			return bit_ops[i].sets;
	return -1;
}

/*
 * The bit and the word of a remove's guard, taken now: expansion
 * rewrites the calls of inline functions.
 */
static void guard_bit(struct entry_event *ev)
{
	struct expression *test = strip_casts(ev->guard);

	if (bit_op(test) != 0)
		return;
	obj_of(&ev->guard_bit, call_arg(test, 0), NULL);
	obj_of(&ev->guard_word, call_arg(test, 1), NULL);
}

/*
 * Work a subsystem runs later, stored in a member and queued: which
 * calls queue the work of the member they are handed (argument index).
 */
static const struct {
	const char *name;
	int arg;
} work_queuers[] = {
	{ "schedule_work", 0 },
	{ "queue_work", 1 },
	{ "queue_work_on", 2 },
	{ "closure_queue", 0 },
};

/*
 * The member the pointer @e addresses, as "<struct>.member" of the
 * struct declaring it: "&dc->disk.cl" and "&d->cl" are both
 * "<bcache_device>.cl". 0 when @e is no member's address.
 */
static int member_key(struct object *o, struct expression *e)
{
	struct symbol *member, *owner = NULL;
	struct address addr;
	struct ident *tag;

	e = strip_casts(e);
	if (!e || !expr_address(e, &addr) || !addr.type)
		return 0;
	member = member_typed_at(addr.type, addr.offset,
				 type_pointee(e->ctype), &owner);
	tag = owner ? obj_tag(owner) : NULL;
	if (!member || !member->ident || !tag)
		return 0;
	memset(o, 0, sizeof(*o));
	o->root = OBJ_TYPED;
	o->name = tag;
	obj_add_path(o, show_ident(member->ident));
	return 1;
}

/* A function of the file named by @e (not called): a callback. */
static struct symbol *file_function(struct expression *e)
{
	struct symbol *sym = expr_symbol(strip_casts(e)), *def;

	if (!sym || !type_is_function(sym))
		return NULL;
	def = function_definition(sym);
	return def && entries_has_body(def) ? def : NULL;
}

static void record_work(struct entries_file *f, struct symbol *fn,
			struct object *key, struct symbol *work,
			struct position pos)
{
	struct entry_event *ev = new_event(f, EV_WORK, fn, pos);

	ev->key = *key;
	ev->callee = work;
}

/*
 * The member holding the member the lvalue @lv stores into, as
 * "<struct>.member": "(&b->unlink)->func" is "<backing>.unlink".
 */
static int holder_key(struct object *o, struct expression *lv)
{
	struct member_access access;
	struct member_hit hit;
	struct address addr;
	struct symbol *owner;
	struct ident *tag;

	lv = strip_casts(lv);
	if (!lv || lv->type != EXPR_PREOP || lv->op != '*' ||
	    !expr_member_access(lv, &access) || !access.member->ident ||
	    !expr_address(lv->unop, &addr) || !addr.type ||
	    !member_path_to(addr.type, addr.offset, access.member->ident, NULL,
			    &hit) || hit.depth < 2)
		return 0;
	owner = hit.depth == 2 ? addr.type :
		type_base(hit.path[hit.depth - 3]->ctype.base_type);
	tag = obj_tag(owner);
	if (!tag || !hit.path[hit.depth - 2]->ident)
		return 0;
	memset(o, 0, sizeof(*o));
	o->root = OBJ_TYPED;
	o->name = tag;
	obj_add_path(o, show_ident(hit.path[hit.depth - 2]->ident));
	return 1;
}

/*
 * A call handed a member's address and a function of the file, which it
 * stores there to run later ("set_closure_fn(&d->cl, flush, wq)"); a
 * call queueing the work of a member ("closure_queue(&d->cl)").
 */
static int record_work_call(struct entries_file *f, struct symbol *fn,
			    struct expression *call, struct symbol *callee)
{
	struct symbol *work = NULL;
	struct entry_event *ev;
	struct expression *arg;
	struct object key;
	unsigned int i;

	for (i = 0; callee && callee->ident && i < ARRAY_SIZE(work_queuers); i++) {
		if (strcmp(callee->ident->name, work_queuers[i].name) ||
		    !member_key(&key, call_arg(call, work_queuers[i].arg)))
			continue;
		ev = new_event(f, EV_QUEUE, fn, call->pos);
		ev->key = key;
		return 1;
	}
	FOR_EACH_PTR(call->args, arg) {
		if (!work)
			work = file_function(arg);
	} END_FOR_EACH_PTR(arg);
	FOR_EACH_PTR(work ? call->args : NULL, arg) {
		if (member_key(&key, arg)) {
			record_work(f, fn, &key, work, call->pos);
			return 1;
		}
	} END_FOR_EACH_PTR(arg);
	return 0;
}

/* "(&d->work)->func = fn": INIT_WORK() written out. */
static void record_work_store(struct entries_file *f, struct symbol *fn,
			      struct expression *e)
{
	struct symbol *work = file_function(e->right);
	struct object key;

	if (e->op == '=' && work && holder_key(&key, e->left))
		record_work(f, fn, &key, work, e->pos);
}

static void record_call(struct entries_file *f, struct symbol *fn,
			struct expression *call)
{
	struct symbol *callee = expr_function(call->fn);
	const struct sysfs_function *api = sysfs_function_lookup(callee);
	struct symbol *def = function_definition(callee);
	struct expression *obj, *key, *alias;
	struct entry_event *ev;

	if (!api && record_work_call(f, fn, call, callee))
		return;
	if (bit_op(call) == 1) {
		ev = new_event(f, EV_FLAG, fn, call->pos);
		obj_of(&ev->key, call_arg(call, 0), NULL);
		obj_of(&ev->obj, call_arg(call, 1), NULL);
		return;
	}
	if (!api) {
		if (def && entries_has_body(def)) {
			new_event(f, EV_CALL, fn, call->pos)->callee = def;
			/* Sparse lists a static inline of the file only if used. */
			if (!symbol_in_list(f->walked, def) &&
			    !symbol_in_list(f->pending, def))
				add_symbol(&f->pending, def);
		}
		return;
	}
	switch (api->role) {
	case FN_CREATE:
		if (api->entry == ENTRY_DIR || api->object_arg == NO_ARG ||
		    api->key_arg == NO_ARG)
			return;
		ev = new_event(f, EV_CREATE, fn, call->pos);
		break;
	case FN_REMOVE:
		if (api->partner_key_arg != NO_ARG) {
			ev = new_event(f, EV_DIRDEL, fn, call->pos);
			ev->api = api;
			ev->guard = guard_of(f, call->pos);
			obj_of(&ev->key, call_arg(call, api->key_arg), NULL);
			return;
		}
		if (api->object_arg == NO_ARG)
			return;
		ev = new_event(f, api->entry == ENTRY_DIR ? EV_DIRDEL : EV_REMOVE,
			       fn, call->pos);
		break;
	case FN_DEFER:
		def = function_definition(expr_function(
					call_arg(call, api->key_arg)));
		if (def && entries_has_body(def))
			new_event(f, EV_DEFER, fn, call->pos)->callee = def;
		return;
	case FN_DRVDATA:
		new_event(f, EV_DRVDATA, fn, call->pos);
		return;
	default:
		return;
	}
	ev->api = api;
	ev->guard = guard_of(f, call->pos);
	guard_bit(ev);
	obj = call_arg(call, api->object_arg);
	if (ev->kind == EV_DIRDEL) {
		dir_objects(f, ev, obj);
		return;
	}
	obj_of(&ev->obj, obj, "kobj");
	alias = obj_alias_of(f->aliases, obj);
	if (alias)
		obj_of(&ev->alias, alias, "kobj");
	ev->bound = on_probed_device(f, fn, obj);
	key = call_arg(call, api->key_arg);
	ev->key_expr = key;
	obj_of(&ev->key, key, "attr");
	if (ev->kind == EV_REMOVE && api->entry == ENTRY_GROUP)
		group_attrs(ev, key);
	if (ev->kind == EV_CREATE) {
		ev->shared_key = declared_in_header(key, call->pos);
		if (api->entry == ENTRY_LINK)
			obj_of(&ev->target,
			       call_arg(call, api->target_arg), "kobj");
	}
}

/*
 * "ff->destroy = hidpp_ff_destroy;": a teardown the subsystem runs later,
 * through the pointer. Part of the teardown, never of an error path.
 */
static void record_hook(struct entries_file *f, struct symbol *fn,
			struct expression *e)
{
	struct expression *right = strip_casts(e->right);
	struct symbol *def;

	if (e->op != '=' || !type_is_function(expr_symbol(right)))
		return;
	def = function_definition(right->symbol);
	if (def && entries_has_body(def))
		new_event(f, EV_HOOK, fn, e->pos)->callee = def;
}

/*
 * The variables and members a function assigns: a remove under
 * "if (sc->fw_version_created)" in the function that sets it is a
 * remove under the create's own condition.
 */
static void record_set(struct entries_file *f, struct symbol *fn,
		       struct expression *e)
{
	if (e->op != '=' || !e->left)
		return;
	new_event(f, EV_SET, fn, e->pos)->set = e->left;
}

/*
 * "x = device_create(cls, parent, devt, ...)", or a local initialised so:
 * the object x is deleted by device_destroy(cls, devt).
 */
static void record_made(struct entries_file *f, struct symbol *fn,
			struct expression *target, struct expression *value,
			struct position pos)
{
	const struct sysfs_function *remove;
	struct entry_event *ev;

	value = strip_casts(value);
	if (!value || value->type != EXPR_CALL)
		return;
	remove = sysfs_remove_by_key(expr_function(value->fn));
	if (!remove)
		return;
	ev = new_event(f, EV_MADE, fn, pos);
	ev->api = remove;
	obj_of(&ev->obj, target, "kobj");
	obj_of(&ev->key, call_arg(value, remove->partner_key_arg), NULL);
}

static void visit_local(struct ast_visitor *v, struct symbol *sym)
{
	struct expression var = {
		.type = EXPR_SYMBOL, .symbol = sym, .ctype = sym, .pos = sym->pos,
	};

	if (sym->initializer)
		record_made(v->data, v->fn, &var, sym->initializer, sym->pos);
}

static void taken_expr(struct entries_file *f, struct expression *e)
{
	struct symbol *sym, *def;

	if (e->type == EXPR_CALL) {
		f->callee_expr = strip_casts(e->fn);
		if (f->callee_expr && f->callee_expr->type == EXPR_PREOP &&
		    f->callee_expr->op == '*')
			f->callee_expr = strip_casts(f->callee_expr->unop);
		return;
	}
	sym = e->type == EXPR_SYMBOL && e != f->callee_expr ? e->symbol : NULL;
	if (!sym || !type_is_function(sym))
		return;
	def = function_definition(sym);
	if (def && !symbol_in_list(f->taken, def))
		add_symbol(&f->taken, def);
}

static void initializer_taken(struct ast_visitor *v, struct expression *e)
{
	taken_expr(v->data, e);
}

/* The function bodies add theirs as they are walked. */
static void initializers_taken(struct entries_file *f)
{
	struct ast_visitor v = { .expr = initializer_taken, .data = f };
	const struct sysfs_data *d;

	if (f->taken_ready)
		return;
	f->taken_ready = 1;
	FOR_EACH_PTR(f->idx->data, d) {
		if (d->fn)
			continue;
		f->callee_expr = NULL;
		ast_walk_expr(&v, d->sym->initializer);
	} END_FOR_EACH_PTR(d);
}

static void visit_expr(struct ast_visitor *v, struct expression *e)
{
	struct entries_file *f = v->data;

	taken_expr(f, e);
	if (e->type == EXPR_CALL) {
		record_call(f, v->fn, e);
	} else if (e->type == EXPR_ASSIGNMENT) {
		record_hook(f, v->fn, e);
		record_work_store(f, v->fn, e);
		record_set(f, v->fn, e);
		if (e->op == '=')
			record_made(f, v->fn, e->left, e->right, e->pos);
		obj_alias_note(&f->aliases, e);
	}
}

static void walk_one(struct entries_file *f, struct symbol *fn)
{
	struct ast_visitor v = {
		.expr = visit_expr, .stmt = guard_stmt, .local = visit_local,
		.data = f,
	};
	struct symbol *base = fn->ctype.base_type;
	struct symbol_list *one = NULL;

	if (symbol_in_list(f->walked, fn) || !index_in_input(f->idx, fn->pos))
		return;
	add_symbol(&f->walked, fn);
	/* Unused until now: evaluate it as sparse does the listed ones. */
	if (base && base->type == SYM_FN && !base->stmt && base->inline_stmt) {
		add_symbol(&one, fn);
		evaluate_symbol_list(one);
		free_ptr_list(&one);
	}
	f->nr_guards = 0;
	ast_walk_function(&v, fn);
}

void entries_walk(struct sysfs_index *idx, struct symbol *fn)
{
	struct entries_file *f = file_of(idx);
	struct symbol *next;

	walk_one(f, fn);
	while ((next = ptr_list_nth(f->pending, 0))) {
		delete_ptr_list_entry((struct ptr_list **)&f->pending, next, 1);
		walk_one(f, next);
	}
}

/* Questions */

struct entry_event *entry_at(struct sysfs_index *idx, struct symbol *fn,
			     struct position pos, struct symbol *callee)
{
	struct entries *e = entries_of(idx);
	int i;

	for (i = 0; i < e->n; i++) {
		struct entry_event *ev = &e->ev[i];

		if (ev->kind == EV_SET || ev->kind == EV_HOOK ||
		    ev->kind == EV_MADE)
			continue;
		if (ev->fn == fn && same_position(ev->pos, pos) &&
		    (!ev->api || !callee || ev->api->ident == callee->ident))
			return ev;
	}
	return NULL;
}

/*
 * Keys: the same; one reached through a local or parameter (an attribute
 * built at run time) is any key; elements of one array are alike, and
 * like the array ("&groups[0]" and "groups").
 */
static int same_key(const struct object *a, const struct object *b)
{
	return obj_equal(a, b) || obj_is_typed(a) || obj_is_typed(b) ||
	       obj_same_array(a, b) || obj_element_of(b, a) ||
	       obj_element_of(a, b);
}

/* A group whose .attrs is the array the file @c was taken from, or lists it. */
static int group_holds(const struct entry_event *c,
		       const struct entry_event *ev)
{
	int i;

	if (c->api->entry != ENTRY_FILE || ev->api->entry != ENTRY_GROUP)
		return 0;
	if (ev->target.root == OBJ_GLOBAL && !ev->target.nr_steps &&
	    obj_indexes(&c->key, ev->target.name))
		return 1;
	for (i = 0; i < ev->nr_members; i++)
		if (obj_equal(&ev->members[i], &c->key))
			return 1;
	return 0;
}

/*
 * Is the remove @ev made on the object @c was created on? The same
 * object; a bare parameter or local stands for any object of its type.
 * One device is often spelled two ways (host->dev in probe, &pdev->dev in
 * the error path; &cdev->device and &fan->cdev->device): the same
 * attribute or group of the file on both is taken as the same entry, and
 * so is a link of the same name in a member of the same name.
 */
static int objects_alike(const struct entry_event *c,
			 const struct entry_event *ev)
{
	if (obj_equal(&ev->obj, &c->obj) || obj_is_bare(&ev->obj) ||
	    obj_is_bare(&c->obj))
		return 1;
	if (c->api->entry != ENTRY_LINK)
		return obj_equal(&ev->key, &c->key) && !obj_is_bare(&c->key);
	return obj_same_last_member(&c->obj, &ev->obj) &&
	       obj_equal(&ev->key, &c->key);
}

static int same_obj(const struct object *a, const struct object *b)
{
	return obj_present(a) && obj_equal(a, b);
}

/*
 * Does the delete by key @ev take the object @c is in: did the file store
 * in that object (or its alias) what the maker made with the same key?
 */
static int made_holds(const struct entry_event *ev,
		      const struct entry_event *c)
{
	struct entries *e = entries_of(analysis_file());
	int i;

	for (i = 0; i < e->n; i++) {
		const struct entry_event *m = &e->ev[i];

		if (m->kind != EV_MADE || m->api != ev->api ||
		    !same_key(&m->key, &ev->key))
			continue;
		if (same_obj(&m->obj, &c->obj) || same_obj(&m->obj, &c->alias))
			return 1;
	}
	return 0;
}

/*
 * Does deleting the directory @ev delete the one @c is in? The same
 * object, either read through a local alias; for a directory embedded in
 * the argument, also an entry made through a local or parameter of the
 * argument's type, unless it is the device probe() was given (a driver
 * unregisters devices it made, not the one it is bound to).
 */
static int dir_holds(const struct entry_event *ev, const struct entry_event *c)
{
	if (ev->api->partner_key_arg != NO_ARG)
		return made_holds(ev, c);
	return same_obj(&ev->obj, &c->obj) || same_obj(&ev->obj, &c->alias) ||
	       same_obj(&ev->alias, &c->obj) ||
	       same_obj(&ev->alias, &c->alias) ||
	       (!c->bound && same_obj(&ev->typed, &c->obj));
}

int entry_undoes(const struct entry_event *c, const struct entry_event *ev)
{
	if (ev->kind == EV_DIRDEL)
		return dir_holds(ev, c);
	if (ev->kind != EV_REMOVE)
		return 0;
	if (!group_holds(c, ev) && (ev->api->entry != c->api->entry ||
				    !same_key(&ev->key, &c->key)))
		return 0;
	return objects_alike(c, ev);
}

/* What a function and the functions of the file it calls remove. */
struct removes {
	const struct entry_event **ev;
	int n, max;
};

static void removes_add(struct removes *r, const struct entry_event *ev)
{
	if (r->n == r->max)
		r->ev = grow(r->ev, &r->max, sizeof(*r->ev), 16);
	r->ev[r->n++] = ev;
}

/* The removes of the work the file stored in the member @q queues. */
static void queued_removes(struct sysfs_index *idx,
			   const struct entry_event *q, struct removes *r)
{
	struct entries *e = entries_of(idx);
	const struct removes *sub;
	int i, j;

	for (i = 0; i < e->n; i++) {
		const struct entry_event *w = &e->ev[i];

		if (w->kind != EV_WORK || !obj_equal(&w->key, &q->key))
			continue;
		sub = summary_get(idx, &removes_summary_kind, w->callee);
		for (j = 0; sub && j < sub->n; j++)
			removes_add(r, sub->ev[j]);
	}
}

int entries_queued_undoes(struct sysfs_index *idx,
			  const struct entry_event *ev,
			  const struct entry_event *c)
{
	struct removes r = { 0 };
	int i, found = 0;

	if (ev->kind != EV_QUEUE)
		return 0;
	queued_removes(idx, ev, &r);
	for (i = 0; i < r.n && !found; i++)
		found = entry_undoes(c, r.ev[i]);
	free(r.ev);
	return found;
}

static void *removes_compute(struct sysfs_index *idx, struct symbol *fn)
{
	struct entries *e = entries_of(idx);
	struct removes *r = calloc(1, sizeof(*r));
	const struct removes *sub;
	int i, j;

	if (!r)
		die("out of memory");
	for (i = 0; i < e->n; i++) {
		const struct entry_event *ev = &e->ev[i];

		if (ev->fn != fn)
			continue;
		if (ev->kind == EV_REMOVE || ev->kind == EV_DIRDEL)
			removes_add(r, ev);
		if (ev->kind == EV_QUEUE)
			queued_removes(idx, ev, r);
		if (ev->kind != EV_CALL)
			continue;
		sub = summary_get(idx, &removes_summary_kind, ev->callee);
		for (j = 0; sub && j < sub->n; j++)
			removes_add(r, sub->ev[j]);
	}
	return r;
}

static void removes_release(void *p)
{
	struct removes *r = p;

	free(r->ev);
	free(r);
}

static void removes_show(const void *p, char *buf, size_t size)
{
	const struct removes *r = p;
	char one[256];
	size_t n;
	int i;

	snprintf(buf, size, "%s", r->n ? "" : "removes nothing");
	for (i = 0; i < r->n; i++) {
		n = strlen(buf);
		snprintf(buf + n, size - n, "%s%s", i ? "; " : "",
			 entry_text(r->ev[i], one, sizeof(one)));
	}
}

const struct summary_kind removes_summary_kind = {
	.name = "removes",
	.compute = removes_compute,
	.release = removes_release,
	.show = removes_show,
};

int entries_function_undoes(struct sysfs_index *idx, struct symbol *fn,
			    const struct entry_event *c)
{
	const struct removes *r = summary_get(idx, &removes_summary_kind, fn);
	int i;

	for (i = 0; r && i < r->n; i++)
		if (entry_undoes(c, r->ev[i]))
			return 1;
	return 0;
}

static int has_event(struct sysfs_index *idx, struct symbol *fn,
		     enum entry_kind kind)
{
	struct entries *e = entries_of(idx);
	int i;

	for (i = 0; i < e->n; i++)
		if (e->ev[i].fn == fn && e->ev[i].kind == kind)
			return 1;
	return 0;
}

int entries_creates(struct sysfs_index *idx, struct symbol *fn)
{
	return has_event(idx, fn, EV_CREATE);
}

int entries_calls_creator(struct sysfs_index *idx, struct symbol *fn)
{
	struct entries *e = entries_of(idx);
	int i;

	for (i = 0; i < e->n; i++)
		if (e->ev[i].fn == fn && e->ev[i].kind == EV_CALL &&
		    e->ev[i].callee != fn && entries_creates(idx, e->ev[i].callee))
			return 1;
	return 0;
}

int entries_sets_drvdata(struct sysfs_index *idx, struct symbol *fn)
{
	return has_event(idx, fn, EV_DRVDATA);
}

int entries_is_helper(struct sysfs_index *idx, struct symbol *fn)
{
	struct entries *e = entries_of(idx);
	int i;

	if (index_callback(idx, fn, ROLE_NONE))
		return 0;
	for (i = 0; i < e->n; i++)
		if (e->ev[i].kind == EV_CALL && e->ev[i].callee == fn &&
		    e->ev[i].fn != fn)
			return 1;
	return 0;
}

static int is_static(struct symbol *fn)
{
	for (; fn; fn = fn->same_symbol)
		if (fn->ctype.modifiers & MOD_STATIC)
			return 1;
	return 0;
}

int entries_called_elsewhere(struct sysfs_index *idx, struct symbol *fn)
{
	return !is_static(fn) && !index_callback(idx, fn, ROLE_NONE) &&
	       !index_exported(idx, fn) && !entries_sets_drvdata(idx, fn);
}

static int failure_ignored(struct entries_file *f, struct symbol *fn,
			   struct symbol_list **visited)
{
	struct entries *e = &f->entries;
	int i, calls = 0;

	if (symbol_in_list(*visited, fn))
		return 1;
	add_symbol(visited, fn);
	initializers_taken(f);
	if (!is_static(fn) || index_callback(f->idx, fn, ROLE_NONE) ||
	    symbol_in_list(f->taken, fn))
		return 0;
	for (i = 0; i < e->n; i++) {
		const struct entry_event *ev = &e->ev[i];

		if (ev->kind != EV_CALL || ev->callee != fn)
			continue;
		calls++;
		if (ev->fn == fn || is_dropped(f, ev->pos))
			continue;
		if (!failure_ignored(f, ev->fn, visited))
			return 0;
	}
	return calls > 0;
}

int entries_failure_ignored(struct sysfs_index *idx, struct symbol *fn)
{
	struct symbol_list *visited = NULL;
	int ignored = failure_ignored(file_of(idx), fn, &visited);

	free_ptr_list(&visited);
	return ignored;
}

/*
 * The same test spelled through one more pointer: "data->pdata->en" and
 * "pdata->en" after "data->pdata = pdata": @longer reads a member named
 * like the variable @shorter reads where @shorter reads that variable,
 * and the two are otherwise equal. @shorter reads some member.
 */
static int through(struct expression *longer, struct expression *shorter,
		   int *members)
{
	struct symbol *var;
	struct member_access m;

	longer = strip_casts(longer);
	shorter = strip_casts(shorter);
	if (!longer || !shorter)
		return longer == shorter;
	var = shorter->type == EXPR_PREOP && shorter->op == '*' ?
		expr_symbol(strip_casts(shorter->unop)) : NULL;
	if (var && var->ident && expr_member_access(longer, &m) &&
	    m.member->ident == var->ident)
		return 1;
	if (longer->type != shorter->type)
		return 0;
	switch (shorter->type) {
	case EXPR_PREOP:
		if (longer->op != shorter->op)
			return 0;
		if (shorter->op == '*' && expr_member_access(shorter, &m)) {
			struct member_access lm;

			if (!expr_member_access(longer, &lm) ||
			    lm.member->ident != m.member->ident)
				return 0;
			(*members)++;
			return through(lm.base, m.base, members);
		}
		return through(longer->unop, shorter->unop, members);
	case EXPR_BINOP:
	case EXPR_COMPARE:
	case EXPR_LOGICAL:
		return longer->op == shorter->op &&
		       through(longer->left, shorter->left, members) &&
		       expr_equal(longer->right, shorter->right);
	default:
		return 0;
	}
}

static int reached_through(struct expression *longer,
			   struct expression *shorter)
{
	int members = 0;

	return !expr_equal(longer, shorter) &&
	       through(longer, shorter, &members) && members;
}

static int same_test(struct expression *a, struct expression *b)
{
	return expr_equal(a, b) || reached_through(a, b) ||
	       reached_through(b, a);
}

/* Does @fn assign the variable or member @e? */
static int assigns(struct entries *e, struct symbol *fn, struct expression *x)
{
	int i;

	for (i = 0; i < e->n; i++)
		if (e->ev[i].fn == fn && e->ev[i].kind == EV_SET &&
		    expr_equal(e->ev[i].set, x))
			return 1;
	return 0;
}

int entries_guarded_remove(struct sysfs_index *idx, struct symbol *fn,
			   const struct entry_event *c,
			   const struct entry_event *ev)
{
	return ev->kind == EV_REMOVE && ev->guard &&
	       ((c->guard && same_test(ev->guard, c->guard)) ||
		assigns(entries_of(idx), fn, ev->guard)) &&
	       entry_undoes(c, ev);
}

int entries_flag_owns(struct sysfs_index *idx, const struct entry_event *ev,
		      const struct entry_event *c)
{
	struct entries *e = entries_of(idx);
	int i;

	if (ev->kind != EV_FLAG)
		return 0;
	for (i = 0; i < e->n; i++) {
		const struct entry_event *r = &e->ev[i];

		if (r->kind == EV_REMOVE && obj_present(&r->guard_bit) &&
		    obj_equal(&r->guard_bit, &ev->key) &&
		    obj_equal(&r->guard_word, &ev->obj) && entry_undoes(c, r))
			return 1;
	}
	return 0;
}

int entries_has_guarded_remove(struct sysfs_index *idx, struct symbol *fn,
			       const struct entry_event *c)
{
	struct entries *e = entries_of(idx);
	int i;

	for (i = 0; i < e->n; i++)
		if (e->ev[i].fn == fn &&
		    entries_guarded_remove(idx, fn, c, &e->ev[i]))
			return 1;
	return 0;
}

/* Sequences */

static int seen(struct symbol_list **list, struct symbol *fn)
{
	if (symbol_in_list(*list, fn))
		return 1;
	add_symbol(list, fn);
	return 0;
}

void entries_sequence(struct sysfs_index *idx, struct entry_sequence *s,
		      struct symbol *fn)
{
	struct entries *e = entries_of(idx);
	int i;

	if (seen(&s->seen, fn))
		return;
	for (i = 0; i < e->n; i++) {
		const struct entry_event *ev = &e->ev[i];

		if (ev->fn != fn)
			continue;
		if (ev->kind == EV_CALL) {
			entries_sequence(idx, s, ev->callee);
			continue;
		}
		if (s->n == s->max)
			s->ev = grow(s->ev, &s->max, sizeof(*s->ev), 32);
		s->ev[s->n++] = ev;
	}
}

void entries_sequence_free(struct entry_sequence *s)
{
	free(s->ev);
	free_ptr_list(&s->seen);
	memset(s, 0, sizeof(*s));
}

void entries_reached(struct sysfs_index *idx, struct symbol *root,
		     struct symbol_list **fns, struct symbol_list **deferred,
		     struct symbol_list **hooks)
{
	struct entries *e = entries_of(idx);
	int i;

	if (seen(fns, root))
		return;
	for (i = 0; i < e->n; i++) {
		const struct entry_event *ev = &e->ev[i];

		if (ev->fn != root)
			continue;
		if (ev->kind == EV_CALL)
			entries_reached(idx, ev->callee, fns, deferred, hooks);
		else if (ev->kind == EV_DEFER)
			add_symbol(deferred, ev->callee);
		else if (ev->kind == EV_HOOK)
			add_symbol(hooks, ev->callee);
	}
}

const char *entry_text(const struct entry_event *ev, char *buf, size_t size)
{
	static const char *const kinds[] = {
		[EV_CREATE] = "create", [EV_REMOVE] = "remove",
		[EV_DIRDEL] = "delete", [EV_CALL] = "call",
		[EV_DEFER] = "defer", [EV_HOOK] = "hook",
		[EV_SET] = "set", [EV_DRVDATA] = "drvdata",
		[EV_MADE] = "made", [EV_FLAG] = "flag",
		[EV_WORK] = "work", [EV_QUEUE] = "queue",
	};
	char obj[160], key[160], more[200] = "";
	size_t n;

	obj_text(&ev->obj, obj, sizeof(obj), 0);
	obj_text(&ev->key, key, sizeof(key), 0);
	if (ev->callee)
		snprintf(buf, size, "%s %s() at line %d", kinds[ev->kind],
			 symbol_name(ev->callee), ev->pos.line);
	else if (ev->kind == EV_MADE)
		snprintf(buf, size, "%s %s by %s(.. %s ..) at line %d",
			 kinds[ev->kind], obj, ev->api->partner, key,
			 ev->pos.line);
	else if (ev->api && ev->kind == EV_DIRDEL &&
		 ev->api->partner_key_arg != NO_ARG)
		snprintf(buf, size, "%s %s(.. %s) at line %d", kinds[ev->kind],
			 ev->api->name, key, ev->pos.line);
	else if (ev->api && ev->kind == EV_DIRDEL)
		snprintf(buf, size, "%s %s(%s) at line %d", kinds[ev->kind],
			 ev->api->name, obj, ev->pos.line);
	else if (ev->api)
		snprintf(buf, size, "%s %s(%s, %s) at line %d", kinds[ev->kind],
			 ev->api->name, obj, key, ev->pos.line);
	else
		snprintf(buf, size, "%s at line %d", kinds[ev->kind],
			 ev->pos.line);
	if (obj_present(&ev->target) && ev->kind == EV_CREATE)
		snprintf(more, sizeof(more), ", to %s",
			 obj_text(&ev->target, obj, sizeof(obj), 0));
	if (ev->kind == EV_WORK || ev->kind == EV_QUEUE || ev->kind == EV_FLAG)
		snprintf(more, sizeof(more), ", %s %s",
			 ev->kind == EV_FLAG ? "bit" : "in", key);
	n = strlen(buf);
	snprintf(buf + n, size - n, "%s%s%s", more, ev->guard ? ", if " : "",
		 ev->guard ? expr_text(ev->guard) : "");
	return buf;
}
