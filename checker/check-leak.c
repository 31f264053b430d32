// SPDX-License-Identifier: MIT
/*
 * sysfs-leak: an entry created in sysfs (file, binary file, files, group,
 * groups, link) that is not removed again.
 *
 * Teardown pairing: a create in an init-like function (probe, module init,
 * a function of the file they call) needs the matching remove, on the same
 * object and with the same name or attribute, in the corresponding
 * teardown (remove, module exit, a release, a devm action, a function of
 * the file they call). Deleting the kobject that holds the entry in the
 * same teardown also removes it. A link whose target is freed in that
 * teardown before the link goes is a dead link.
 *
 * Error unwind: on the linearized code, every path from a successful
 * create to a return of an error from the same function must remove it.
 *
 * Which functions create, remove, delete a directory or defer a teardown
 * comes from the model (sysfs_functions[]); objects and keys are compared
 * as expressions normalised so that a parameter or local variable stands
 * for its type: "&pdev->dev" in probe() and in remove() are the same.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ast.h"
#include "checks.h"
#include "diag.h"
#include "evaluate.h"
#include "expression.h"
#include "linearize.h"
#include "sysfs-index.h"
#include "token.h"

const struct sysfs_check check_leak;

enum event_kind {
	EV_CREATE,
	EV_REMOVE,
	EV_DIRDEL,	/* a kobject's directory goes, with what is in it */
	EV_CALL,	/* a call to a function of the file */
	EV_DEFER,	/* a function of the file run when the device goes */
	EV_HOOK,	/* a function of the file stored for the kernel to call */
	EV_SET,		/* an assignment: key is the lvalue as written */
	EV_DRVDATA,	/* the function gives its device the driver's state */
};

#define KEY_LEN 160

struct event {
	enum event_kind kind;
	const struct sysfs_function *api;
	struct symbol *fn;		/* the function it happens in */
	struct symbol *callee;		/* EV_CALL, EV_DEFER, EV_HOOK */
	struct position pos;
	char obj[KEY_LEN];		/* whose directory */
	/* EV_CREATE, EV_DIRDEL: obj read through a local alias, or "" */
	char alias[KEY_LEN];
	/* EV_DIRDEL of a directory embedded in the argument: "<type>.member" */
	char typed[KEY_LEN];
	int bound;			/* EV_CREATE: on the device probe() got */
	char key[KEY_LEN];		/* name, attribute, group or list */
	char target[KEY_LEN];		/* a link's target */
	char label[KEY_LEN];		/* "link 'hub'" */
	char *members;			/* a group's attributes: "|a|b|" */
	int reported;
	/*
	 * A helper's create that the helper leaves behind when it fails:
	 * its callers decide (helper_line: the helper's return).
	 */
	char guard[KEY_LEN];		/* the condition of the innermost if */
	int helper_line;
	int helper_loop_only;	/* it leaks only when a later turn fails */
	int callers_walked;
	int callers_elsewhere;		/* in other files: they decide */
	int shared_key;			/* declared in a header */
	struct symbol *caller;		/* the first caller that leaks it */
	int caller_line;
};

static struct event *events;
static int nr_events, max_events;

/* Text */

struct buf {
	char *s;
	size_t len, cap;
};

static void put(struct buf *b, const char *text)
{
	size_t n = strlen(text);

	if (b->len + n >= b->cap)
		n = b->cap - b->len - 1;
	memcpy(b->s + b->len, text, n);
	b->len += n;
	b->s[b->len] = '\0';
}

/* A variable of the file is itself; a local or parameter is its type. */
static void put_root(struct buf *b, struct symbol *sym)
{
	const char *tag;

	/* An undeclared name in broken code has no symbol. */
	if (!sym) {
		put(b, "?");
		return;
	}
	if (!sym->ident && sym->initializer &&
	    sym->initializer->type == EXPR_STRING) {
		put(b, show_string(sym->initializer->string));
		return;
	}
	if (type_is_function(sym) || !symbol_is_local(sym)) {
		put(b, symbol_name(sym));
		return;
	}
	tag = sysfs_struct_tag(type_pointee(sym));
	if (!tag)
		tag = sysfs_struct_tag(sym);
	put(b, "<");
	put(b, tag ? tag : symbol_name(sym));
	put(b, ">");
}

static void put_norm(struct buf *b, struct expression *e);

/*
 * A member access or member address @e whose object is at @addr: the
 * normalised object, then the member path as expr_text() writes it.
 */
static int put_member(struct buf *b, struct expression *e,
		      struct address *addr)
{
	char whole[KEY_LEN], base[KEY_LEN];
	const char *w;
	size_t n;

	snprintf(whole, sizeof(whole), "%s", expr_text(e));
	w = whole;
	while (*w == '&')
		w++;
	if (addr->object)
		snprintf(base, sizeof(base), "%s", symbol_name(addr->object));
	else
		snprintf(base, sizeof(base), "%s", expr_text(addr->pointer));
	n = strlen(base);
	if (strncmp(w, base, n) || (w[n] != '.' && w[n] != '-'))
		return 0;
	if (addr->object)
		put_root(b, addr->object);
	else
		put_norm(b, addr->pointer);
	put(b, w + n);
	return 1;
}

static int is_array(struct expression *e)
{
	struct symbol *type;

	e = strip_casts(e);
	if (!e)
		return 0;
	type = type_base(e->type == EXPR_SYMBOL ? e->symbol : e->ctype);
	return type && type->type == SYM_ARRAY;
}

static void put_norm(struct buf *b, struct expression *e)
{
	struct expression *inner, *arg;
	struct address addr;
	char num[32];
	int first = 1;

	e = strip_casts(e);
	if (!e) {
		put(b, "?");
		return;
	}
	switch (e->type) {
	case EXPR_SYMBOL:
		put_root(b, e->symbol);
		return;
	case EXPR_STRING:
		put(b, show_string(e->string));
		return;
	case EXPR_VALUE:
		snprintf(num, sizeof(num), "%lld", (long long)e->value);
		put(b, num);
		return;
	case EXPR_PREOP:
		inner = strip_casts(e->unop);
		if (e->op == '&') {
			put_norm(b, inner);
			return;
		}
		if (e->op != '*' || !inner)
			break;
		if (inner->type == EXPR_SYMBOL) {
			put_root(b, inner->symbol);
			return;
		}
		if (e->ctype && e->ctype->ident && expr_address(e->unop, &addr) &&
		    put_member(b, e, &addr))
			return;
		if (inner->type == EXPR_BINOP && inner->op == '+') {
			put_norm(b, inner->left);
			put(b, "[]");
			return;
		}
		break;
	case EXPR_BINOP:
		if (e->op != '+')
			break;
		inner = strip_casts(e->right);
		if (inner && inner->type == EXPR_VALUE && expr_address(e, &addr) &&
		    put_member(b, e, &addr))
			return;
		put_norm(b, e->left);
		/* attrs[2] is one of attrs[i]: arrays compare whole. */
		if (inner && inner->type == EXPR_VALUE && !is_array(e->left)) {
			snprintf(num, sizeof(num), "+%lld",
				 (long long)inner->value);
			put(b, num);
		} else {
			put(b, "[]");
		}
		return;
	case EXPR_CALL:
		put(b, symbol_name(expr_function(e->fn)));
		put(b, "(");
		FOR_EACH_PTR(e->args, arg) {
			if (!first)
				put(b, ", ");
			put_norm(b, arg);
			first = 0;
		} END_FOR_EACH_PTR(arg);
		put(b, ")");
		return;
	default:
		break;
	}
	put(b, expr_text(e));
}

static void strip_suffix(char *s, const char *suffix)
{
	size_t n = strlen(s), k = strlen(suffix);

	if (n > k && !strcmp(s + n - k, suffix))
		s[n - k] = '\0';
}

/* @e normalised into @out; "->" written as "." and @suffix dropped. */
static void normalise(char *out, struct expression *e, const char *suffix)
{
	char tmp[KEY_LEN];
	struct buf b = { tmp, 0, sizeof(tmp) };
	char *p, *q;

	tmp[0] = '\0';
	if (e)
		put_norm(&b, e);
	for (p = tmp, q = out; *p && q < out + KEY_LEN - 1; p++) {
		if (p[0] == '-' && p[1] == '>') {
			*q++ = '.';
			p++;
			continue;
		}
		*q++ = *p;
	}
	*q = '\0';
	if (suffix)
		strip_suffix(out, suffix);
}

/* Events */

static const char *entry_noun(enum sysfs_entry entry)
{
	switch (entry) {
	case ENTRY_FILE: return "file";
	case ENTRY_FILES: return "files";
	case ENTRY_BIN_FILE: return "binary file";
	case ENTRY_LINK: return "link";
	case ENTRY_GROUP: return "group";
	case ENTRY_GROUPS: return "groups";
	default: return "entry";
	}
}

static struct event *new_event(enum event_kind kind, struct symbol *fn,
			       struct position pos)
{
	struct event *ev;

	if (nr_events == max_events) {
		max_events = max_events ? 2 * max_events : 64;
		events = realloc(events, max_events * sizeof(*events));
		if (!events)
			die("out of memory");
	}
	ev = &events[nr_events++];
	memset(ev, 0, sizeof(*ev));
	ev->kind = kind;
	ev->fn = fn;
	ev->pos = pos;
	return ev;
}

