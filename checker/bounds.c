// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis.h"
#include "ast.h"
#include "bounds.h"
#include "constant.h"
#include "evaluate.h"
#include "locals.h"
#include "member-values.h"
#include "summary.h"
#include "sysfs-index.h"

long string_or_null_bound(struct symbol *fn, struct expression *e)
{
	if (!e)
		return UNBOUNDED;
	return is_null_pointer(e) ? NULL_TEXT_LENGTH : string_bound(fn, e);
}

/* Tables */

struct table_use {
	struct symbol *table;
	int written;
};

static void table_use_visit(struct ast_visitor *v, struct expression *e)
{
	struct table_use *use = v->data;
	struct expression *arg;

	if (e->type == EXPR_ASSIGNMENT) {
		struct expression *left = strip_casts(e->left);

		/* "names[2] = s" is "*(names + 16) = s". */
		if (left && left->type == EXPR_PREOP && left->op == '*')
			left = left->unop;
		if (expr_roots_have(left, use->table))
			use->written = 1;
	}
	if (e->type == EXPR_PREOP && e->op == '&' &&
	    expr_roots_have(e->unop, use->table))
		use->written = 1;
	if (e->type != EXPR_CALL)
		return;
	FOR_EACH_PTR(e->args, arg) {
		if (expr_roots_have(arg, use->table))
			use->written = 1;
	} END_FOR_EACH_PTR(arg);
}

/*
 * A table local to @fn ("const char *names[] = { ... }" in its body)
 * that @fn never stores into nor passes on.
 */
static int local_table_kept(struct symbol *fn, struct symbol *table)
{
	struct table_use use = { .table = table };
	struct ast_visitor v = { .expr = table_use_visit, .data = &use };

	if (!fn || !symbol_is_local(table))
		return 0;
	ast_walk_function(&v, fn);
	return !use.written;
}

long string_table_bound(struct symbol *fn, struct symbol *table)
{
	struct expression *entry;
	long most = -1;

	if (!table || !table->initializer ||
	    table->initializer->type != EXPR_INITIALIZER)
		return UNBOUNDED;
	if (!(table->ctype.modifiers & (MOD_TOPLEVEL | MOD_STATIC)) &&
	    !local_table_kept(fn, table))
		return UNBOUNDED;
	FOR_EACH_PTR(table->initializer->expr_list, entry) {
		struct string *str;

		if (entry->type == EXPR_POS)
			entry = entry->init_expr;
		if (is_null_pointer(entry)) {
			if (most < NULL_TEXT_LENGTH)
				most = NULL_TEXT_LENGTH;
			continue;
		}
		str = expr_string(entry);
		if (!str)
			return UNBOUNDED;
		if ((long)str->length - 1 > most)
			most = str->length - 1;
	} END_FOR_EACH_PTR(entry);
	return most < 0 ? UNBOUNDED : most;
}

/*
 * The longest string of a table of literals "names[i]", or of the tables a
 * member points to ("data->temp_label[i]"), or UNBOUNDED.
 */
static long indexed_table_bound(struct symbol *fn, struct expression *e)
{
	struct expression *base;

	if (!e || e->type != EXPR_PREOP || e->op != '*')
		return UNBOUNDED;
	base = strip_casts(e->unop);
	if (!base || base->type != EXPR_BINOP || base->op != '+')
		return UNBOUNDED;
	base = strip_casts(base->left);
	if (!base)
		return UNBOUNDED;
	if (base->type == EXPR_SYMBOL)
		return string_table_bound(fn, base->symbol);
	if (base->type == EXPR_PREOP && base->op == '*')
		return member_string_bound(base);
	return UNBOUNDED;
}

long long table_first_null(struct symbol *fn, struct symbol *table,
			   long long start)
{
	struct symbol *type = type_base(table), *elem;
	struct expression *entry;
	long long n, size, i, next = 0, first;
	unsigned char *set;

	elem = type && type->type == SYM_ARRAY ? type->ctype.base_type : NULL;
	if (!elem || elem->type != SYM_PTR || elem->bit_size <= 0 ||
	    type->bit_size <= 0 || !table->initializer ||
	    table->initializer->type != EXPR_INITIALIZER)
		return -1;
	/*
	 * "const char *const names[]": the const of the entries is the
	 * array's (the pointer type's is that of its target).
	 */
	if (!((table->ctype.modifiers | type->ctype.modifiers) & MOD_CONST) &&
	    !local_table_kept(fn, table))
		return -1;
	size = elem->bit_size / 8;
	n = type->bit_size / elem->bit_size;
	if (start < 0 || start >= n || n > 65536)
		return -1;
	set = calloc(n, 1);
	if (!set)
		return -1;
	FOR_EACH_PTR(table->initializer->expr_list, entry) {
		long long count = 1;

		if (entry->type == EXPR_POS) {
			next = entry->init_offset / size;
			count = entry->init_nr > 0 ? entry->init_nr : 1;
			entry = entry->init_expr;
		}
		for (i = next; i < next + count && i < n; i++)
			set[i] = !is_null_pointer(entry);
		next += count;
	} END_FOR_EACH_PTR(entry);
	first = -1;
	for (i = start; i < n && first < 0; i++) {
		if (!set[i])
			first = i;
	}
	free(set);
	return first;
}

