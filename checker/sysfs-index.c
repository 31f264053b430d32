// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ast.h"
#include "sysfs-index.h"
#include "token.h"

/* "dst takes its value from src": assignments and argument passing. */
struct sysfs_edge {
	struct symbol *dst, *src;
};

/*
 * module_init(fn) and module_exit(fn) define these two functions returning
 * fn, for the compiler to type-check fn; they name the module's init and
 * exit functions without relying on the alias attribute.
 */
static const struct {
	const char *name;
	enum sysfs_member_role role;
} module_hooks[] = {
	{ "__inittest", ROLE_MODULE_INIT },
	{ "__exittest", ROLE_MODULE_EXIT },
};

static void *zalloc(size_t size)
{
	void *p = calloc(1, size);

	if (!p)
		die("out of memory");
	return p;
}

static int is_definition(struct symbol *sym)
{
	return function_body(sym) != NULL;
}

int index_in_input(struct sysfs_index *idx, struct position pos)
{
	return pos.stream == idx->stream;
}

int index_exported(struct sysfs_index *idx, struct symbol *fn)
{
	char name[256];
	struct symbol *sym;

	if (!fn || !fn->ident)
		return 0;
	/* An extern declaration: in the file's scope, not in its list. */
	snprintf(name, sizeof(name), "__kstrtab_%s", show_ident(fn->ident));
	sym = lookup_symbol(built_in_ident(name), NS_SYMBOL);
	return sym && index_in_input(idx, sym->pos);
}

static void add_edge(struct sysfs_index *idx, struct symbol *dst,
		     struct expression *src)
{
	struct symbol_list *roots = NULL;
	struct symbol *root;

	if (!dst)
		return;
	expr_roots(src, &roots);
	FOR_EACH_PTR(roots, root) {
		struct sysfs_edge *edge;

		if (root == dst)
			continue;
		edge = zalloc(sizeof(*edge));
		edge->dst = dst;
		edge->src = root;
		add_ptr_list(&idx->edges, edge);
	} END_FOR_EACH_PTR(root);
	free_ptr_list(&roots);
}

static struct sysfs_reach *find_reach(struct sysfs_index *idx,
				      struct symbol *sym)
{
	struct sysfs_reach *reach;

	FOR_EACH_PTR(idx->reaches, reach) {
		if (reach->sym == sym)
			return reach;
	} END_FOR_EACH_PTR(reach);
	return NULL;
}

const struct sysfs_reach *index_reach(struct sysfs_index *idx,
				      struct symbol *sym)
{
	return find_reach(idx, sym);
}

static int add_reach(struct sysfs_index *idx, struct symbol *sym,
		     enum sysfs_list list, struct position pos,
		     const char *how)
{
	struct sysfs_reach *reach;

	if (!sym || find_reach(idx, sym))
		return 0;
	reach = zalloc(sizeof(*reach));
	reach->sym = sym;
	reach->list = list;
	reach->pos = pos;
	snprintf(reach->how, sizeof(reach->how), "%s", how);
	add_ptr_list(&idx->reaches, reach);
	return 1;
}

/* Every variable @e's value comes from reaches a list through @how. */
static void sink(struct sysfs_index *idx, struct expression *e,
		 enum sysfs_list list, const char *how)
{
	struct symbol_list *roots = NULL;
	struct symbol *root;

	expr_roots(e, &roots);
	FOR_EACH_PTR(roots, root) {
		add_reach(idx, root, list, e->pos, how);
	} END_FOR_EACH_PTR(root);
	free_ptr_list(&roots);
}

static void add_callback(struct sysfs_index *idx, struct symbol *fn,
			 enum sysfs_member_role role, struct symbol *owner,
			 struct symbol *holder, struct position pos)
{
	struct sysfs_callback *cb;