static void set_label(struct event *ev, struct expression *key)
{
	const char *text;

	key = strip_casts(key);
	if (expr_symbol(key) && key->symbol->initializer &&
	    key->symbol->initializer->type == EXPR_STRING)
		key = key->symbol->initializer;
	if (key && key->type == EXPR_STRING) {
		snprintf(ev->label, sizeof(ev->label), "%s '%s'",
			 entry_noun(ev->api->entry), key->string->data);
		return;
	}
	if (strstr(ev->key, "[]")) {
		snprintf(ev->label, sizeof(ev->label), "%s '%.*s[i]'",
			 entry_noun(ev->api->entry),
			 (int)(strstr(ev->key, "[]") - ev->key), ev->key);
		return;
	}
	text = key ? expr_text(key) : "?";
	while (*text == '&')
		text++;
	snprintf(ev->label, sizeof(ev->label), "%s '%s'",
		 entry_noun(ev->api->entry), text);
	strip_suffix(ev->label, ".attr'");
	if (ev->label[strlen(ev->label) - 1] != '\'')
		strcat(ev->label, "'");
}

/*
 * The attributes listed in @array, into ev->members: as long as the array
 * needs (hwmon groups list 40 and more).
 */
static void group_members(struct event *ev, struct symbol *array)
{
	struct expression *init = array->initializer, *entry;
	char key[KEY_LEN];
	size_t len = 1, cap = 2 * KEY_LEN, n;

	if (!init || init->type != EXPR_INITIALIZER)
		return;
	ev->members = malloc(cap);
	if (!ev->members)
		die("out of memory");
	strcpy(ev->members, "|");
	FOR_EACH_PTR(init->expr_list, entry) {
		if (entry->type != EXPR_POS || is_null_pointer(entry->init_expr))
			continue;
		normalise(key, entry->init_expr, ".attr");
		n = strlen(key);
		if (len + n + 2 > cap) {
			cap = 2 * cap + n;
			ev->members = realloc(ev->members, cap);
			if (!ev->members)
				die("out of memory");
		}
		memcpy(ev->members + len, key, n);
		len += n;
		ev->members[len++] = '|';
		ev->members[len] = '\0';
	} END_FOR_EACH_PTR(entry);
}

/* The .attrs array of the group @key names, into ev->target. */
static void group_attrs(struct event *ev, struct expression *key)
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
			snprintf(ev->target, sizeof(ev->target), "%s",
				 symbol_name(value->symbol));
			group_members(ev, value->symbol);
		}
	} END_FOR_EACH_PTR(entry);
}

/*
 * The calls made only when an if's condition holds, with the condition's
 * text: "if (data->vrm) device_remove_file(...)".
 */
struct guard {
	struct position pos;
	char text[KEY_LEN];
};

static struct guard *guards;
static int nr_guards, max_guards;
static const char *guard_text;

static void guard_call(struct ast_visitor *v, struct expression *e)
{
	struct guard *g;

	if (e->type != EXPR_CALL)
		return;
	if (nr_guards == max_guards) {
		max_guards = max_guards ? 2 * max_guards : 64;
		guards = realloc(guards, max_guards * sizeof(*guards));
		if (!guards)
			die("out of memory");
	}
	g = &guards[nr_guards++];
	g->pos = e->pos;
	snprintf(g->text, sizeof(g->text), "%s", guard_text);
}

/*
 * Calls whose result is thrown away: "f(x);" or "(void)f(x);" as a
 * statement of their own.
 */
static struct position *dropped;
static int nr_dropped, max_dropped;

static void record_dropped(struct statement *s)
{
	struct expression *e;

	if (s->type != STMT_EXPRESSION || !s->expression)
		return;
	e = strip_casts(s->expression);
	if (!e || e->type != EXPR_CALL)
		return;
	if (nr_dropped == max_dropped) {
		max_dropped = max_dropped ? 2 * max_dropped : 64;
		dropped = realloc(dropped, max_dropped * sizeof(*dropped));
		if (!dropped)
			die("out of memory");
	}
	dropped[nr_dropped++] = e->pos;
}

static int is_dropped(struct position pos)
{
	int i;

	for (i = 0; i < nr_dropped; i++)
		if (same_position(dropped[i], pos))
			return 1;
	return 0;
}

/* Inner ifs come later and win. */
static void guard_stmt(struct ast_visitor *v, struct statement *s)
{
	struct ast_visitor inner = { .expr = guard_call };
	char text[KEY_LEN];

	record_dropped(s);
	if (s->type != STMT_IF || !s->if_true || !s->if_conditional)
		return;
	snprintf(text, sizeof(text), "%s", expr_text(s->if_conditional));
	guard_text = text;
	ast_walk_stmt(&inner, s->if_true);
	guard_text = NULL;
}

static const char *guard_of(struct position pos)
{
	int i;

	for (i = nr_guards - 1; i >= 0; i--)
		if (same_position(guards[i].pos, pos))
			return guards[i].text;
	return "";
}


/* The functions walked, and those called but not walked yet. */
static struct symbol_list *walked, *pending;
static struct sysfs_index *walk_idx;

/*
 * Locals assigned the address of a member: "kobj = &policy->kobj;". One
 * assigned more than once (or also initialised) is no alias.
 */
struct alias {
	struct symbol *sym;
	struct expression *value;
};

static struct alias *aliases;
static int nr_aliases, max_aliases;

static struct alias *alias_find(struct symbol *sym)
{
	int i;

	for (i = 0; i < nr_aliases; i++)
		if (aliases[i].sym == sym)
			return &aliases[i];
	return NULL;
}

/* "&x->member", which sparse may have turned into "x + offset". */
static int is_address(struct expression *e)
{
	char text[KEY_LEN];

	e = strip_casts(e);
	if (!e || (e->type != EXPR_PREOP && e->type != EXPR_BINOP) ||
	    (e->type == EXPR_PREOP && e->op != '&') ||
	    (e->type == EXPR_BINOP && e->op != '+'))
		return 0;
	normalise(text, e, NULL);
	return strchr(text, '.') != NULL;
}

/* The variable @e reads: sparse writes "dev" as "*(&dev)". */
static struct symbol *variable_of(struct expression *e)
{
	e = strip_casts(e);
	if (e && e->type == EXPR_PREOP && e->op == '*')
		e = strip_casts(e->unop);
	return expr_symbol(e);
}

static void record_alias(struct expression *e)
{
	struct symbol *sym = variable_of(e->left);
	struct alias *a;

	if (e->op != '=' || !sym || !symbol_is_local(sym) || type_is_function(sym))
		return;
	a = alias_find(sym);
	if (a || sym->initializer) {
		if (a)
			a->value = NULL;
		return;
	}
	if (!is_address(e->right))
		return;
	if (nr_aliases == max_aliases) {
		max_aliases = max_aliases ? 2 * max_aliases : 16;
		aliases = realloc(aliases, max_aliases * sizeof(*aliases));
		if (!aliases)
			die("out of memory");
	}
	aliases[nr_aliases].sym = sym;
	aliases[nr_aliases++].value = e->right;
}

/* What the local @e stands for ("&solo_dev->dev"), or NULL. */
static struct expression *alias_of(struct expression *e)
{
	struct symbol *sym = variable_of(e);
	struct alias *a;

	if (!sym || !symbol_is_local(sym) || type_is_function(sym))
		return NULL;
	a = alias_find(sym);
	if (a)
		return sym->initializer ? NULL : a->value;
	return is_address(sym->initializer) ? sym->initializer : NULL;
}

/* The variable an object expression starts from: pdev in &pdev->dev. */
static struct symbol *root_of(struct expression *e)
{
	for (;;) {
		e = strip_casts(e);
		if (!e)
			return NULL;
		if (e->type == EXPR_PREOP)
			e = e->unop;
		else if (e->type == EXPR_BINOP && e->op == '+')
			e = e->left;
		else if (e->type == EXPR_DEREF)
			e = e->deref;
		else
			return expr_symbol(e);
	}
}