/* Locals */

static long stored_through_calls(struct symbol *fn, struct local *l);

/*
 * The longest string a local holds, over its assignments and the strings
 * the file's functions store through it when given its address
 * ("foo_get_name(id, &name)").
 */
static long local_string_bound(struct symbol *fn, struct expression *e)
{
	struct local *l = local_of(fn, expr_variable(e));
	struct expression *val;
	long most = -1, n;

	if (!l || l->visiting)
		return UNBOUNDED;
	if (local_address_taken(l)) {
		most = stored_through_calls(fn, l);
		if (most == UNBOUNDED)
			return UNBOUNDED;
	} else if (!l->values) {
		return UNBOUNDED;
	}
	l->visiting = 1;
	FOR_EACH_PTR(l->values, val) {
		if (val->type == EXPR_ASSIGNMENT)
			val = val->op == '=' ? val->right : NULL;
		n = string_or_null_bound(fn, val);
		if (n == UNBOUNDED) {
			most = UNBOUNDED;
			goto out;
		}
		if (n > most)
			most = n;
	} END_FOR_EACH_PTR(val);
out:
	l->visiting = 0;
	return most < 0 ? UNBOUNDED : most;
}

/* The largest value a local holds, over its assignments. */
static int local_int_bound(struct symbol *fn, struct expression *e,
			   long long *most)
{
	struct local *l = local_of(fn, expr_variable(e));
	struct expression *val;
	long long k, best = 0;
	int ok = 1, any = 0;

	if (!l || local_address_taken(l) || l->modified || l->visiting ||
	    !l->values)
		return 0;
	l->visiting = 1;
	FOR_EACH_PTR(l->values, val) {
		if (val->type == EXPR_ASSIGNMENT)
			ok = val->op == '=' && int_bound(fn, val->right, &k);
		else
			ok = int_bound(fn, val, &k);
		if (!ok)
			goto out;
		if (!any || k > best)
			best = k;
		any = 1;
	} END_FOR_EACH_PTR(val);
out:
	l->visiting = 0;
	if (!ok || !any)
		return 0;
	*most = best;
	return 1;
}

/* Integers */

/* The largest value of an integer type of at most 8 bits @e went through. */
static int narrow_bound(struct expression *e, long long *most)
{
	struct symbol *t = expr_narrowest_type(e);

	if (!t || t->bit_size <= 0 || t->bit_size > 8 || !type_is_integer(t))
		return 0;
	if (t->ctype.modifiers & MOD_UNSIGNED)
		*most = (1LL << t->bit_size) - 1;
	else
		*most = (1LL << (t->bit_size - 1)) - 1;
	return 1;
}

/*
 * Set while int_bound_ranged() runs: a bound was taken from the range
 * of values a type, a mask or a modulo allows, not from values set.
 */
static int *range_used;

static void note_range(void)
{
	if (range_used)
		*range_used = 1;
}