	fn = function_definition(fn);
	if (!fn)
		return;
	cb = zalloc(sizeof(*cb));
	cb->fn = fn;
	cb->role = role;
	cb->flavour = owner ? sysfs_struct_tag(owner) : NULL;
	cb->holder = holder;
	cb->pos = pos;
	add_ptr_list(&idx->callbacks, cb);
}

const struct sysfs_callback *index_callback(struct sysfs_index *idx,
					    struct symbol *fn,
					    enum sysfs_member_role role)
{
	struct sysfs_callback *cb;

	fn = function_definition(fn);
	FOR_EACH_PTR(idx->callbacks, cb) {
		if (cb->fn == fn && (role == ROLE_NONE || cb->role == role))
			return cb;
	} END_FOR_EACH_PTR(cb);
	return NULL;
}

/*
 * Attribute types of a subsystem's own, learned by their shape: a struct
 * embedding a struct attribute, with function-pointer members that take
 * a page (show: last parameter "char *") or a buffer and its count
 * (store: "const char *", then a size). sysfs reaches them through a
 * ktype's sysfs_ops whose show()/store() convert the attribute with
 * container_of() and call the member: the dispatcher is in the file (it
 * casts to the type), or, for a type from a header, in the subsystem's
 * core (md, cpufreq's freq_attr, edac, iommu groups).
 */

/* The file whose index is being built or used: its learned types. */
static struct sysfs_index *current_index;

static int embeds_attribute(struct symbol *type)
{
	struct symbol *m;

	type = type_base(type);
	if (!type || type->type != SYM_STRUCT)
		return 0;
	FOR_EACH_PTR(type->symbol_list, m) {
		const char *tag = sysfs_struct_tag(m);

		if (type_base(m) && type_base(m)->type == SYM_STRUCT && tag &&
		    !strcmp(tag, TAG_ATTRIBUTE))
			return 1;
	} END_FOR_EACH_PTR(m);
	return 0;
}

static int points_to_const(struct symbol *ptr)
{
	struct symbol *pointee = type_base(ptr) ? type_base(ptr)->ctype.base_type : NULL;

	return ((type_base(ptr)->ctype.modifiers |
		 (pointee ? pointee->ctype.modifiers : 0)) & MOD_CONST) != 0;
}

static int is_char_pointer(struct symbol *type)
{
	struct symbol *base = type_base(type);

	return base && base->type == SYM_PTR && type_is_char(type_pointee(base));
}

/* The role member @member of @owner has by its shape, or ROLE_NONE. */
static enum sysfs_member_role shape_role(struct symbol *owner,
					 struct symbol *member)
{
	struct symbol *fn = type_pointee(member), *last, *before;
	int n;

	if (!fn || fn->type != SYM_FN || !embeds_attribute(owner))
		return ROLE_NONE;
	n = symbol_list_size(fn->arguments);
	last = n > 0 ? ptr_list_nth(fn->arguments, n - 1) : NULL;
	before = n > 1 ? ptr_list_nth(fn->arguments, n - 2) : NULL;
	if (last && is_char_pointer(last) && !points_to_const(last))
		return ROLE_SHOW;
	if (last && before && type_is_integer(last) &&
	    is_char_pointer(before) && points_to_const(before))
		return ROLE_STORE;
	return ROLE_NONE;
}

static int learned_type(struct sysfs_index *idx, struct symbol *type)
{
	type = type_base(type);
	return type && (symbol_in_list(idx->attr_types, type) ||
			!index_in_input(idx, type->pos));
}

/*
 * A callback member of a type of the file's own has its role only when
 * the file's sysfs_ops call it: a ktype may serve the attributes itself
 * (iscsi_boot's show() calls the kobject's, never the attribute's).
 */
static int dispatched_member(struct sysfs_index *idx, struct symbol *owner,
			     struct symbol *member)
{
	struct symbol *type = type_base(owner);

	return !type || !index_in_input(idx, type->pos) ||
	       symbol_in_list(idx->dispatched_members, member);
}