/* Is @obj made on the device (a parameter of) probe @fn was given? */
static int on_probed_device(struct symbol *fn, struct expression *obj)
{
	struct symbol *root = root_of(obj), *base = fn->ctype.base_type;
	struct symbol *arg;

	if (!root || !walk_idx || !index_callback(walk_idx, fn, ROLE_PROBE))
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
static void container_type(struct event *ev, struct expression *arg)
{
	struct address addr;
	char whole[KEY_LEN];
	const char *tag;
	size_t n;

	normalise(whole, arg, NULL);
	n = strlen(whole);
	if (n < 5 || strcmp(whole + n - 5, ".kobj"))
		return;
	if (!expr_address(strip_casts(arg), &addr) || addr.object)
		return;
	tag = sysfs_struct_tag(addr.type);
	if (tag)
		snprintf(ev->typed, sizeof(ev->typed), "<%s>", tag);
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
static void typed_path(struct event *ev, struct symbol *type,
		       const char *path)
{
	const char *arrow, *tag;

	type = type_pointee(type);
	while (type && (arrow = strstr(path, "->"))) {
		type = member_struct(type, path, arrow - path);
		path = arrow + 2;
	}
	if (type_base(type) && type_base(type)->type == SYM_PTR)
		type = type_pointee(type);
	tag = sysfs_struct_tag(type);
	if (tag)
		snprintf(ev->typed, sizeof(ev->typed), "<%s>.%s", tag, path);
}

/* Appends the member path @path to @obj, "->" written as ".". */
static void add_path(char *obj, const char *path)
{
	size_t n = strlen(obj);

	if (!n)
		return;
	if (n < KEY_LEN - 1)
		obj[n++] = '.';
	for (; *path && n < KEY_LEN - 1; path++) {
		if (path[0] == '-' && path[1] == '>') {
			obj[n++] = '.';
			path++;
			continue;
		}
		obj[n++] = *path;
	}
	obj[n] = '\0';
}

/*
 * The directory an ENTRY_DIR remove deletes: its argument, or the member
 * of it the model names ("dev" of a platform_device), as written, through
 * an alias, and as any object of the argument's type.
 */
static void dir_objects(struct event *ev, struct expression *arg)
{
	const char *member = ev->api->dir_member;
	struct expression *alias = alias_of(arg);

	normalise(ev->obj, arg, member ? NULL : ".kobj");
	if (alias)
		normalise(ev->alias, alias, member ? NULL : ".kobj");
	if (!member) {
		container_type(ev, alias ? alias : arg);
		return;
	}
	add_path(ev->obj, member);
	add_path(ev->alias, member);
	arg = strip_casts(arg);
	if (arg)
		typed_path(ev, arg->ctype, member);
}

/* A function of the file with a body: static inline ones keep it apart. */
static int has_body(struct symbol *fn)
{
	struct symbol *base = fn ? fn->ctype.base_type : NULL;

	return base && base->type == SYM_FN &&
	       (base->stmt || base->inline_stmt);
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

static void record_call(struct ast_visitor *v, struct expression *call)
{
	struct symbol *callee = expr_function(call->fn);
	const struct sysfs_function *api = sysfs_function_lookup(callee);
	struct symbol *def = function_definition(callee);
	struct expression *obj;
	struct event *ev;

	if (!api) {
		if (def && has_body(def)) {
			new_event(EV_CALL, v->fn, call->pos)->callee = def;
			/* Sparse lists a static inline of the file only if used. */
			if (!symbol_in_list(walked, def) && !symbol_in_list(pending, def))
				add_symbol(&pending, def);
		}
		return;
	}
	switch (api->role) {
	case FN_CREATE:
		if (api->entry == ENTRY_DIR || api->object_arg == NO_ARG ||
		    api->key_arg == NO_ARG)
			return;
		ev = new_event(EV_CREATE, v->fn, call->pos);
		break;
	case FN_REMOVE:
		if (api->object_arg == NO_ARG)
			return;
		ev = new_event(api->entry == ENTRY_DIR ? EV_DIRDEL : EV_REMOVE,
			       v->fn, call->pos);
		break;
	case FN_DEFER:
		def = function_definition(expr_function(
					ptr_list_nth(call->args, api->key_arg)));
		if (def && has_body(def))
			new_event(EV_DEFER, v->fn, call->pos)->callee = def;
		return;
	case FN_DRVDATA:
		new_event(EV_DRVDATA, v->fn, call->pos);
		return;
	default:
		return;
	}
	ev->api = api;
	snprintf(ev->guard, sizeof(ev->guard), "%s", guard_of(call->pos));
	obj = ptr_list_nth(call->args, api->object_arg);
	if (ev->kind == EV_DIRDEL) {
		dir_objects(ev, obj);
		return;
	}
	normalise(ev->obj, obj, ".kobj");
	if (alias_of(obj))
		normalise(ev->alias, alias_of(obj), ".kobj");
	ev->bound = on_probed_device(v->fn, obj);
	normalise(ev->key, ptr_list_nth(call->args, api->key_arg), ".attr");
	if (ev->kind == EV_REMOVE && api->entry == ENTRY_GROUP)
		group_attrs(ev, ptr_list_nth(call->args, api->key_arg));
	if (ev->kind == EV_CREATE) {
		ev->shared_key = declared_in_header(
				ptr_list_nth(call->args, api->key_arg), call->pos);
		set_label(ev, ptr_list_nth(call->args, api->key_arg));
		if (api->entry == ENTRY_LINK)
			normalise(ev->target,
				  ptr_list_nth(call->args, api->target_arg),
				  ".kobj");
	}
}

/*
 * "ff->destroy = hidpp_ff_destroy;": a teardown the subsystem runs later,
 * through the pointer. Part of the teardown, never of an error path.
 */
static void record_hook(struct ast_visitor *v, struct expression *e)
{
	struct expression *right = strip_casts(e->right);
	struct symbol *def;

	if (e->op != '=' || !type_is_function(expr_symbol(right)))
		return;
	def = function_definition(right->symbol);
	if (def && has_body(def))
		new_event(EV_HOOK, v->fn, e->pos)->callee = def;
}

/*
 * The variables and members a function assigns, as written: a remove
 * under "if (sc->fw_version_created)" in the function that sets it is a
 * remove under the create's own condition.
 */
static void record_set(struct ast_visitor *v, struct expression *e)
{
	struct event *ev;

	if (e->op != '=' || !e->left)
		return;
	ev = new_event(EV_SET, v->fn, e->pos);
	snprintf(ev->key, sizeof(ev->key), "%s", expr_text(e->left));
}

/*
 * The functions of the file named other than as the callee of a direct
 * call (stored in a structure, passed as a pointer): whoever calls them
 * through the pointer may read their result.
 */
static struct symbol_list *taken;
static struct expression *callee_expr;
static int taken_ready;

static void taken_expr(struct ast_visitor *v, struct expression *e)
{
	struct symbol *sym, *def;

	if (e->type == EXPR_CALL) {
		callee_expr = strip_casts(e->fn);
		if (callee_expr && callee_expr->type == EXPR_PREOP &&
		    callee_expr->op == '*')
			callee_expr = strip_casts(callee_expr->unop);
		return;
	}
	sym = e->type == EXPR_SYMBOL && e != callee_expr ? e->symbol : NULL;
	if (!sym || !type_is_function(sym))
		return;
	def = function_definition(sym);
	if (def && !symbol_in_list(taken, def))
		add_symbol(&taken, def);
}

/* The function bodies add theirs as they are walked. */
static void initializers_taken(struct sysfs_index *idx)
{
	struct ast_visitor v = { .expr = taken_expr };
	const struct sysfs_data *d;

	if (taken_ready)
		return;
	taken_ready = 1;
	FOR_EACH_PTR(idx->data, d) {
		if (d->fn)
			continue;
		callee_expr = NULL;
		ast_walk_expr(&v, d->sym->initializer);
	} END_FOR_EACH_PTR(d);
}

static void visit_expr(struct ast_visitor *v, struct expression *e)
{
	taken_expr(v, e);
	if (e->type == EXPR_CALL) {
		record_call(v, e);
	} else if (e->type == EXPR_ASSIGNMENT) {
		record_hook(v, e);
		record_set(v, e);
		record_alias(e);
	}
}

static void walk_one(struct sysfs_index *idx, struct symbol *fn)
{
	struct ast_visitor v = { .expr = visit_expr, .stmt = guard_stmt };

	struct symbol *base = fn->ctype.base_type;
	struct symbol_list *one = NULL;

	if (symbol_in_list(walked, fn) || !index_in_input(idx, fn->pos))
		return;
	add_symbol(&walked, fn);
	walk_idx = idx;
	/* Unused until now: evaluate it as sparse does the listed ones. */
	if (base && base->type == SYM_FN && !base->stmt && base->inline_stmt) {
		add_symbol(&one, fn);
		evaluate_symbol_list(one);
		free_ptr_list(&one);
	}
	nr_guards = 0;
	ast_walk_function(&v, fn);
}

static void leak_function(struct sysfs_index *idx, struct symbol *fn)
{
	struct symbol *next;

	walk_one(idx, fn);
	while ((next = ptr_list_nth(pending, 0))) {
		delete_ptr_list_entry((struct ptr_list **)&pending, next, 1);
		walk_one(idx, next);
	}
}

/* Matching */

static int is_bare(const char *obj)
{
	return obj[0] == '<' && !strchr(obj, '.') && !strchr(obj, '[');
}

/*
 * Does @ev take away what @c created? A remove of the same kind, with the
 * same key, on the same object (a bare parameter or local stands for any
 * object of the function); or the deletion of the object's directory.
 */
static int same_array(const char *a, const char *b)
{
	const char *ia = strchr(a, '['), *ib = strchr(b, '[');

	return ia && ib && ia - a == ib - b && !strncmp(a, b, ia - a);
}

/*
 * Keys: the same text; one reached through a local or parameter (an
 * attribute built at run time) is any key; elements of one array are
 * alike, and like the array ("&groups[0]" and "groups").
 */
static int array_and_element(const char *a, const char *b)
{
	size_t n = strlen(a);

	return !strncmp(a, b, n) && !strcmp(b + n, "[]");
}

static int same_key(const char *a, const char *b)
{
	return !strcmp(a, b) || a[0] == '<' || b[0] == '<' ||
	       same_array(a, b) || array_and_element(a, b) ||
	       array_and_element(b, a);
}

/* A group whose .attrs is the array the file @c was taken from or lists it. */
static int group_holds(const struct event *c, const struct event *ev)
{
	size_t n = strlen(ev->target);
	char item[KEY_LEN + 2];

	if (c->api->entry != ENTRY_FILE || ev->api->entry != ENTRY_GROUP)
		return 0;
	if (n && !strncmp(c->key, ev->target, n) && c->key[n] == '[')
		return 1;
	snprintf(item, sizeof(item), "|%s|", c->key);
	return ev->members && strstr(ev->members, item) != NULL;
}

static const char *last_member(const char *obj)
{
	const char *dot = strrchr(obj, '.');

	return dot && !strchr(dot, '[') ? dot : NULL;
}

/*
 * Is the remove @ev made on the object @c was created on? The same text; a
 * bare parameter or local stands for any object of its type. One device
 * is often spelled two ways (host->dev in probe, &pdev->dev in the error
 * path; &cdev->device and &fan->cdev->device): the same attribute or
 * group of the file on both is taken as the same entry, and so is a link
 * of the same name in a member of the same name.
 */
static int objects_alike(const struct event *c, const struct event *ev)
{
	const char *a, *b;

	if (!strcmp(ev->obj, c->obj) || is_bare(ev->obj) || is_bare(c->obj))
		return 1;
	if (c->api->entry != ENTRY_LINK)
		return !strcmp(ev->key, c->key) && !is_bare(c->key);
	a = last_member(c->obj);
	b = last_member(ev->obj);
	return a && b && !strcmp(a, b) && !strcmp(ev->key, c->key);
}

static int same_obj(const char *a, const char *b)
{
	return a[0] && !strcmp(a, b);
}

/*
 * Does deleting the directory @ev delete the one @c is in? The same
 * object, either read through a local alias; for a directory embedded in
 * the argument, also an entry made through a local or parameter of the
 * argument's type, unless it is the device probe() was given (a driver
 * unregisters devices it made, not the one it is bound to).
 */
static int dir_holds(const struct event *ev, const struct event *c)
{
	return same_obj(ev->obj, c->obj) || same_obj(ev->obj, c->alias) ||
	       same_obj(ev->alias, c->obj) || same_obj(ev->alias, c->alias) ||
	       (!c->bound && same_obj(ev->typed, c->obj));
}

static int takes_away(const struct event *c, const struct event *ev)
{
	if (ev->kind == EV_DIRDEL)
		return dir_holds(ev, c);
	if (ev->kind != EV_REMOVE)
		return 0;
	if (!group_holds(c, ev) && (ev->api->entry != c->api->entry ||
				    !same_key(ev->key, c->key)))
		return 0;
	return objects_alike(c, ev);
}

/* The events of a teardown, in order, calls to the file's functions inlined. */
struct sequence {
	const struct event **ev;
	int n, max;
	struct symbol_list *seen;
};

static void seq_add(struct sequence *s, const struct event *ev)
{
	if (s->n == s->max) {
		s->max = s->max ? 2 * s->max : 32;
		s->ev = realloc(s->ev, s->max * sizeof(*s->ev));
		if (!s->ev)
			die("out of memory");
	}
	s->ev[s->n++] = ev;
}

static int seen(struct symbol_list **list, struct symbol *fn)
{
	struct symbol *s;

	FOR_EACH_PTR(*list, s) {
		if (s == fn)
			return 1;
	} END_FOR_EACH_PTR(s);
	add_symbol(list, fn);
	return 0;
}

static void seq_function(struct sequence *s, struct symbol *fn)
{
	int i;

	if (seen(&s->seen, fn))
		return;
	for (i = 0; i < nr_events; i++) {
		const struct event *ev = &events[i];

		if (ev->fn != fn)
			continue;
		if (ev->kind == EV_CALL)
			seq_function(s, ev->callee);
		else
			seq_add(s, ev);
	}
}

static void seq_free(struct sequence *s)
{
	free(s->ev);
	free_ptr_list(&s->seen);
	memset(s, 0, sizeof(*s));
}

/* The creates reached from @root, and the teardowns it defers. */
static void collect_init(struct symbol *root, struct symbol_list **fns,
			 struct symbol_list **deferred,
			 struct symbol_list **hooks)
{
	int i;

	if (seen(fns, root))
		return;
	for (i = 0; i < nr_events; i++) {
		const struct event *ev = &events[i];

		if (ev->fn != root)
			continue;
		if (ev->kind == EV_CALL)
			collect_init(ev->callee, fns, deferred, hooks);
		else if (ev->kind == EV_DEFER)
			add_symbol(deferred, ev->callee);
		else if (ev->kind == EV_HOOK)
			add_symbol(hooks, ev->callee);
	}
}

static int line_of(struct symbol *fn)
{
	return fn->pos.line;
}

static void check_teardown(struct sysfs_index *idx, struct event *c,
			   struct symbol *teardown, struct sequence *seq)
{
	int i, gone = -1, freed = -1;

	for (i = 0; i < seq->n; i++) {
		const struct event *ev = seq->ev[i];

		if (gone < 0 && takes_away(c, ev))
			gone = i;
		if (freed < 0 && c->target[0] && ev->kind == EV_DIRDEL &&
		    !strcmp(ev->obj, c->target))
			freed = i;
	}
	if (freed >= 0 && (gone < 0 || freed < gone)) {
		c->reported = 1;
		diag_report(&check_leak, c->pos, symbol_name(c->fn),
			    "%s created here points to '%s', which %s() frees at line %d before the link is removed: the link dangles; call %s() before %s()",
			    c->label, c->target, symbol_name(seq->ev[freed]->fn),
			    seq->ev[freed]->pos.line, c->api->partner,
			    seq->ev[freed]->api->name);
		return;
	}
	if (gone >= 0)
		return;
	c->reported = 1;
	diag_report(&check_leak, c->pos, symbol_name(c->fn),
		    "%s created here by %s() is never removed by %s() at line %d: call %s() there",
		    c->label, c->api->name, symbol_name(teardown),
		    line_of(teardown), c->api->partner);
}

/*
 * The teardowns of an init-like callback: remove() of the same driver
 * structure, module_exit() for module_init(), and every release.
 */
static void teardowns_of(struct sysfs_index *idx,
			 const struct sysfs_callback *init,
			 struct symbol_list **out)
{
	const struct sysfs_callback *cb;

	FOR_EACH_PTR(idx->callbacks, cb) {
		if (init->role == ROLE_PROBE && cb->role == ROLE_REMOVE &&
		    (!init->holder || !cb->holder || cb->holder == init->holder))
			add_symbol(out, cb->fn);
		if (init->role == ROLE_MODULE_INIT && cb->role == ROLE_MODULE_EXIT)
			add_symbol(out, cb->fn);
	} END_FOR_EACH_PTR(cb);
}

/* Does @init (of @type) set a member of role @role non-zero, at any depth? */
static int sets_role(struct symbol *type, struct expression *init,
		     enum sysfs_member_role role)
{
	struct expression *entry, *value;

	value = strip_casts(sysfs_initializer_member(type, init, role));
	if (value && get_expression_value_silent(value))
		return 1;
	/* Or in a structure it embeds: .driver = { ... }. */
	if (!init || init->type != EXPR_INITIALIZER)
		return 0;
	FOR_EACH_PTR(init->expr_list, entry) {
		value = entry->type == EXPR_POS ? strip_casts(entry->init_expr) :
						  NULL;
		if (value && value->type == EXPR_INITIALIZER && entry->ctype &&
		    sets_role(entry->ctype, value, role))
			return 1;
	} END_FOR_EACH_PTR(entry);
	return 0;
}

/*
 * A probe whose devices never go: a built-in driver (the file has no
 * module_exit()) that cannot be unbound through sysfs
 * (.suppress_bind_attrs). What it made stays as long as the system runs.
 */
static int never_unbound(struct sysfs_index *idx,
			 const struct sysfs_callback *init)
{
	const struct sysfs_callback *cb;

	if (init->role != ROLE_PROBE || !init->holder)
		return 0;
	FOR_EACH_PTR(idx->callbacks, cb) {
		if (cb->role == ROLE_MODULE_EXIT)
			return 0;
	} END_FOR_EACH_PTR(cb);
	return sets_role(init->holder, init->holder->initializer,
			 ROLE_NO_UNBIND);
}

static void pair_init(struct sysfs_index *idx, const struct sysfs_callback *init)
{
	struct symbol_list *fns = NULL, *deferred = NULL, *teardowns = NULL;
	struct symbol_list *hooks = NULL;
	struct sequence seq = { 0 };
	const struct sysfs_callback *cb;
	struct symbol *fn, *main_teardown;
	int i;

	teardowns_of(idx, init, &teardowns);
	collect_init(init->fn, &fns, &deferred, &hooks);
	if (!teardowns && (!deferred || never_unbound(idx, init)))
		goto out;
	main_teardown = teardowns ? ptr_list_nth(teardowns, 0) :
				    ptr_list_nth(deferred, 0);
	FOR_EACH_PTR(teardowns, fn) {
		seq_function(&seq, fn);
	} END_FOR_EACH_PTR(fn);
	FOR_EACH_PTR(deferred, fn) {
		seq_function(&seq, fn);
	} END_FOR_EACH_PTR(fn);
	FOR_EACH_PTR(hooks, fn) {
		seq_function(&seq, fn);
	} END_FOR_EACH_PTR(fn);
	/*
	 * Every release, and every teardown handler of an ops structure:
	 * the core runs it when the interface is unregistered.
	 */
	FOR_EACH_PTR(idx->callbacks, cb) {
		if (cb->role == ROLE_RELEASE || cb->role == ROLE_TEARDOWN)
			seq_function(&seq, cb->fn);
	} END_FOR_EACH_PTR(cb);

	for (i = 0; i < nr_events; i++) {
		struct event *c = &events[i];

		if (c->kind != EV_CREATE || c->reported || c->shared_key)
			continue;
		if (!symbol_in_list(fns, c->fn))
			continue;
		check_teardown(idx, c, main_teardown, &seq);
	}
out:
	seq_free(&seq);
	free_ptr_list(&fns);
	free_ptr_list(&deferred);
	free_ptr_list(&hooks);
	free_ptr_list(&teardowns);
}

/* Error unwind, on the linearized code */

#define MAX_FACTS 64
#define MAX_PATH 512
#define MAX_STEPS 20000

enum fact_state { F_OK, F_ERR };

#define VALUE_LEN 96

/* What a branch told about a value, by value_key(). */
struct fact {
	char key[VALUE_LEN];
	enum fact_state state;
};

struct unwind {
	struct event *c;
	struct instruction *create;
	struct symbol *fn;
	struct fact facts[MAX_FACTS];
	int nr_facts;
	struct instruction *srcs[MAX_PATH];	/* phi sources passed */
	struct position src_pos[MAX_PATH];	/* where, in the input */
	int nr_srcs;
	struct position last;		/* last position in the input */
	struct basic_block *blocks[MAX_PATH];
	int nr_blocks;
	int steps;
	struct position fail;			/* the return looked at */
	struct position best;			/* the first leaking one */
	int found;
	int helper;		/* create is a call of the helper doing it */
	int passes_on;		/* helper: @fn's failure is the kernel's */
	/*
	 * Past the create again, a later turn of a loop: the facts about
	 * its result before turn_facts are the earlier turn's.
	 */
	int next_turn;
	int turn_facts;
	int loop_ok;		/* no remove of it in the function at all */
	int found_plain;	/* a leaking return outside a later turn */
	char target_key[VALUE_LEN];
	/* Values found non-zero wherever the create runs, or not. */
	pseudo_t nonzero[8];
	int nonzero_known[8];
	int nr_nonzero;
};

static int is_cast(int opcode)
{
	switch (opcode) {
	case OP_TRUNC: case OP_ZEXT: case OP_SEXT:
	case OP_UTPTR: case OP_PTRTU: case OP_PTRCAST:
		return 1;
	default:
		return 0;
	}
}

static pseudo_t uncast(pseudo_t p)
{
	while (p && p->type == PSEUDO_REG && p->def && is_cast(p->def->opcode))
		p = p->def->src;
	return p;
}

/*
 * A name for the value @p holds, the same for two loads of one member or
 * two calls of one function of the file with the same arguments, so that
 * "if (has_x(pdev))" twice is taken the same way (an approximation: the
 * memory or the function's result could have changed in between). Calls
 * of the sysfs API and unknown values are themselves.
 */
static void value_key(pseudo_t p, char *buf, size_t size, int depth)
{
	struct instruction *def;
	char a[VALUE_LEN / 2 - 8], b[VALUE_LEN / 2 - 8];
	pseudo_t arg;
	size_t len;

	p = uncast(p);
	if (!p) {
		snprintf(buf, size, "?");
		return;
	}
	def = p->type == PSEUDO_REG ? p->def : NULL;
	switch (p->type) {
	case PSEUDO_VAL:
		snprintf(buf, size, "%lld", p->value);
		return;
	case PSEUDO_SYM:
		snprintf(buf, size, "s%p", (void *)p->sym);
		return;
	case PSEUDO_ARG:
		snprintf(buf, size, "a%d", p->nr);
		return;
	default:
		break;
	}
	if (!def || depth > 4) {
		snprintf(buf, size, "r%p", (void *)p);
		return;
	}
	if (def->opcode == OP_LOAD) {
		value_key(def->src, a, sizeof(a), depth + 1);
		snprintf(buf, size, "L(%s+%lld)", a, def->offset);
		return;
	}
	if ((def->opcode >= OP_ADD && def->opcode <= OP_XOR) ||
	    (def->opcode >= OP_SET_EQ && def->opcode <= OP_SET_NE)) {
		value_key(def->src1, a, sizeof(a), depth + 1);
		value_key(def->src2, b, sizeof(b), depth + 1);
		snprintf(buf, size, "%d(%s,%s)", def->opcode, a, b);
		return;
	}
	if (def->opcode == OP_CALL && def->func &&
	    def->func->type == PSEUDO_SYM &&
	    !sysfs_function_lookup(def->func->sym)) {
		snprintf(buf, size, "C%p(", (void *)def->func->sym);
		FOR_EACH_PTR(def->arguments, arg) {
			value_key(arg, a, sizeof(a), depth + 1);
			len = strlen(buf);
			snprintf(buf + len, size - len, "%s,", a);
		} END_FOR_EACH_PTR(arg);
		return;
	}
	snprintf(buf, size, "r%p", (void *)p);
}

static int fact_of(struct unwind *u, pseudo_t p)
{
	char key[VALUE_LEN];
	int i;

	value_key(p, key, sizeof(key), 0);
	for (i = u->nr_facts - 1; i >= 0; i--) {
		if (i < u->turn_facts && !strcmp(key, u->target_key))
			break;
		if (!strcmp(u->facts[i].key, key))
			return u->facts[i].state;
	}
	return -1;
}

/* Learn @p is @state; 0 when that contradicts the path so far. */
static int learn(struct unwind *u, pseudo_t p, enum fact_state state)
{
	int known;

	p = uncast(p);
	if (!p || p->type != PSEUDO_REG)
		return 1;
	known = fact_of(u, p);
	if (known >= 0)
		return known == (int)state;
	if (u->nr_facts < MAX_FACTS) {
		value_key(p, u->facts[u->nr_facts].key, VALUE_LEN, 0);
		u->facts[u->nr_facts].state = state;
		u->nr_facts++;
	}
	return 1;
}

static int is_const(pseudo_t p, long long *value, int size)
{
	if (!p || p->type != PSEUDO_VAL)
		return 0;
	*value = size > 0 && size < 64 ? sign_extend(p->value, size) : p->value;
	return 1;
}

/*
 * The branch on @cond goes the way @truth: what that says about the
 * values it tests. 0 when the branch cannot be taken on this path.
 */
static int learn_branch(struct unwind *u, pseudo_t cond, int truth)
{
	struct instruction *def;
	long long k;
	pseudo_t x;

	if (!learn(u, cond, truth ? F_ERR : F_OK))
		return 0;
	cond = uncast(cond);
	if (!cond || cond->type != PSEUDO_REG || !cond->def)
		return 1;
	def = cond->def;
	if (def->opcode < OP_SET_EQ || def->opcode > OP_SET_NE)
		return 1;
	x = def->src1;
	if (!is_const(def->src2, &k, def->itype ? def->itype->bit_size : 0))
		return 1;
	switch (def->opcode) {
	case OP_SET_NE:
		return k ? 1 : learn(u, x, truth ? F_ERR : F_OK);
	case OP_SET_EQ:
		return k ? 1 : learn(u, x, truth ? F_OK : F_ERR);
	case OP_SET_LT:
	case OP_SET_LE:
		return k ? 1 : (truth ? learn(u, x, F_ERR) : 1);
	case OP_SET_GE:
	case OP_SET_GT:
		return k ? 1 : (truth ? 1 : learn(u, x, F_ERR));
	case OP_SET_AE:
	case OP_SET_A:
		/* IS_ERR(): above the last 4095 addresses. */
		if (k < -4096 || k >= 0)
			return 1;
		return learn(u, x, truth ? F_ERR : F_OK);
	case OP_SET_B:
	case OP_SET_BE:
		if (k < -4096 || k >= 0)
			return 1;
		return learn(u, x, truth ? F_OK : F_ERR);
	default:
		return 1;
	}
}

static struct event *event_at(struct symbol *fn, struct position pos,
			      struct symbol *callee)
{
	int i;

	for (i = 0; i < nr_events; i++) {
		struct event *ev = &events[i];

		if (ev->kind == EV_SET || ev->kind == EV_HOOK)
			continue;
		if (ev->fn == fn && same_position(ev->pos, pos) &&
		    (!ev->api || !callee || ev->api->ident == callee->ident))
			return ev;
	}
	return NULL;
}

/* Does @fn, or a function of the file it calls, take away @c? */
static int function_takes_away(struct symbol *fn, const struct event *c,
			       struct symbol_list **visited)
{
	int i;

	if (seen(visited, fn))
		return 0;
	for (i = 0; i < nr_events; i++) {
		const struct event *ev = &events[i];

		if (ev->fn != fn)
			continue;
		if (ev->kind == EV_CALL &&
		    function_takes_away(ev->callee, c, visited))
			return 1;
		if (takes_away(c, ev))
			return 1;
	}
	return 0;
}

static const char *string_of(pseudo_t p)
{
	struct expression *init;

	if (!p || p->type != PSEUDO_SYM || p->sym->ident)
		return NULL;
	init = p->sym->initializer;
	return init && init->type == EXPR_STRING ? init->string->data : NULL;
}

static pseudo_t key_pseudo(struct instruction *call)
{
	const struct sysfs_function *api;

	if (call->opcode != OP_CALL || !call->func ||
	    call->func->type != PSEUDO_SYM)
		return NULL;
	api = sysfs_function_lookup(call->func->sym);
	if (!api || api->key_arg == NO_ARG)
		return NULL;
	return ptr_list_nth(call->arguments, api->key_arg);
}

/*
 * A remove inlined from a header has no position in the file: compare the
 * keys the two calls pass (the same symbol, or strings alike).
 */
static int inlined_remove(struct unwind *u, struct instruction *insn,
			  const struct sysfs_function *api)
{
	pseudo_t a = key_pseudo(u->create), b = key_pseudo(insn);
	const char *sa = string_of(a), *sb = string_of(b);

	if (!api || api->role != FN_REMOVE || api->entry != u->c->api->entry ||
	    !a || !b)
		return 0;
	if (a == b)
		return 1;
	if (a->type == PSEUDO_SYM && b->type == PSEUDO_SYM && a->sym == b->sym)
		return 1;
	return sa && sb && !strcmp(sa, sb);
}

/*
 * A call that passes the address of an ops structure whose teardown
 * handler (a ROLE_TEARDOWN row: ipmi_smi_handlers.shutdown) takes @c away:
 * the core it registers with runs the handler when the registration fails,
 * and later at unregistration, like a devm action.
 */
static int ops_teardown_takes_away(struct unwind *u, struct instruction *insn)
{
	struct symbol_list *visited = NULL;
	struct expression *value;
	struct symbol *def;
	pseudo_t arg;
	int found = 0;

	if (insn->opcode != OP_CALL)
		return 0;
	FOR_EACH_PTR(insn->arguments, arg) {
		if (found || arg->type != PSEUDO_SYM || !arg->sym->initializer)
			continue;
		value = strip_casts(sysfs_initializer_member(arg->sym,
				arg->sym->initializer, ROLE_TEARDOWN));
		if (!value || value->type != EXPR_SYMBOL)
			continue;
		def = function_definition(value->symbol);
		if (def && has_body(def))
			found = function_takes_away(def, u->c, &visited);
	} END_FOR_EACH_PTR(arg);
	free_ptr_list(&visited);
	return found;
}

static int call_takes_away(struct unwind *u, struct instruction *insn)
{
	const struct sysfs_function *api;
	struct symbol *callee, *def;
	struct symbol_list *visited = NULL;
	struct event *ev;
	int found;

	if (!insn->func || insn->func->type != PSEUDO_SYM)
		return 0;
	callee = insn->func->sym;
	ev = event_at(u->fn, insn->pos, callee);
	if (ev && takes_away(u->c, ev))
		return 1;
	if (!ev && insn->pos.stream != u->c->pos.stream &&
	    inlined_remove(u, insn, sysfs_function_lookup(callee)))
		return 1;
	/* devm actions also run when probe() fails. */
	if (ev && ev->kind == EV_DEFER &&
	    function_takes_away(ev->callee, u->c, &visited)) {
		free_ptr_list(&visited);
		return 1;
	}
	free_ptr_list(&visited);
	api = sysfs_function_lookup(callee);
	if (api && api->role == FN_DEFER && insn->opcode == OP_CALL) {
		pseudo_t action = ptr_list_nth(insn->arguments, api->key_arg);

		def = action && action->type == PSEUDO_SYM ?
			function_definition(action->sym) : NULL;
		if (def && has_body(def) &&
		    function_takes_away(def, u->c, &visited)) {
			free_ptr_list(&visited);
			return 1;
		}
		free_ptr_list(&visited);
	}
	if (ops_teardown_takes_away(u, insn))
		return 1;
	def = function_definition(callee);
	if (!def || !has_body(def))
		return 0;
	found = function_takes_away(def, u->c, &visited);
	free_ptr_list(&visited);
	return found;
}

/* Is the value @v returned on this path an error? */
static int returns_error(struct unwind *u, pseudo_t v, int size)
{
	struct instruction *def;
	pseudo_t arg;
	long long k;
	int i, depth;

	for (depth = 0; depth < 16 && v; depth++) {
		if (is_const(v, &k, size))
			return k < 0;
		if (v->type != PSEUDO_REG || !v->def)
			return 0;
		/*
		 * "if (!ret) ... else undo(); return ret;": the helper's
		 * result tested through the phi that merges it.
		 */
		if (u->helper && fact_of(u, v) == F_ERR)
			return 1;
		def = v->def;
		if (is_cast(def->opcode)) {
			v = def->src;
			continue;
		}
		if (def->opcode == OP_PHI) {
			pseudo_t next = NULL;

			for (i = u->nr_srcs - 1; i >= 0 && !next; i--) {
				pseudo_t src;

				FOR_EACH_PTR(def->phi_list, src) {
					if (src == u->srcs[i]->target) {
						next = u->srcs[i]->phi_src;
						u->fail = u->src_pos[i];
						break;
					}
				} END_FOR_EACH_PTR(src);
			}
			v = next;
			continue;
		}
		if (def->opcode == OP_SEL) {
			int known = fact_of(u, def->src1);

			if (known < 0)
				return 0;
			v = known == F_ERR ? def->src2 : def->src3;
			continue;
		}
		if (uncast(v) == u->create->target && !u->helper)
			return u->next_turn && fact_of(u, v) == F_ERR;
		/*
		 * "return helper(pdev);" in a probe: the helper's failure
		 * goes out as it is, with what the helper left behind. Not
		 * in a helper of the file: its own callers may undo it.
		 */
		if (uncast(v) == u->create->target && u->passes_on)
			return fact_of(u, v) != F_OK;
		if (fact_of(u, v) == F_ERR)
			return 1;
		/* dev_err_probe(dev, err, ...) and the like pass err on. */
		if (def->opcode == OP_CALL && def->func &&
		    def->func->type == PSEUDO_SYM &&
		    !function_body(function_definition(def->func->sym))) {
			FOR_EACH_PTR(def->arguments, arg) {
				if (fact_of(u, arg) == F_ERR &&
				    (u->helper ||
				     uncast(arg) != u->create->target))
					return 1;
			} END_FOR_EACH_PTR(arg);
		}
		return 0;
	}
	return 0;
}

static int walk_block(struct unwind *u, struct basic_block *bb,
		      struct instruction *after);

/* Does @fn assign the variable or member @text? */
static int assigns(struct symbol *fn, const char *text)
{
	int i;

	for (i = 0; i < nr_events; i++)
		if (events[i].fn == fn && events[i].kind == EV_SET &&
		    !strcmp(events[i].key, text))
			return 1;
	return 0;
}

/*
 * The same condition spelled through one more pointer:
 * "data->pdata->en_ambl_sens" and "pdata->en_ambl_sens" after
 * "data->pdata = pdata". The shorter one must itself be a member access.
 */
static int reached_through(const char *longer, const char *shorter)
{
	size_t n = strlen(longer), k = strlen(shorter);

	if (k + 2 > n || strcmp(longer + n - k, shorter) ||
	    (!strstr(shorter, "->") && !strchr(shorter, '.')))
		return 0;
	return longer[n - k - 1] == '.' ||
	       (longer[n - k - 1] == '>' && longer[n - k - 2] == '-');
}

static int same_condition(const char *a, const char *b)
{
	return !strcmp(a, b) || reached_through(a, b) || reached_through(b, a);
}

/* A remove of u->c under the create's condition, or a flag the function sets. */
static int guarded_remove(struct unwind *u, const struct event *ev)
{
	return ev->kind == EV_REMOVE && ev->guard[0] &&
	       (same_condition(ev->guard, u->c->guard) ||
		assigns(u->fn, ev->guard)) && takes_away(u->c, ev);
}

static int has_guarded_remove(struct unwind *u)
{
	int i;

	for (i = 0; i < nr_events; i++)
		if (events[i].fn == u->fn && guarded_remove(u, &events[i]))
			return 1;
	return 0;
}

/*
 * Does @bb itself call a remove of u->c made under the create's condition,
 * or under a flag the function sets?
 */
static int guarded_remove_in(struct unwind *u, struct basic_block *bb)
{
	struct instruction *insn;
	struct event *ev;

	if (!bb)
		return 0;
	FOR_EACH_PTR(bb->insns, insn) {
		if (!insn->bb || insn->opcode != OP_CALL || !insn->func ||
		    insn->func->type != PSEUDO_SYM)
			continue;
		ev = event_at(u->fn, insn->pos, insn->func->sym);
		if (ev && guarded_remove(u, ev))
			return 1;
		/* sysfs_remove_file() inlined: its call has the header's position. */
		if (!ev && insn->pos.stream != u->c->pos.stream &&
		    inlined_remove(u, insn, sysfs_function_lookup(insn->func->sym)) &&
		    has_guarded_remove(u))
			return 1;
	} END_FOR_EACH_PTR(insn);
	return 0;
}

/*
 * "if (data->vrm) create(); ... err: if (data->vrm) remove();": the
 * branch of the second test into the remove is the one this path takes
 * (1: true, 0: false); -1 when the branch is no such test. The
 * condition is taken to be unchanged in between.
 */
static int same_guard(struct unwind *u, struct instruction *cbr)
{
	int t, f;

	if (u->helper || u->fn != u->c->fn)
		return -1;
	t = guarded_remove_in(u, cbr->bb_true);
	f = guarded_remove_in(u, cbr->bb_false);
	if (t == f)
		return -1;
	return t;
}

/* @v with its casts and the phis this path chose resolved. */
static pseudo_t path_value(struct unwind *u, pseudo_t v)
{
	pseudo_t next, src;
	int depth, i;

	for (depth = 0; depth < 16; depth++) {
		v = uncast(v);
		if (!v || v->type != PSEUDO_REG || !v->def ||
		    v->def->opcode != OP_PHI)
			return v;
		next = NULL;
		for (i = u->nr_srcs - 1; i >= 0 && !next; i--) {
			FOR_EACH_PTR(v->def->phi_list, src) {
				if (src == u->srcs[i]->target) {
					next = u->srcs[i]->phi_src;
					break;
				}
			} END_FOR_EACH_PTR(src);
		}
		if (!next)
			return v;
		v = next;
	}
	return v;
}

/*
 * Is @cbr a test of @x against 0? The edge on which x is non-zero (1:
 * true, 0: false), or -1.
 */
static int nonzero_edge(struct instruction *cbr, pseudo_t x)
{
	pseudo_t c = uncast(cbr->cond);
	struct instruction *def;
	long long k;

	if (c == x)
		return 1;
	def = c && c->type == PSEUDO_REG ? c->def : NULL;
	if (!def || (def->opcode != OP_SET_NE && def->opcode != OP_SET_EQ) ||
	    uncast(def->src1) != x || !is_const(def->src2, &k, 0) || k)
		return -1;
	return def->opcode == OP_SET_NE;
}

/* sparse's marks for walks over the blocks (flow.h clashes with linearize.h). */
extern unsigned long bb_generation;

/*
 * Is @x non-zero wherever @target runs: is @target unreachable from the
 * function's entry when, at each test of x against 0, only the edge where
 * x is 0 is followed? ("dev = alloc(); if (!dev) goto fail; ... create")
 */
static int nonzero_at(struct basic_block *target, pseudo_t x)
{
	struct entrypoint *ep = target->ep;
	struct basic_block **stack, *bb, *child;
	struct instruction *last, *insn;
	unsigned long gen = ++bb_generation;
	int n = 0, max, edge, reached = 0;

	if (!ep || !ep->entry || !ep->entry->bb)
		return 0;
	max = ptr_list_size((struct ptr_list *)ep->bbs) + 1;
	stack = malloc(max * sizeof(*stack));
	if (!stack)
		die("out of memory");
	stack[n++] = ep->entry->bb;
	ep->entry->bb->generation = gen;
	while (n && !reached) {
		bb = stack[--n];
		if (bb == target) {
			reached = 1;
			break;
		}
		last = NULL;
		FOR_EACH_PTR(bb->insns, insn) {
			if (insn->bb)
				last = insn;
		} END_FOR_EACH_PTR(insn);
		edge = last && last->opcode == OP_CBR ? nonzero_edge(last, x) : -1;
		FOR_EACH_PTR(bb->children, child) {
			if (child->generation == gen)
				continue;
			/* Only where x is 0. */
			if (edge >= 0 &&
			    child != (edge ? last->bb_false : last->bb_true))
				continue;
			if (n == max) {
				reached = 1;
				break;
			}
			child->generation = gen;
			stack[n++] = child;
		} END_FOR_EACH_PTR(child);
	}
	free(stack);
	return !reached;
}

/*
 * "if (dev)" on the error path, where dev was found non-NULL before the
 * create: the branch taken (1: true, 0: false), or -1 when not known.
 * The value is the one this path's phis chose.
 */
static int known_branch(struct unwind *u, struct instruction *cbr)
{
	pseudo_t x = path_value(u, cbr->cond);
	struct instruction *def;
	long long k;
	int edge = 1, i, known;

	def = x && x->type == PSEUDO_REG ? x->def : NULL;
	if (def && (def->opcode == OP_SET_NE || def->opcode == OP_SET_EQ) &&
	    is_const(def->src2, &k, 0) && !k) {
		x = path_value(u, def->src1);
		edge = def->opcode == OP_SET_NE;
	}
	if (!x || x->type != PSEUDO_REG || !x->def)
		return -1;
	/* Made again on this path (a loop): another value. */
	for (i = 0; i < u->nr_blocks; i++)
		if (u->blocks[i] == x->def->bb)
			return -1;
	for (i = 0; i < u->nr_nonzero; i++)
		if (u->nonzero[i] == x)
			return u->nonzero_known[i] ? edge : -1;
	known = nonzero_at(u->create->bb, x);
	if (u->nr_nonzero < 8) {
		u->nonzero[u->nr_nonzero] = x;
		u->nonzero_known[u->nr_nonzero++] = known;
	}
	return known ? edge : -1;
}

static int walk_to(struct unwind *u, struct basic_block *bb)
{
	int i, found, nr_facts = u->nr_facts, nr_srcs = u->nr_srcs;
	int next_turn = u->next_turn, turn_facts = u->turn_facts;
	struct position last = u->last;

	if (!bb || u->nr_blocks >= MAX_PATH || ++u->steps > MAX_STEPS)
		return 0;
	for (i = 0; i < u->nr_blocks; i++)
		if (u->blocks[i] == bb &&
		    (i || !u->loop_ok || u->next_turn))
			return 0;
	u->blocks[u->nr_blocks++] = bb;
	found = walk_block(u, bb, NULL);
	u->nr_blocks--;
	u->nr_facts = nr_facts;
	u->nr_srcs = nr_srcs;
	u->last = last;
	u->next_turn = next_turn;
	u->turn_facts = turn_facts;
	return found;
}

static int branch(struct unwind *u, pseudo_t cond, int truth,
		  struct basic_block *target)
{
	int nr_facts = u->nr_facts, found = 0;

	if (learn_branch(u, cond, truth) &&
	    (u->helper || u->next_turn ||
	     fact_of(u, u->create->target) != F_ERR))
		found = walk_to(u, target);
	u->nr_facts = nr_facts;
	return found;
}

/* Walks @bb from the instruction after @after (from its start if NULL). */
static int walk_block(struct unwind *u, struct basic_block *bb,
		      struct instruction *after)
{
	struct instruction *insn;
	struct multijmp *jmp;
	struct basic_block *child;
	int started = !after;

	FOR_EACH_PTR(bb->insns, insn) {
		if (!started) {
			started = insn == after;
			continue;
		}
		if (!insn->bb)
			continue;
		if (insn->pos.stream == u->c->pos.stream)
			u->last = insn->pos;
		switch (insn->opcode) {
		case OP_CALL:
		case OP_INLINED_CALL:
			if (insn == u->create && u->loop_ok && !u->next_turn) {
				/*
				 * The next turn of the loop: its own failure
				 * leaves what the earlier turns made.
				 */
				u->next_turn = 1;
				u->turn_facts = u->nr_facts;
				break;
			}
			if (insn == u->create || call_takes_away(u, insn))
				return 0;
			break;
		case OP_PHISOURCE:
			if (u->nr_srcs < MAX_PATH) {
				u->src_pos[u->nr_srcs] = u->last;
				u->srcs[u->nr_srcs++] = insn;
			}
			break;
		case OP_RET:
			u->fail = u->last;
			if (!returns_error(u, insn->src, insn->size))
				return 0;
			if (!u->found || u->fail.line < u->best.line) {
				u->best = u->fail;
				u->found = 1;
			}
			if (!u->next_turn)
				u->found_plain = 1;
			return 0;
		case OP_BR:
			return walk_to(u, insn->bb_true);
		case OP_CBR:
			switch (known_branch(u, insn)) {
			case 1:
				return branch(u, insn->cond, 1, insn->bb_true);
			case 0:
				return branch(u, insn->cond, 0, insn->bb_false);
			}
			switch (same_guard(u, insn)) {
			case 1:
				return branch(u, insn->cond, 1, insn->bb_true);
			case 0:
				return branch(u, insn->cond, 0, insn->bb_false);
			}
			return branch(u, insn->cond, 1, insn->bb_true) ||
			       branch(u, insn->cond, 0, insn->bb_false);
		case OP_SWITCH:
			FOR_EACH_PTR(insn->multijmp_list, jmp) {
				if (walk_to(u, jmp->target))
					return 1;
			} END_FOR_EACH_PTR(jmp);
			return 0;
		case OP_UNREACH:
		case OP_COMPUTEDGOTO:
			return 0;
		default:
			break;
		}
	} END_FOR_EACH_PTR(insn);
	FOR_EACH_PTR(bb->children, child) {
		if (walk_to(u, child))
			return 1;
	} END_FOR_EACH_PTR(child);
	return 0;
}

static int returns_int(struct symbol *fn)
{
	struct symbol *type = type_base(fn), *ret;

	if (!type || type->type != SYM_FN)
		return 0;
	ret = type_base(type->ctype.base_type);
	return ret && is_int_type(ret) && is_signed_type(ret) &&
	       ret->bit_size > 1;
}

static int has_create(struct symbol *fn)
{
	int i;

	for (i = 0; i < nr_events; i++)
		if (events[i].fn == fn && events[i].kind == EV_CREATE)
			return 1;
	return 0;
}

/* Does @fn call a function of the file that creates? */
static int calls_creator(struct symbol *fn)
{
	int i;

	for (i = 0; i < nr_events; i++)
		if (events[i].fn == fn && events[i].kind == EV_CALL &&
		    events[i].callee != fn && has_create(events[i].callee))
			return 1;
	return 0;
}

static int leak_wants_ir(struct sysfs_index *idx, struct symbol *fn)
{
	return returns_int(fn) && (has_create(fn) || calls_creator(fn));
}

/* attrs[i] created in a loop: the remove loop on the way out is enough. */
static int removed_in_loop(struct event *c)
{
	struct symbol_list *visited = NULL;
	int found;

	if (!strstr(c->key, "[]"))
		return 0;
	found = function_takes_away(c->fn, c, &visited);
	free_ptr_list(&visited);
	return found;
}

/*
 * Follows the paths from @insn in @fn: the create of @c itself, or
 * (helper) a call of the function of the file that creates @c, whose
 * failure then does not end the path. The first leaking return's line,
 * or 0.
 */
static int unwind_from(struct event *c, struct symbol *fn,
		       struct instruction *insn, int helper, int passes_on)
{
	struct unwind *u = calloc(1, sizeof(*u));
	int line = 0;

	if (!u)
		die("out of memory");
	u->c = c;
	u->create = insn;
	u->fn = fn;
	u->helper = helper;
	u->passes_on = passes_on;
	value_key(insn->target, u->target_key, VALUE_LEN, 0);
	/*
	 * A create in a loop: a later turn's failure is an error path of
	 * the earlier turns' creates, unless the function unwinds them
	 * somewhere (its remove loop, whose bounds are not followed).
	 */
	if (!helper) {
		struct symbol_list *visited = NULL;

		u->loop_ok = !function_takes_away(fn, c, &visited);
		free_ptr_list(&visited);
	}
	u->blocks[u->nr_blocks++] = insn->bb;
	u->last = insn->pos;
	walk_block(u, insn->bb, insn);
	if (u->found && u->steps <= MAX_STEPS)
		line = u->best.line;
	if (line && !helper)
		c->helper_loop_only = !u->found_plain;
	free(u);
	return line;
}

static void report_unwind(struct event *c, struct symbol *fn, int line)
{
	c->reported = 1;
	diag_report(&check_leak, c->pos, symbol_name(c->fn),
		    "%s created here is not removed when %s() fails at line %d: call %s() on that error path",
		    c->label, symbol_name(fn), line, c->api->partner);
}

/*
 * A function of the file that other functions of the file call, and that
 * is no callback of the kernel: it may leave the unwinding to its callers
 * ("no clean up is done on error, it's up to the caller").
 */
static int is_helper(struct sysfs_index *idx, struct symbol *fn)
{
	int i;

	if (index_callback(idx, fn, ROLE_NONE))
		return 0;
	for (i = 0; i < nr_events; i++)
		if (events[i].kind == EV_CALL && events[i].callee == fn &&
		    events[i].fn != fn)
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

/* Does @fn hand its device the driver's state, as a probe does? */
static int sets_drvdata(struct symbol *fn)
{
	int i;

	for (i = 0; i < nr_events; i++)
		if (events[i].kind == EV_DRVDATA && events[i].fn == fn)
			return 1;
	return 0;
}

/*
 * A function with external linkage that is no callback of the file: its
 * callers are in other files of the module, which may undo what it leaves
 * behind when it fails, later or at once (acpi_device_setup_files(),
 * radeon_pm_late_init()). Not one exported to other modules, though: a
 * library's caller cannot know what a failed call left
 * (lp55xx_register_sysfs()); nor the probe of a driver's core, known by
 * what only a probe does, giving the device its driver's state
 * (dev_set_drvdata()): the bus glue that calls it just returns its error.
 */
static int called_elsewhere(struct sysfs_index *idx, struct symbol *fn)
{
	return !is_static(fn) && !index_callback(idx, fn, ROLE_NONE) &&
	       !index_exported(idx, fn) && !sets_drvdata(fn);
}

/*
 * Nobody in the file acts on @fn's failure: it is static, no callback, and
 * each call of it in the file throws the result away ("f(adev);") or is
 * in a function of which the same holds (amdgpu_discovery_sysfs_recurse(),
 * whose error ..._sysfs_init() returns to a caller that drops it). A
 * failure nobody sees is no error path: what was made stays and the
 * teardown, checked on its own, must remove it.
 */
static int errors_dropped(struct sysfs_index *idx, struct symbol *fn,
			  struct symbol_list **visited)
{
	int i, calls = 0;

	if (seen(visited, fn))
		return 1;
	initializers_taken(idx);
	if (!is_static(fn) || index_callback(idx, fn, ROLE_NONE) ||
	    symbol_in_list(taken, fn))
		return 0;
	for (i = 0; i < nr_events; i++) {
		const struct event *ev = &events[i];

		if (ev->kind != EV_CALL || ev->callee != fn)
			continue;
		calls++;
		if (ev->fn == fn || is_dropped(ev->pos))
			continue;
		if (!errors_dropped(idx, ev->fn, visited))
			return 0;
	}
	return calls > 0;
}

static int dropped_by_callers(struct sysfs_index *idx, struct symbol *fn)
{
	struct symbol_list *visited = NULL;
	int quiet = errors_dropped(idx, fn, &visited);

	free_ptr_list(&visited);
	return quiet;
}

static void unwind_create(struct sysfs_index *idx, struct event *c,
			  struct instruction *insn)
{
	int line = unwind_from(c, c->fn, insn, 0, 0);

	if (!line)
		return;
	c->callers_elsewhere = called_elsewhere(idx, c->fn);
	if (is_helper(idx, c->fn) || c->callers_elsewhere)
		c->helper_line = line;
	else
		report_unwind(c, c->fn, line);
}

/*
 * @insn in @fn calls @helper: each create the helper leaves behind when it
 * fails must be removed on the caller's error paths, the helper's failure
 * included. Not when nobody acts on the caller's failure: it has no error
 * path.
 */
static void unwind_helper_call(struct sysfs_index *idx, struct symbol *fn,
			       struct symbol *helper, struct instruction *insn)
{
	int i, line, quiet = dropped_by_callers(idx, fn);
	int passes_on = !is_helper(idx, fn) && !called_elsewhere(idx, fn);

	for (i = 0; i < nr_events; i++) {
		struct event *c = &events[i];

		if (c->fn != helper || c->kind != EV_CREATE || c->reported)
			continue;
		c->callers_walked++;
		/*
		 * A helper that leaks only when a later turn of its loop
		 * fails: judged on callers that pass the failure to the
		 * kernel only, not on helpers whose callers may undo it
		 * (f71882fg_create_fan_sysfs_files()) or on functions
		 * called from other files (edac_device_create_sysfs()).
		 */
		if (quiet || (c->helper_loop_only && !passes_on))
			continue;
		line = unwind_from(c, fn, insn, 1, passes_on);
		if (line && !c->caller) {
			c->caller = fn;
			c->caller_line = line;
		}
	}
}

/* The helpers' creates, once every caller was followed. */
static void report_helpers(void)
{
	int i;

	for (i = 0; i < nr_events; i++) {
		struct event *c = &events[i];

		if (c->kind != EV_CREATE || c->reported || !c->helper_line)
			continue;
		if (c->caller) {
			c->reported = 1;
			diag_report(&check_leak, c->pos, symbol_name(c->fn),
				    "%s created here is not removed when %s() fails at line %d, nor by its caller %s(), which fails at line %d: call %s() on that error path",
				    c->label, symbol_name(c->fn), c->helper_line,
				    symbol_name(c->caller), c->caller_line,
				    c->api->partner);
		} else if (!c->callers_walked && !c->callers_elsewhere) {
			report_unwind(c, c->fn, c->helper_line);
		}
	}
}

/*
 * A create the headers define inline (device_add_group() calling
 * device_add_groups()): the last call of the inlined body, which sparse
 * puts before the marker of the inlined call, gives the result to follow.
 */
static struct instruction *inlined_create(struct basic_block *bb,
					  struct instruction *marker)
{
	struct instruction *insn, *last = NULL;

	FOR_EACH_PTR(bb->insns, insn) {
		if (insn == marker)
			break;
		if (!insn->bb || insn->opcode != OP_CALL)
			continue;
		last = insn->pos.stream != marker->pos.stream ? insn : NULL;
	} END_FOR_EACH_PTR(insn);
	return last ? last : marker;
}

static void leak_function_ir(struct sysfs_index *idx, struct symbol *fn,
			     struct entrypoint *ep)
{
	struct basic_block *bb;
	struct instruction *insn;

	if (getenv("SYSFSCHECK_DEBUG_LEAK"))
		show_entry(ep);
	FOR_EACH_PTR(ep->bbs, bb) {
		FOR_EACH_PTR(bb->insns, insn) {
			struct event *c;

			if (!insn->bb || (insn->opcode != OP_CALL &&
					  insn->opcode != OP_INLINED_CALL) ||
			    !insn->func || insn->func->type != PSEUDO_SYM)
				continue;
			c = event_at(fn, insn->pos, insn->func->sym);
			if (c && c->kind == EV_CALL && insn->opcode == OP_CALL &&
			    has_create(c->callee)) {
				unwind_helper_call(idx, fn, c->callee, insn);
				continue;
			}
			if (!c || c->kind != EV_CREATE || c->reported ||
			    removed_in_loop(c))
				continue;
			if (insn->opcode == OP_INLINED_CALL)
				insn = inlined_create(bb, insn);
			unwind_create(idx, c, insn);
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
}

static void free_events(void)
{
	int i;

	free_ptr_list(&walked);
	free_ptr_list(&pending);
	free_ptr_list(&taken);
	taken_ready = 0;
	nr_aliases = 0;
	nr_dropped = 0;
	for (i = 0; i < nr_events; i++)
		free(events[i].members);
	nr_events = 0;
}

static void leak_file_end(struct sysfs_index *idx)
{
	const struct sysfs_callback *cb;
	int i;
	FILE *dbg = getenv("SYSFSCHECK_DEBUG_LEAK") ? fopen(getenv("SYSFSCHECK_DEBUG_LEAK"), "a") : NULL;

	if (dbg) {
		for (i = 0; i < nr_events; i++)
			fprintf(dbg, "%s:%d %s() kind %d obj '%s' alias '%s' typed '%s' key '%s' target '%s' %s\n",
				events[i].api ? events[i].api->name : "-",
				events[i].pos.line, symbol_name(events[i].fn),
				events[i].kind, events[i].obj, events[i].alias,
				events[i].typed, events[i].key,
				events[i].target,
				events[i].callee ? symbol_name(events[i].callee) : "");
		FOR_EACH_PTR(idx->callbacks, cb) {
			fprintf(dbg, "callback %s %s holder %s\n",
				symbol_name(cb->fn), sysfs_role_name(cb->role),
				cb->holder ? symbol_name(cb->holder) : "-");
		} END_FOR_EACH_PTR(cb);
		fclose(dbg);
	}
	report_helpers();
	FOR_EACH_PTR(idx->callbacks, cb) {
		if (cb->role == ROLE_PROBE || cb->role == ROLE_MODULE_INIT)
			pair_init(idx, cb);
	} END_FOR_EACH_PTR(cb);
	free_events();
}

static void leak_file_begin(struct sysfs_index *idx)
{
	free_events();
}

const struct sysfs_check check_leak = {
	.name = "sysfs-leak",
	.summary = "sysfs entries created at init must be removed at teardown and on error paths",
	.default_on = 1,
	.file_begin = leak_file_begin,
	.function = leak_function,
	.wants_ir = leak_wants_ir,
	.function_ir = leak_function_ir,
	.file_end = leak_file_end,
};