int int_bound(struct symbol *fn, struct expression *e, long long *most)
{
	struct expression *bare = strip_casts(e);
	long long a, b = 0;
	int narrow, ok = 0;

	if (!bare)
		return 0;
	if (constant_value(bare, most))
		return 1;
	narrow = narrow_bound(e, &b);
	switch (bare->type) {
	case EXPR_CONDITIONAL:
	case EXPR_SELECT:
		ok = int_bound(fn, bare->cond_true ?: bare->conditional, &a) &&
		     int_bound(fn, bare->cond_false, most);
		if (ok && a > *most)
			*most = a;
		break;
	case EXPR_BINOP:
		if (bare->op == '&' &&
		    ((constant_value(bare->right, &a) && a >= 0) ||
		     (constant_value(bare->left, &a) && a >= 0))) {
			*most = a;
			ok = 1;
			note_range();
		} else if (bare->op == '%' && constant_value(bare->right, &a) &&
			   a > 0) {
			*most = a - 1;
			ok = 1;
			note_range();
		} else if (bare->op == SPECIAL_RIGHTSHIFT &&
			   int_bound(fn, bare->left, &a) && a >= 0 &&
			   constant_value(bare->right, most) && *most >= 0 &&
			   *most < 63) {
			*most = a >> *most;
			ok = 1;
		}
		break;
	case EXPR_PREOP:
		if (bare->op == '*')
			ok = local_int_bound(fn, bare, most) ||
			     member_int_bound(bare, most);
		break;
	default:
		break;
	}
	if (narrow && (!ok || b < *most)) {
		*most = b;
		ok = 1;
		note_range();
	}
	return ok;
}

int int_bound_ranged(struct symbol *fn, struct expression *e,
		     long long *most, int *ranged)
{
	int *outer = range_used, ok;

	*ranged = 0;
	range_used = ranged;
	ok = int_bound(fn, e, most);
	range_used = outer;
	if (outer && *ranged)
		*outer = 1;
	return ok;
}

/* Across functions: summaries (summary.h) */

/*
 * A static inline function that sparse has not evaluated (it only inlines
 * it into its callers): evaluate it as sparse does the others. One of a
 * header too (nvdimm_bus_cmd_name() of ndctl.h): its one definition is
 * what every caller runs.
 */
static void evaluate_inline(struct symbol *fn)
{
	struct symbol *base = fn ? fn->ctype.base_type : NULL;
	struct symbol_list *one = NULL;

	if (!base || base->type != SYM_FN || base->stmt || !base->inline_stmt)
		return;
	add_symbol(&one, fn);
	evaluate_symbol_list(one);
	free_ptr_list(&one);
}

struct statement *inline_body(struct symbol *fn)
{
	evaluate_inline(fn);
	return function_body(fn);
}

/*
 * What a function returns: the longest string, and the parameter every
 * return gives back unchanged ("return buffer;" of a formatter that
 * fills its argument), or -1.
 */
struct returned {
	long most;
	int param;
};

struct returns_walk {
	struct ast_visitor v;
	struct returned r;
	int returns;
};

/* The parameter of @fn that @e is, never assigned in @fn, or -1. */
static int unchanged_param(struct symbol *fn, struct expression *e)
{
	struct symbol *var = expr_variable(e);
	int i = var ? function_param_index(fn, var) : -1;

	return i >= 0 && !stores_in(var, function_body(fn), NULL) ? i : -1;
}

static void returned_string(struct ast_visitor *v, struct statement *stmt)
{
	struct returns_walk *w = (struct returns_walk *)v;
	int param;
	long n;

	if (stmt->type != STMT_RETURN)
		return;
	param = unchanged_param(v->fn, stmt->ret_value);
	if (!w->returns++ || param != w->r.param)
		w->r.param = w->returns == 1 ? param : -1;
	if (w->r.most == UNBOUNDED)
		return;
	n = string_or_null_bound(v->fn, stmt->ret_value);
	if (n == UNBOUNDED || n > w->r.most)
		w->r.most = n;
}

/*
 * The longest string a function returns: one that returns only literals
 * ("+12V1", "remote2") or bounded arrays.
 */
static void *returned_compute(struct sysfs_index *idx, struct symbol *fn)
{
	struct returns_walk w = { .v = { .stmt = returned_string },
				  .r = { .most = -1, .param = -1 } };
	struct returned *r;

	evaluate_inline(fn);
	if (!function_body(fn))
		return NULL;
	ast_walk_function(&w.v, fn);
	r = malloc(sizeof(*r));
	if (!r)
		die("out of memory");
	*r = w.r;
	if (r->most < 0)
		r->most = UNBOUNDED;
	return r;
}

static void show_length(long n, char *buf, size_t size)
{
	if (n == UNBOUNDED)
		snprintf(buf, size, "unbounded");
	else
		snprintf(buf, size, "at most %ld characters", n);
}

static void returned_show(const void *sum, char *buf, size_t size)
{
	const struct returned *r = sum;
	size_t len;

	show_length(r->most, buf, size);
	len = strlen(buf);
	if (r->param >= 0 && len < size)
		snprintf(buf + len, size - len, ", its parameter %d",
			 r->param + 1);
}

const struct summary_kind summary_returned_string = {
	.name = "returned-string",
	.compute = returned_compute,
	.release = free,
	.show = returned_show,
};