static enum sysfs_member_role learned_role(struct sysfs_index *idx,
					   struct symbol *owner,
					   struct symbol *member)
{
	enum sysfs_member_role role = shape_role(owner, member);

	return role && learned_type(idx, owner) &&
	       dispatched_member(idx, owner, member) ? role : ROLE_NONE;
}

enum sysfs_member_role sysfs_member_role(struct symbol *owner,
					 struct symbol *member)
{
	const struct sysfs_member *row = sysfs_member_lookup(owner, member);

	if (row)
		return row->role;
	return current_index ? learned_role(current_index, owner, member) :
			       ROLE_NONE;
}

/* A store into a member that has a role by shape, kept until the end. */
struct shaped_store {
	struct symbol *owner, *member, *holder;
	struct expression *value;
};

static void note_shaped_store(struct sysfs_index *idx, struct symbol *owner,
			      struct symbol *member, struct expression *value,
			      struct symbol *holder)
{
	struct shaped_store *st;

	if (!shape_role(owner, member))
		return;
	st = zalloc(sizeof(*st));
	st->owner = owner;
	st->member = member;
	st->value = value;
	st->holder = holder;
	add_ptr_list(&idx->shaped, st);
}

/* "(struct foo_attribute *)(attr - offset)": what container_of() makes. */
static void dispatch_cast(struct ast_visitor *v, struct expression *e)
{
	struct sysfs_index *idx = v->data;
	struct symbol *type;

	/* "a->show": sparse made it *(a + offset), typed as the member. */
	if (e->type == EXPR_PREOP && e->op == '*' && e->ctype &&
	    e->ctype->type == SYM_NODE && e->ctype->ident &&
	    !symbol_in_list(idx->dispatched_members, e->ctype))
		add_symbol(&idx->dispatched_members, e->ctype);
	if (e->type != EXPR_CAST && e->type != EXPR_FORCE_CAST)
		return;
	type = type_pointee(e->cast_type);
	if (type && embeds_attribute(type) &&
	    !symbol_in_list(idx->attr_types, type))
		add_symbol(&idx->attr_types, type);
}

/*
 * The types the file's sysfs_ops show()/store() convert attributes to,
 * then the callbacks stored in their members.
 */
static void learn_attribute_types(struct sysfs_index *idx)
{
	struct ast_visitor v = { .expr = dispatch_cast, .data = idx };
	struct sysfs_callback *cb;
	struct shaped_store *st;

	FOR_EACH_PTR(idx->callbacks, cb) {
		if ((cb->role == ROLE_SHOW || cb->role == ROLE_STORE) &&
		    cb->flavour && !strcmp(cb->flavour, "sysfs_ops"))
			ast_walk_function(&v, cb->fn);
	} END_FOR_EACH_PTR(cb);
	FOR_EACH_PTR(idx->shaped, st) {
		enum sysfs_member_role role;

		role = learned_role(idx, st->owner, st->member);
		if (role)
			add_callback(idx, expr_function(st->value), role,
				     st->owner, st->holder, st->value->pos);
	} END_FOR_EACH_PTR(st);
}

/*
 * @value is stored in member @member of struct @owner, in an initializer
 * of @holder or by an assignment.
 */
static void member_store(struct sysfs_index *idx, struct symbol *owner,
			 struct symbol *member, struct expression *value,
			 struct symbol *holder)
{
	const struct sysfs_member *row = sysfs_member_lookup(owner, member);
	char how[128];

	if (!value)
		return;
	if (!row) {
		note_shaped_store(idx, owner, member, value, holder);
		return;
	}
	if (row->role == ROLE_LIST) {
		if (holder)
			snprintf(how, sizeof(how), "'.%s' of '%s'",
				 show_ident(member->ident), symbol_name(holder));
		else
			snprintf(how, sizeof(how), "'.%s' of a struct %s",
				 show_ident(member->ident),
				 sysfs_struct_tag(owner) ?: "?");
		sink(idx, value, row->list, how);
		return;
	}
	add_callback(idx, expr_function(value), row->role, owner, holder,
		     value->pos);
}

