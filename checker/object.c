// SPDX-License-Identifier: MIT
/*
 * Objects designated by expressions, and aliases. See object.h.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ast.h"
#include "object.h"
#include "token.h"

struct ident *obj_tag(struct symbol *type)
{
	type = type_base(type);
	if (!type || (type->type != SYM_STRUCT && type->type != SYM_UNION))
		return NULL;
	return type->ident;
}

static void add_step(struct object *o, enum obj_step_kind kind,
		     struct ident *member, long long offset)
{
	struct obj_step *s;

	if (o->nr_steps == OBJ_MAX_STEPS)
		return;
	s = &o->steps[o->nr_steps++];
	s->kind = kind;
	s->member = member;
	s->offset = offset;
}

/* A variable of the file is itself; a local or parameter is its type. */
static void root_symbol(struct object *o, struct symbol *sym)
{
	struct ident *tag;

	/* An undeclared name in broken code has no symbol. */
	if (!sym) {
		o->root = OBJ_UNKNOWN;
		return;
	}
	if (!sym->ident && sym->initializer &&
	    sym->initializer->type == EXPR_STRING) {
		o->root = OBJ_STRING;
		o->string = sym->initializer->string;
		return;
	}
	if (type_is_function(sym) || !symbol_is_local(sym)) {
		o->root = sym->ident ? OBJ_GLOBAL : OBJ_UNKNOWN;
		o->name = sym->ident;
		return;
	}
	tag = obj_tag(type_pointee(sym));
	if (!tag)
		tag = obj_tag(sym);
	o->root = OBJ_TYPED;
	o->name = tag ? tag : sym->ident;
}

/*
 * The named members leading from @type to the member at @offset that is
 * named @ident or has type @want, as expr_text() writes them.
 */
static int member_path(struct object *o, struct symbol *type,
		       unsigned long offset, struct ident *ident,
		       struct symbol *want)
{
	struct member_hit hit;
	int i;

	if (!member_path_to(type, offset, ident, want, &hit))
		return 0;
	for (i = 0; i < hit.depth; i++)
		if (hit.path[i]->ident)
			add_step(o, STEP_MEMBER, hit.path[i]->ident, 0);
	return 1;
}

static void build(struct object *o, struct expression *e);

/*
 * A member access or member address @e whose object is at @addr: the
 * object, then the members leading to the one @e names (@ident) or to
 * the first of the type it points to (@want). None: not such an access.
 */
static int build_member(struct object *o, struct address *addr,
			struct ident *ident, struct symbol *want)
{
	struct object path = { 0 };
	int i;