/*
 * The longest string @call, in @fn, returns: the function's, or the
 * string its call passes to the parameter it gives back.
 */
static long returned_bound(struct symbol *fn, struct expression *call)
{
	const struct returned *r = summary_get(analysis_file(),
					       &summary_returned_string,
					       expr_function(call->fn));

	if (!r)
		return UNBOUNDED;
	if (r->most == UNBOUNDED && r->param >= 0)
		return string_bound(fn, call_arg(call, r->param));
	return r->most;
}

/*
 * The longest string of each parameter: what the file's calls pass to it,
 * or what the function stores through it (-1: nothing).
 */
struct param_strings {
	int n;
	long most[];
};

struct param_calls {
	struct ast_visitor v;
	struct symbol *fn;
	struct param_strings *ps;
	int calls, refs;	/* calls of fn, mentions of fn */
};

static void param_call_visit(struct ast_visitor *v, struct expression *e)
{
	struct param_calls *pc = (struct param_calls *)v;
	long *most = pc->ps->most, n;
	int i;

	if (e->type == EXPR_SYMBOL && e->symbol &&
	    function_definition(e->symbol) == pc->fn)
		pc->refs++;
	if (e->type != EXPR_CALL ||
	    function_definition(expr_function(e->fn)) != pc->fn)
		return;
	pc->calls++;
	for (i = 0; i < pc->ps->n; i++) {
		if (most[i] == UNBOUNDED)
			continue;
		n = string_or_null_bound(v->fn, call_arg(e, i));
		if (n == UNBOUNDED || n > most[i])
			most[i] = n;
	}
}

/*
 * Each parameter of @fn that is a pointer, when @fn is only called, never
 * passed on as a pointer: the longest string its calls in the file pass
 * ("bq2415x_timer_error(bq, \"Overload\")"), each measured in its
 * caller. The other parameters are not measured.
 */
static void *param_compute(struct sysfs_index *idx, struct symbol *fn)
{
	struct param_calls pc = { .v = { .expr = param_call_visit } };
	int i, n = function_param_count(fn);
	struct sysfs_data *data;
	struct symbol *caller;

	pc.fn = fn;
	pc.ps = malloc(sizeof(*pc.ps) + n * sizeof(long));
	if (!pc.ps)
		die("out of memory");
	pc.ps->n = n;
	for (i = 0; i < n; i++)
		pc.ps->most[i] = type_pointee(function_param(fn, i)) ?
				 -1 : UNBOUNDED;
	FOR_EACH_PTR(idx->functions, caller) {
		ast_walk_function(&pc.v, caller);
	} END_FOR_EACH_PTR(caller);
	pc.v.fn = NULL;
	FOR_EACH_PTR(idx->data, data) {
		if (data->sym->initializer)
			ast_walk_expr(&pc.v, data->sym->initializer);
	} END_FOR_EACH_PTR(data);
	for (i = 0; i < n; i++)
		if (!pc.calls || pc.refs > pc.calls || pc.ps->most[i] < 0)
			pc.ps->most[i] = UNBOUNDED;
	return pc.ps;
}

static void param_show(const void *sum, char *buf, size_t size)
{
	const struct param_strings *ps = sum;
	size_t len = 0;
	int i;

	buf[0] = '\0';
	for (i = 0; i < ps->n && len < size; i++) {
		len += snprintf(buf + len, size - len, "%s%d: ",
				i ? ", " : "", i);
		if (len < size && ps->most[i] == -1)
			snprintf(buf + len, size - len, "none");
		else if (len < size)
			show_length(ps->most[i], buf + len, size - len);
		len = strlen(buf);
	}
}

const struct summary_kind summary_param_strings = {
	.name = "param-strings",
	.compute = param_compute,
	.release = free,
	.show = param_show,
};

/*
 * The longest string a function stores through each parameter that
 * points to a pointer ("*name = names[id]"): a function that only
 * stores there, never passes the parameter on.
 */
struct stores_walk {
	struct ast_visitor v;
	struct param_strings *ss;
	int *stores;		/* per parameter: "*param = ..." */
};

static int param_of(struct symbol *fn, struct expression *e)
{
	struct symbol *sym = expr_variable(e);

	return sym ? function_param_index(fn, sym) : -1;
}