static void walk_initializer(struct sysfs_index *idx, struct symbol *type,
			     struct expression *init, struct symbol *holder);

/* One "member = value" (or "[index] = value") entry of an initializer. */
static void walk_entry(struct sysfs_index *idx, struct symbol *type,
		       struct expression *entry, struct symbol *holder)
{
	struct symbol *member = entry->ctype, *sub;
	struct expression *value = entry->init_expr;

	if (type->type == SYM_ARRAY)
		sub = type_base(type->ctype.base_type);
	else
		sub = type_base(member);
	if (value && (value->type == EXPR_INITIALIZER ||
		      value->type == EXPR_POS))
		walk_initializer(idx, sub, value, holder);
	else if (type_is_aggregate(type) && member && member->ident)
		member_store(idx, type, member, value, holder);
}

/* The entries of an initializer of an object of type @type. */
static void walk_initializer(struct sysfs_index *idx, struct symbol *type,
			     struct expression *init, struct symbol *holder)
{
	struct expression *entry;

	type = type_base(type);
	if (!init || !type)
		return;
	/* A deep designator (.a.b = x) nests one entry in another. */
	if (init->type == EXPR_POS) {
		walk_entry(idx, type, init, holder);
		return;
	}
	if (init->type != EXPR_INITIALIZER)
		return;
	FOR_EACH_PTR(init->expr_list, entry) {
		if (entry->type == EXPR_POS)
			walk_entry(idx, type, entry, holder);
	} END_FOR_EACH_PTR(entry);
}

static void add_data(struct sysfs_index *idx, struct symbol *sym,
		     struct symbol *fn)
{
	struct sysfs_data *data = zalloc(sizeof(*data));

	data->sym = sym;
	data->fn = fn;
	add_ptr_list(&idx->data, data);
}

static void index_variable(struct sysfs_index *idx, struct symbol *sym,
			   struct symbol *fn)
{
	struct expression *init = sym->initializer;

	if (!init)
		return;
	add_data(idx, sym, fn);
	if (init->type == EXPR_INITIALIZER)
		walk_initializer(idx, sym, init, sym);
	else
		add_edge(idx, sym, init);
}

static struct symbol *nth_parameter(struct symbol *fn, int n)
{
	struct symbol *type = fn ? fn->ctype.base_type : NULL;

	if (!type || type->type != SYM_FN)
		return NULL;
	return ptr_list_nth(type->arguments, n);
}

/* A call: lists passed to the API, and argument flows into local code. */
static void index_call(struct sysfs_index *idx, struct symbol *caller,
		       struct expression *call)
{
	struct symbol *fn = expr_function(call->fn);
	const struct sysfs_function *api = sysfs_function_lookup(fn);
	struct symbol *def = function_definition(fn);
	struct expression *arg;
	char how[128];
	int i = 0;

	if (!fn)
		return;
	if (is_definition(def) && caller) {
		struct sysfs_call *c = zalloc(sizeof(*c));

		c->caller = caller;
		c->callee = def;
		c->pos = call->pos;
		add_ptr_list(&idx->calls, c);
	}
	snprintf(how, sizeof(how), "%s()", symbol_name(fn));
	FOR_EACH_PTR(call->args, arg) {
		struct symbol *param = nth_parameter(fn, i);

		if (api && api->list != LIST_NONE && api->key_arg == i)
			sink(idx, arg, api->list, how);
		else if (!api && param && !is_definition(def) &&
			 sysfs_list_of_type(param) != LIST_NONE)
			/* The kernel's list parameters are all NULL-terminated. */
			sink(idx, arg, sysfs_list_of_type(param), how);
		/* Into a function of this file: its parameter takes the value. */
		if (is_definition(def))
			add_edge(idx, nth_parameter(def, i), arg);
		i++;
	} END_FOR_EACH_PTR(arg);
}