	if (!ident && addr->offset == 0 && want == type_base(addr->type))
		return 0;
	if (!member_path(&path, addr->type, addr->offset, ident, want) ||
	    !path.nr_steps)
		return 0;
	if (addr->object)
		root_symbol(o, addr->object);
	else
		build(o, addr->pointer);
	for (i = 0; i < path.nr_steps; i++)
		add_step(o, STEP_MEMBER, path.steps[i].member, 0);
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

static void build_call(struct object *o, struct expression *e)
{
	struct symbol *fn = expr_function(e->fn);
	struct expression *arg;
	int i = 0;

	o->root = OBJ_CALL;
	o->name = fn ? fn->ident : NULL;
	o->nr_args = ptr_list_size((struct ptr_list *)e->args);
	o->args = calloc(o->nr_args ? o->nr_args : 1, sizeof(*o->args));
	if (!o->args)
		die("out of memory");
	FOR_EACH_PTR(e->args, arg) {
		build(&o->args[i++], arg);
	} END_FOR_EACH_PTR(arg);
}

static void build(struct object *o, struct expression *e)
{
	struct expression *inner;
	struct address addr;

	e = strip_casts(e);
	if (!e) {
		o->root = OBJ_UNKNOWN;
		return;
	}
	switch (e->type) {
	case EXPR_SYMBOL:
		root_symbol(o, e->symbol);
		return;
	case EXPR_STRING:
		o->root = OBJ_STRING;
		o->string = e->string;
		return;
	case EXPR_VALUE:
		o->root = OBJ_VALUE;
		o->value = e->value;
		return;
	case EXPR_PREOP:
		inner = strip_casts(e->unop);
		if (e->op == '&') {
			build(o, inner);
			return;
		}
		if (e->op != '*' || !inner)
			break;
		if (inner->type == EXPR_SYMBOL) {
			root_symbol(o, inner->symbol);
			return;
		}
		if (e->ctype && e->ctype->ident && expr_address(e->unop, &addr) &&
		    build_member(o, &addr, e->ctype->ident, NULL))
			return;
		if (inner->type == EXPR_BINOP && inner->op == '+') {
			build(o, inner->left);
			add_step(o, STEP_INDEX, NULL, 0);
			return;
		}
		break;
	case EXPR_BINOP:
		if (e->op != '+')
			break;
		inner = strip_casts(e->right);
		if (inner && inner->type == EXPR_VALUE && expr_address(e, &addr) &&
		    type_pointee(e->ctype) &&
		    build_member(o, &addr, NULL, type_pointee(e->ctype)))
			return;
		build(o, e->left);
		/* attrs[2] is one of attrs[i]: arrays compare whole. */
		if (inner && inner->type == EXPR_VALUE && !is_array(e->left))
			add_step(o, STEP_OFFSET, NULL, inner->value);
		else
			add_step(o, STEP_INDEX, NULL, 0);
		return;
	case EXPR_CALL:
		build_call(o, e);
		return;
	default:
		break;
	}
	o->root = OBJ_EXPR;
	o->expr = e;
}

void obj_of(struct object *o, struct expression *e, const char *drop)
{
	const struct obj_step *last;

	memset(o, 0, sizeof(*o));
	build(o, e);
	last = o->nr_steps ? &o->steps[o->nr_steps - 1] : NULL;
	if (drop && last && last->kind == STEP_MEMBER && last->member &&
	    !strcmp(last->member->name, drop))
		o->nr_steps--;
}

void obj_free(struct object *o)
{
	int i;

	for (i = 0; i < o->nr_args; i++)
		obj_free(&o->args[i]);
	free(o->args);
	memset(o, 0, sizeof(*o));
}

void obj_copy(struct object *dst, const struct object *src)
{
	int i;

	*dst = *src;
	if (!src->args)
		return;
	dst->args = calloc(src->nr_args ? src->nr_args : 1, sizeof(*dst->args));
	if (!dst->args)
		die("out of memory");
	for (i = 0; i < src->nr_args; i++)
		obj_copy(&dst->args[i], &src->args[i]);
}

void obj_add_path(struct object *o, const char *path)
{
	char name[64];
	const char *end;
	size_t n;

	if (!o->root || !path)
		return;
	while (*path) {
		end = strstr(path, "->");
		if (!end)
			end = path + strlen(path);
		n = end - path < (long)sizeof(name) ? end - path : sizeof(name) - 1;
		memcpy(name, path, n);
		name[n] = '\0';
		add_step(o, STEP_MEMBER, built_in_ident(name), 0);
		path = *end ? end + 2 : end;
	}
}

/* Comparing */

static int same_steps(const struct obj_step *a, const struct obj_step *b,
		      int n)
{
	int i;

	for (i = 0; i < n; i++)
		if (a[i].kind != b[i].kind || a[i].member != b[i].member ||
		    a[i].offset != b[i].offset)
			return 0;
	return 1;
}

static int same_root(const struct object *a, const struct object *b)
{
	int i;

	if (a->root != b->root)
		return 0;
	switch (a->root) {
	case OBJ_GLOBAL:
	case OBJ_TYPED:
		return a->name == b->name;
	case OBJ_STRING:
		return a->string->length == b->string->length &&
		       !memcmp(a->string->data, b->string->data,
			       a->string->length);
	case OBJ_VALUE:
		return a->value == b->value;
	case OBJ_CALL:
		if (a->name != b->name || a->nr_args != b->nr_args)
			return 0;
		for (i = 0; i < a->nr_args; i++)
			if (!obj_equal(&a->args[i], &b->args[i]))
				return 0;
		return 1;
	case OBJ_EXPR:
		return !strcmp(expr_text(a->expr), expr_text(b->expr));
	default:
		return 1;
	}
}

int obj_equal(const struct object *a, const struct object *b)
{
	return a->nr_steps == b->nr_steps && same_root(a, b) &&
	       same_steps(a->steps, b->steps, a->nr_steps);
}

int obj_present(const struct object *o)
{
	return o->root != OBJ_NONE;
}

int obj_is_typed(const struct object *o)
{
	return o->root == OBJ_TYPED;
}

int obj_is_bare(const struct object *o)
{
	int i;

	if (o->root != OBJ_TYPED)
		return 0;
	for (i = 0; i < o->nr_steps; i++)
		if (o->steps[i].kind != STEP_OFFSET)
			return 0;
	return 1;
}

static int has_step(const struct object *o, enum obj_step_kind kind)
{
	int i;

	for (i = 0; i < o->nr_args; i++)
		if (has_step(&o->args[i], kind))
			return 1;
	for (i = 0; i < o->nr_steps; i++)
		if (o->steps[i].kind == kind)
			return 1;
	return 0;
}

int obj_has_index(const struct object *o)
{
	return has_step(o, STEP_INDEX);
}

int obj_has_member(const struct object *o)
{
	return has_step(o, STEP_MEMBER);
}

static int first_index(const struct object *o)
{
	int i;

	for (i = 0; i < o->nr_steps; i++)
		if (o->steps[i].kind == STEP_INDEX)
			return i;
	return -1;
}

int obj_same_array(const struct object *a, const struct object *b)
{
	int i = first_index(a);

	return i >= 0 && i == first_index(b) && same_root(a, b) &&
	       same_steps(a->steps, b->steps, i);
}

int obj_element_of(const struct object *element, const struct object *array)
{
	int n = array->nr_steps;

	return element->nr_steps == n + 1 &&
	       element->steps[n].kind == STEP_INDEX &&
	       same_root(element, array) &&
	       same_steps(element->steps, array->steps, n);
}

int obj_indexes(const struct object *o, struct ident *name)
{
	return o->root == OBJ_GLOBAL && o->name == name && o->nr_steps &&
	       o->steps[0].kind == STEP_INDEX;
}

/* The last member step, when no element step follows it; else -1. */
static int last_member(const struct object *o)
{
	int i;

	for (i = o->nr_steps - 1; i >= 0; i--) {
		if (o->steps[i].kind == STEP_INDEX)
			return -1;
		if (o->steps[i].kind == STEP_MEMBER)
			return i;
	}
	return -1;
}

int obj_same_last_member(const struct object *a, const struct object *b)
{
	int i = last_member(a), j = last_member(b);

	return i >= 0 && j >= 0 && a->nr_steps - i == b->nr_steps - j &&
	       same_steps(a->steps + i, b->steps + j, a->nr_steps - i);
}

/* Printing */

struct text {
	char *buf;
	size_t len, size;
};

static void put(struct text *t, const char *s)
{
	size_t n = strlen(s);

	if (t->len + n >= t->size)
		n = t->size - t->len - 1;
	memcpy(t->buf + t->len, s, n);
	t->len += n;
	t->buf[t->len] = '\0';
}

static void put_object(struct text *t, const struct object *o)
{
	char num[32];
	const char *s;
	int i;

	switch (o->root) {
	case OBJ_NONE:
		return;
	case OBJ_GLOBAL:
		put(t, show_ident(o->name));
		break;
	case OBJ_TYPED:
		put(t, "<");
		put(t, o->name ? show_ident(o->name) : "?");
		put(t, ">");
		break;
	case OBJ_STRING:
		put(t, show_string(o->string));
		break;
	case OBJ_VALUE:
		snprintf(num, sizeof(num), "%lld", o->value);
		put(t, num);
		break;
	case OBJ_CALL:
		put(t, o->name ? show_ident(o->name) : "?");
		put(t, "(");
		for (i = 0; i < o->nr_args; i++) {
			if (i)
				put(t, ", ");
			put_object(t, &o->args[i]);
		}
		put(t, ")");
		break;
	case OBJ_EXPR:
		for (s = expr_text(o->expr); *s; s++) {
			if (s[0] == '-' && s[1] == '>') {
				put(t, ".");
				s++;
				continue;
			}
			num[0] = *s;
			num[1] = '\0';
			put(t, num);
		}
		break;
	default:
		put(t, "?");
		break;
	}
	for (i = 0; i < o->nr_steps; i++) {
		switch (o->steps[i].kind) {
		case STEP_MEMBER:
			put(t, ".");
			put(t, show_ident(o->steps[i].member));
			break;
		case STEP_INDEX:
			put(t, "[]");
			break;
		case STEP_OFFSET:
			snprintf(num, sizeof(num), "+%lld", o->steps[i].offset);
			put(t, num);
			break;
		}
	}
}

const char *obj_text(const struct object *o, char *buf, size_t size,
		     int upto_index)
{
	struct text t = { buf, 0, size };
	char *index;

	buf[0] = '\0';
	put_object(&t, o);
	index = upto_index ? strstr(buf, "[]") : NULL;
	if (index)
		*index = '\0';
	return buf;
}

/* Aliases */

struct obj_alias {
	struct symbol *sym;
	struct expression *value;
};

static struct obj_alias *alias_find(struct obj_alias_list *aliases,
				    struct symbol *sym)
{
	struct obj_alias *a;