static void store_visit(struct ast_visitor *v, struct expression *e)
{
	struct stores_walk *w = (struct stores_walk *)v;
	struct expression *left;
	long n;
	int i;

	if (e->type != EXPR_ASSIGNMENT || e->op != '=')
		return;
	left = strip_casts(e->left);
	if (!left || left->type != EXPR_PREOP || left->op != '*')
		return;
	i = param_of(v->fn, left->unop);
	if (i < 0 || i >= w->ss->n || w->ss->most[i] == UNBOUNDED)
		return;
	w->stores[i]++;
	n = string_or_null_bound(v->fn, e->right);
	if (n == UNBOUNDED || n > w->ss->most[i])
		w->ss->most[i] = n;
}

static void *stored_compute(struct sysfs_index *idx, struct symbol *fn)
{
	struct stores_walk w = { .v = { .expr = store_visit } };
	int i, n = function_param_count(fn);
	struct symbol *param, *target;

	evaluate_inline(fn);
	if (!function_body(fn))
		return NULL;
	w.ss = malloc(sizeof(*w.ss) + n * sizeof(long));
	w.stores = calloc(n + 1, sizeof(int));
	if (!w.ss || !w.stores)
		die("out of memory");
	w.ss->n = n;
	for (i = 0; i < n; i++) {
		param = function_param(fn, i);
		target = type_pointee(param);
		w.ss->most[i] = target && type_pointee(target) ? -1 : UNBOUNDED;
	}
	ast_walk_function(&w.v, fn);
	/* Its value used only to store through: not passed on, not kept. */
	for (i = 0; i < n; i++) {
		struct local *l = local_of(fn, function_param(fn, i));

		if (!l || local_address_taken(l) || l->modified || l->values ||
		    l->derefs != w.stores[i])
			w.ss->most[i] = UNBOUNDED;
	}
	free(w.stores);
	return w.ss;
}

const struct summary_kind summary_stored_strings = {
	.name = "stored-strings",
	.compute = stored_compute,
	.release = free,
	.show = param_show,
};

struct address_calls {
	struct ast_visitor v;
	struct symbol *local;
	int calls;
	long most;
};

static void address_call_visit(struct ast_visitor *v, struct expression *e)
{
	struct address_calls *ac = (struct address_calls *)v;
	const struct param_strings *ss;
	struct expression *arg;
	int i = 0;

	if (e->type != EXPR_CALL || ac->most == UNBOUNDED)
		return;
	FOR_EACH_PTR(e->args, arg) {
		arg = strip_casts(arg);
		if (arg && arg->type == EXPR_SYMBOL && arg->symbol == ac->local) {
			ac->calls++;
			ss = summary_get(analysis_file(), &summary_stored_strings,
					 function_definition(expr_function(e->fn)));
			if (!ss || i >= ss->n || ss->most[i] == UNBOUNDED)
				ac->most = UNBOUNDED;
			else if (ss->most[i] > ac->most)
				ac->most = ss->most[i];
		}
		i++;
	} END_FOR_EACH_PTR(arg);
}

/*
 * The longest string functions of the file store in local @l through
 * its address: every use of its address must be an argument of such a
 * call. -1 when they store nothing; UNBOUNDED when not known.
 */
static long stored_through_calls(struct symbol *fn, struct local *l)
{
	struct address_calls ac = { .v = { .expr = address_call_visit },
				    .local = l->sym, .most = -1 };

	if (!type_pointee(l->sym))
		return UNBOUNDED;
	ast_walk_function(&ac.v, fn);
	if (ac.most == UNBOUNDED || ac.calls != l->uses - l->derefs)
		return UNBOUNDED;
	return ac.most;
}

/* A parameter of a static function of the file: what its calls pass. */
static long param_bound(struct symbol *fn, struct expression *e)
{
	int nth = function_param_index(fn, expr_variable(e));
	const struct param_strings *ps;

	if (nth < 0 || !(fn->ctype.modifiers & MOD_STATIC))
		return UNBOUNDED;
	ps = summary_get(analysis_file(), &summary_param_strings, fn);
	return ps && nth < ps->n ? ps->most[nth] : UNBOUNDED;
}

/* Strings */

/*
 * A read of a file-scope "const char *const" initialised with a bounded
 * string: the pointer itself cannot change, so neither can the bound.
 */
static long constant_pointer_bound(struct expression *e)
{
	struct symbol *sym = expr_variable(e);
	struct symbol *type;

	if (!sym || !sym->initializer ||
	    !(sym->ctype.modifiers & MOD_TOPLEVEL) ||
	    !(sym->ctype.modifiers & MOD_CONST))
		return UNBOUNDED;
	type = type_base(sym);
	if (!type || type->type != SYM_PTR)
		return UNBOUNDED;
	return string_bound(NULL, sym->initializer);
}