struct body_walk {
	struct ast_visitor v;
	struct sysfs_index *idx;
	enum sysfs_member_role module_role;
};

static void body_expr(struct ast_visitor *v, struct expression *e)
{
	struct body_walk *w = (struct body_walk *)v;
	struct member_access access;

	switch (e->type) {
	case EXPR_ASSIGNMENT: {
		struct expression *left = strip_casts(e->left);

		if (e->op != '=')
			break;
		if (expr_member_access(left, &access)) {
			member_store(w->idx, access.owner, access.member,
				     e->right, NULL);
		} else if (left && left->type == EXPR_PREOP && left->op == '*') {
			struct expression *var = strip_casts(left->unop);

			add_edge(w->idx, expr_symbol(var), e->right);
		}
		break;
	}
	case EXPR_CALL:
		index_call(w->idx, v->fn, e);
		break;
	default:
		break;
	}
}

static void body_stmt(struct ast_visitor *v, struct statement *s)
{
	struct body_walk *w = (struct body_walk *)v;
	struct symbol *ret_type;
	char how[128];

	if (s->type != STMT_RETURN || !s->ret_value)
		return;
	if (w->module_role) {
		struct symbol *fn = expr_function(s->ret_value);

		if (fn)
			add_callback(w->idx, fn, w->module_role, NULL, NULL,
				     s->pos);
		return;
	}
	/* A function that returns a list hands it to whoever asked. */
	ret_type = type_base(v->fn->ctype.base_type);
	if (ret_type && sysfs_list_of_type(ret_type->ctype.base_type)) {
		snprintf(how, sizeof(how), "the return value of %s()",
			 symbol_name(v->fn));
		sink(w->idx, s->ret_value,
		     sysfs_list_of_type(ret_type->ctype.base_type), how);
	}
}

static void body_local(struct ast_visitor *v, struct symbol *sym)
{
	struct body_walk *w = (struct body_walk *)v;

	if (type_is_function(sym))
		return;
	index_variable(w->idx, sym, v->fn);
}

static enum sysfs_member_role module_hook_role(struct symbol *fn)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(module_hooks); i++)
		if (fn->ident && !strcmp(fn->ident->name, module_hooks[i].name))
			return module_hooks[i].role;
	return ROLE_NONE;
}

/*
 * module_init() and module_exit() define their __inittest()/__exittest() as
 * static inline functions, which sparse keeps out of the symbol list unless
 * something calls them: find them in the file's scope instead.
 */
static void index_module_hooks(struct sysfs_index *idx)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(module_hooks); i++) {
		struct symbol *hook, *type, *fn;
		struct statement *body, *s;

		hook = lookup_symbol(built_in_ident(module_hooks[i].name),
				     NS_SYMBOL);
		if (!hook || !index_in_input(idx, hook->pos))
			continue;
		type = hook->ctype.base_type;
		if (!type || type->type != SYM_FN)
			continue;
		body = type->inline_stmt ? type->inline_stmt : type->stmt;
		if (!body || body->type != STMT_COMPOUND)
			continue;
		FOR_EACH_PTR(body->stmts, s) {
			if (s->type != STMT_RETURN)
				continue;
			fn = expr_function(s->ret_value);
			if (fn && !index_callback(idx, fn, module_hooks[i].role))
				add_callback(idx, fn, module_hooks[i].role, NULL,
					     NULL, s->pos);
		} END_FOR_EACH_PTR(s);
	}
}

/* Reaching is backwards along flows: if dst reaches, so does src. */
static void propagate_reach(struct sysfs_index *idx)
{
	struct sysfs_edge *edge;
	int changed;

	do {
		changed = 0;
		FOR_EACH_PTR(idx->edges, edge) {
			struct sysfs_reach *dst = find_reach(idx, edge->dst);

			if (!dst)
				continue;
			changed |= add_reach(idx, edge->src, dst->list,
					     dst->pos, dst->how);
		} END_FOR_EACH_PTR(edge);
	} while (changed);
}