	FOR_EACH_PTR(aliases, a) {
		if (a->sym == sym)
			return a;
	} END_FOR_EACH_PTR(a);
	return NULL;
}

/* "&x->member", which sparse may have turned into "x + offset". */
static int is_address(struct expression *e)
{
	struct object o;
	int member;

	e = strip_casts(e);
	if (!e || (e->type != EXPR_PREOP && e->type != EXPR_BINOP) ||
	    (e->type == EXPR_PREOP && e->op != '&') ||
	    (e->type == EXPR_BINOP && e->op != '+'))
		return 0;
	obj_of(&o, e, NULL);
	member = obj_has_member(&o);
	obj_free(&o);
	return member;
}

void obj_alias_note(struct obj_alias_list **aliases, struct expression *e)
{
	struct symbol *sym = expr_variable(e->left);
	struct obj_alias *a;

	if (e->op != '=' || !sym || !symbol_is_local(sym) || type_is_function(sym))
		return;
	a = alias_find(*aliases, sym);
	if (a || sym->initializer) {
		if (a)
			a->value = NULL;
		return;
	}
	if (!is_address(e->right))
		return;
	a = calloc(1, sizeof(*a));
	if (!a)
		die("out of memory");
	a->sym = sym;
	a->value = e->right;
	add_ptr_list(aliases, a);
}

struct expression *obj_alias_of(struct obj_alias_list *aliases,
				struct expression *e)
{
	struct symbol *sym = expr_variable(e);
	struct obj_alias *a;

	if (!sym || !symbol_is_local(sym) || type_is_function(sym))
		return NULL;
	a = alias_find(aliases, sym);
	if (a)
		return sym->initializer ? NULL : a->value;
	return is_address(sym->initializer) ? sym->initializer : NULL;
}

void obj_alias_free(struct obj_alias_list **aliases)
{
	struct obj_alias *a;

	FOR_EACH_PTR(*aliases, a) {
		free(a);
	} END_FOR_EACH_PTR(a);
	free_ptr_list(aliases);
}

int obj_within(struct expression *e, struct symbol *sym)
{
	struct address addr;

	return expr_address(e, &addr) && addr.object == sym;
}

struct symbol *obj_root_symbol(struct expression *e)
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