/*
 * The size of the char array member of a row of an array: "table + i *
 * 15 + 1 + 0 + 2" (table[i].u.p.name, the offsets of the members
 * inside the row added one by one), or -1.
 */
static long row_member_array(struct expression *e)
{
	struct expression *index;
	struct symbol *row;
	long long off = 0, k, size;

	while (e && e->type == EXPR_BINOP && e->op == '+' &&
	       constant_value(e->right, &k) && k >= 0) {
		off += k;
		e = strip_casts(e->left);
	}
	if (!e || e->type != EXPR_BINOP || e->op != '+' || !e->left)
		return -1;
	index = strip_casts(e->right);
	if (!index || index->type != EXPR_BINOP || index->op != '*' ||
	    !constant_value(index->right, &size))
		return -1;
	row = type_base(e->left->ctype);
	if (row && (row->type == SYM_ARRAY || row->type == SYM_PTR))
		row = type_base(row->ctype.base_type);
	if (!row || row->bit_size != size * 8 || off >= size)
		return -1;
	return char_array_at(row, off, 0);
}

/* A char array "base + offset" points into: what is left of it. */
static long array_bound(struct expression *e)
{
	struct address addr;
	struct symbol *type;
	long long k;
	long n;

	/* A member array decays to "base + offset". */
	if (expr_address(e, &addr)) {
		n = char_array_at(addr.type, addr.offset, 0);
		if (n > 0)
			return n - 1;
	}
	/* A row of an array of arrays: "base + i * row". */
	if (expr_address(e->left, &addr)) {
		n = char_array_at(addr.type, addr.offset, 1);
		if (n > 0)
			return n - 1;
	}
	n = row_member_array(e);
	if (n > 0)
		return n - 1;
	/* A member of what a call returns: "to_spi_device(dev) + 1472". */
	if (constant_value(e->right, &k) && k >= 0) {
		n = char_array_at(type_pointee(e->left->ctype), k, 0);
		if (n > 0)
			return n - 1;
	}
	if (expr_symbol(e->left)) {
		type = type_base(e->left->symbol);
		/* "&response[1]" of a char array: what is left of it. */
		if (type && type->type == SYM_ARRAY &&
		    type_is_char(type->ctype.base_type) && type->bit_size > 0 &&
		    constant_value(e->right, &k) && k >= 0 &&
		    k < type->bit_size / 8)
			return type->bit_size / 8 - 1 - k;
		if (type && type->type == SYM_ARRAY) {
			n = char_array_at(type, 0, 1);
			if (n > 0)
				return n - 1;
		}
	}
	return UNBOUNDED;
}

/* What a pointer read "*(...)" holds: a table entry, a local, a member... */
static long read_bound(struct symbol *fn, struct expression *e)
{
	long n = indexed_table_bound(fn, e);

	if (n == UNBOUNDED)
		n = local_string_bound(fn, e);
	if (n == UNBOUNDED)
		n = member_string_bound(e);
	if (n == UNBOUNDED)
		n = constant_pointer_bound(e);
	if (n == UNBOUNDED && fn)
		n = param_bound(fn, e);
	return n;
}

long string_bound(struct symbol *fn, struct expression *e)
{
	struct string *str;
	struct symbol *type;
	long a, b;

	e = strip_casts(e);
	if (!e)
		return UNBOUNDED;
	str = expr_string(e);
	if (str)
		return str->length - 1;
	switch (e->type) {
	case EXPR_CONDITIONAL:
	case EXPR_SELECT:
		a = string_or_null_bound(fn, e->cond_true ?: e->conditional);
		b = string_or_null_bound(fn, e->cond_false);
		if (a == UNBOUNDED || b == UNBOUNDED)
			return UNBOUNDED;
		return a > b ? a : b;
	case EXPR_SYMBOL:
		/* An array decays: the symbol's own type still says its size. */
		type = type_base(e->symbol);
		if (type && type->type == SYM_ARRAY && type->bit_size > 0)
			return type->bit_size / 8 - 1;
		return UNBOUNDED;
	case EXPR_BINOP:
		return e->op == '+' ? array_bound(e) : UNBOUNDED;
	case EXPR_PREOP:
		return e->op == '*' ? read_bound(fn, e) : UNBOUNDED;
	case EXPR_CALL:
		return returned_bound(fn, e);
	default:
		return UNBOUNDED;
	}
}