/* Arrays other files can see may reach sysfs there. */
static void exported_lists(struct sysfs_index *idx)
{
	struct sysfs_data *data;

	FOR_EACH_PTR(idx->data, data) {
		struct symbol *sym = data->sym;
		enum sysfs_list list = sysfs_list_of_type(sym);

		if (data->fn || !list)
			continue;
		if (sym->ctype.modifiers & MOD_STATIC)
			continue;
		if (type_base(sym) && type_base(sym)->type != SYM_ARRAY)
			continue;
		add_reach(idx, sym, list, sym->pos,
			  "whatever other file registers it (it is not static)");
	} END_FOR_EACH_PTR(data);
}

static int find_input_stream(const char *file)
{
	int i;

	for (i = input_stream_nr - 1; i >= 0; i--)
		if (input_streams[i].name && !strcmp(input_streams[i].name, file))
			return i;
	return -1;
}

static int reaches(struct sysfs_index *idx, struct symbol *from,
		   struct symbol *fn, struct symbol_list **seen)
{
	struct sysfs_call *c;
	struct symbol *s;

	if (from == fn)
		return 1;
	FOR_EACH_PTR(*seen, s) {
		if (s == from)
			return 0;
	} END_FOR_EACH_PTR(s);
	add_symbol(seen, from);
	FOR_EACH_PTR(idx->calls, c) {
		if (c->caller == from && reaches(idx, c->callee, fn, seen))
			return 1;
	} END_FOR_EACH_PTR(c);
	return 0;
}

int index_reaches_function(struct sysfs_index *idx, struct symbol *from,
			   struct symbol *fn)
{
	struct symbol_list *seen = NULL;
	int found;

	from = function_definition(from);
	fn = function_definition(fn);
	if (!from || !fn)
		return 0;
	found = reaches(idx, from, fn, &seen);
	free_ptr_list(&seen);
	return found;
}

struct sysfs_ir {
	struct symbol *fn;
	struct entrypoint *ep;
};

struct entrypoint *index_ir(struct sysfs_index *idx, struct symbol *fn)
{
	struct sysfs_ir *ir;

	fn = function_definition(fn);
	FOR_EACH_PTR(idx->ir, ir) {
		if (ir->fn == fn)
			return ir->ep;
	} END_FOR_EACH_PTR(ir);
	return NULL;
}

void index_note_ir(struct sysfs_index *idx, struct symbol *fn,
		   struct entrypoint *ep)
{
	struct sysfs_ir *ir;

	if (!ep || index_ir(idx, fn))
		return;
	ir = zalloc(sizeof(*ir));
	ir->fn = function_definition(fn);
	ir->ep = ep;
	add_ptr_list(&idx->ir, ir);
}

struct sysfs_context {
	const void *owner;
	void (*release)(void *state);
	void *state;
};

void *index_context(struct sysfs_index *idx, const void *owner, size_t size,
		    void (*release)(void *state))
{
	struct sysfs_context *c;

	FOR_EACH_PTR(idx->contexts, c) {
		if (c->owner == owner)
			return c->state;
	} END_FOR_EACH_PTR(c);
	c = zalloc(sizeof(*c));
	c->owner = owner;
	c->release = release;
	c->state = zalloc(size);
	add_ptr_list(&idx->contexts, c);
	return c->state;
}

struct sysfs_index *index_build(const char *file, struct symbol_list *syms)
{
	struct sysfs_index *idx = zalloc(sizeof(*idx));
	struct symbol *sym;

	idx->file = file;
	idx->symbols = syms;
	idx->stream = find_input_stream(file);
	current_index = idx;

	FOR_EACH_PTR(syms, sym) {
		if (sym->type != SYM_NODE)
			continue;
		if (is_definition(sym)) {
			/* The kernel's headers hold thousands of inlines. */
			if ((sym->ctype.modifiers & MOD_INLINE) &&
			    !index_in_input(idx, sym->pos))
				continue;
			add_symbol(&idx->functions, sym);
		} else if (!type_is_function(sym)) {
			index_variable(idx, sym, NULL);
		}
	} END_FOR_EACH_PTR(sym);

	FOR_EACH_PTR(idx->functions, sym) {
		struct body_walk w = {
			.v = {
				.expr = body_expr,
				.stmt = body_stmt,
				.local = body_local,
			},
			.idx = idx,
			.module_role = module_hook_role(sym),
		};

		ast_walk_function(&w.v, sym);
	} END_FOR_EACH_PTR(sym);

	index_module_hooks(idx);
	learn_attribute_types(idx);
	exported_lists(idx);
	propagate_reach(idx);
	return idx;
}

void index_free(struct sysfs_index *idx)
{
	struct sysfs_callback *cb;
	struct sysfs_reach *reach;
	struct sysfs_data *data;
	struct sysfs_edge *edge;
	struct sysfs_call *call;
	struct sysfs_context *context;
	struct sysfs_ir *ir;
	struct shaped_store *st;

	if (current_index == idx)
		current_index = NULL;
	FOR_EACH_PTR(idx->shaped, st) {
		free(st);
	} END_FOR_EACH_PTR(st);
	free_ptr_list(&idx->shaped);
	free_ptr_list(&idx->attr_types);
	free_ptr_list(&idx->dispatched_members);
	FOR_EACH_PTR(idx->contexts, context) {
		if (context->release)
			context->release(context->state);
		free(context->state);
		free(context);
	} END_FOR_EACH_PTR(context);
	free_ptr_list(&idx->contexts);
	FOR_EACH_PTR(idx->ir, ir) {
		free(ir);
	} END_FOR_EACH_PTR(ir);
	free_ptr_list(&idx->ir);
	FOR_EACH_PTR(idx->callbacks, cb) {
		free(cb);
	} END_FOR_EACH_PTR(cb);
	FOR_EACH_PTR(idx->reaches, reach) {
		free(reach);
	} END_FOR_EACH_PTR(reach);
	FOR_EACH_PTR(idx->data, data) {
		free(data);
	} END_FOR_EACH_PTR(data);
	FOR_EACH_PTR(idx->edges, edge) {
		free(edge);
	} END_FOR_EACH_PTR(edge);
	FOR_EACH_PTR(idx->calls, call) {
		free(call);
	} END_FOR_EACH_PTR(call);
	free_ptr_list(&idx->calls);
	free_ptr_list(&idx->callbacks);
	free_ptr_list(&idx->reaches);
	free_ptr_list(&idx->data);
	free_ptr_list(&idx->edges);
	free_ptr_list(&idx->functions);
	free(idx);
}

struct symbol *sysfs_member_with_role(struct symbol *type,
				      enum sysfs_member_role role)
{
	struct symbol *m;

	type = type_base(type);
	if (!type_is_aggregate(type))
		return NULL;
	FOR_EACH_PTR(type->symbol_list, m) {
		if (sysfs_member_role(type, m) == role)
			return m;
	} END_FOR_EACH_PTR(m);
	return NULL;
}

/* The entry of initializer @init for a member of @type with role @role. */
struct expression *sysfs_initializer_member(struct symbol *type,
					    struct expression *init,
					    enum sysfs_member_role role)
{
	struct expression *entry;

	type = type_base(type);
	if (!init || init->type != EXPR_INITIALIZER || !type_is_aggregate(type))
		return NULL;
	FOR_EACH_PTR(init->expr_list, entry) {
		if (entry->type != EXPR_POS || !entry->ctype)
			continue;
		if (sysfs_member_role(type, entry->ctype) == role)
			return entry->init_expr;
	} END_FOR_EACH_PTR(entry);
	return NULL;
}
