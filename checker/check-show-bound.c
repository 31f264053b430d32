// SPDX-License-Identifier: MIT
/*
 * sysfs-show-bound: a show() callback gets one page (PAGE_SIZE bytes) and
 * must return the number of bytes it wrote into it. This check follows
 * every write into the page (the page writers of the model: the printf
 * family, sysfs_emit*, the string and memory functions) along the paths
 * of the callback and reports what it can prove:
 *
 *   - a write that can end past the page (a memcpy() of more than a page,
 *     a sprintf() of an unbounded string, appends that add up to more);
 *   - a loop appending to the page with an unbounded writer and no bound
 *     tied to the page;
 *   - sysfs_emit() given an offset into the page (only sysfs_emit_at()
 *     takes one);
 *   - a return of what snprintf() or vsnprintf() returned (the length the
 *     text would have had), of a value that is not derived from what was
 *     written (a reading, a member), or of a constant above PAGE_SIZE.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ast.h"
#include "checks.h"
#include "constant.h"
#include "diag.h"
#include "evaluate.h"
#include "format-length.h"
#include "sysfs-index.h"
#include "token.h"

const struct sysfs_check check_show_bound;

/* A byte count that cannot be bounded from the source. */
#define UNKNOWN (-1L)
/* A byte count that can grow without bound (unbounded %s, loops). */
#define UNBOUNDED (-2L)

/* What a local variable's value is made of, over all its assignments. */
enum value_flags {
	VAL_CONST = 1,		/* a constant (see max_const) */
	VAL_WRITTEN = 2,	/* a count of bytes written, or a status */
	VAL_WOULD_BE = 4,	/* snprintf()'s would-be length */
	VAL_UNRELATED = 8,	/* read from an object: a reading, a member */
	VAL_UNKNOWN = 16,	/* anything else */
	VAL_STATUS = 32,	/* another call's result: a status, an errno */
};

struct value {
	unsigned int flags;
	long long max_const;
	const char *writer;		/* the snprintf-like function */
	struct expression *unrelated;	/* the object read */
};

#define MAX_LOCALS 64
#define MAX_PASSED 32

struct local {
	struct symbol *sym;
	struct expression_list *values;	/* every value assigned to it */
	int uses, derefs;		/* address taken when uses > derefs */
	int visiting;
	int modified;			/* incremented or decremented */
	int cursor;			/* a pointer into the page */
	int advanced;			/* moved past the start by now */
};

struct show {
	struct ast_visitor v;
	struct sysfs_index *idx;
	struct symbol *fn;
	struct symbol *page;		/* the page parameter */
	struct local locals[MAX_LOCALS];
	int nlocals;
	struct expression_list *sizes;	/* size arguments of writes */
	int overran;			/* a write past the page was reported */
	struct statement_list *guards;	/* conditions of enclosing ifs */
	int in_loop;
	/* snprintf()-like calls whose text always fits in their size */
	struct expression_list *uncut;
	int helper_wrote;		/* a helper was given the page */
	/*
	 * Locals known to be below the page where the walk is: tested by an
	 * "if (len >= PAGE_SIZE) return -EFBIG;" passed earlier in an
	 * enclosing block and not assigned since (NULL: no longer known).
	 */
	struct symbol *below[MAX_PASSED];
	int nbelow;
};

/* Locals */

static struct local *local_of(struct show *s, struct symbol *sym)
{
	int i;

	for (i = 0; i < s->nlocals; i++)
		if (s->locals[i].sym == sym)
			return &s->locals[i];
	return NULL;
}

static struct local *local_add(struct show *s, struct symbol *sym)
{
	struct local *l = local_of(s, sym);

	if (l || !symbol_is_local(sym) || sym == s->page || s->nlocals >= MAX_LOCALS)
		return l;
	l = &s->locals[s->nlocals++];
	memset(l, 0, sizeof(*l));
	l->sym = sym;
	return l;
}


static void collect_expr(struct ast_visitor *v, struct expression *e)
{
	struct show *s = (struct show *)v;
	struct local *l;
	struct symbol *sym;

	switch (e->type) {
	case EXPR_SYMBOL:
		l = local_add(s, e->symbol);
		if (l)
			l->uses++;
		break;
	case EXPR_PREOP:
	case EXPR_POSTOP:
		if (e->op == '*' && expr_symbol(e->unop)) {
			l = local_add(s, e->unop->symbol);
			if (l)
				l->derefs++;
		}
		if (e->op == SPECIAL_INCREMENT || e->op == SPECIAL_DECREMENT) {
			sym = expr_variable(e->unop);
			l = sym ? local_add(s, sym) : NULL;
			if (l)
				l->modified = 1;
		}
		break;
	case EXPR_ASSIGNMENT:
		sym = expr_variable(e->left);
		l = sym ? local_add(s, sym) : NULL;
		if (l)
			add_expression(&l->values, e);
		break;
	default:
		break;
	}
}

static void collect_local(struct ast_visitor *v, struct symbol *sym)
{
	struct show *s = (struct show *)v;
	struct local *l = local_add(s, sym);

	if (l && sym->initializer)
		add_expression(&l->values, sym->initializer);
}

/* Page writers */

static const struct page_writer *writer_of(struct expression *call,
					   const char **name)
{
	const struct sysfs_function *api;

	if (!call || call->type != EXPR_CALL)
		return NULL;
	api = sysfs_function_lookup(expr_function(call->fn));
	if (!api || api->role != FN_EMIT || !api->writer)
		return NULL;
	if (name)
		*name = api->name;
	return api->writer;
}

/* Does @e point into the page (the page, a cursor, or an offset from one)? */
static int into_page(struct show *s, struct expression *e)
{
	struct symbol *sym;
	struct local *l;

	e = strip_casts(e);
	if (!e)
		return 0;
	if (e->type == EXPR_BINOP && (e->op == '+' || e->op == '-'))
		return into_page(s, e->left) ||
		       (e->op == '+' && into_page(s, e->right));
	if ((e->type == EXPR_POSTOP || e->type == EXPR_PREOP) &&
	    (e->op == SPECIAL_INCREMENT || e->op == SPECIAL_DECREMENT))
		return into_page(s, e->unop);
	sym = expr_variable(e);
	if (!sym)
		return 0;
	if (sym == s->page)
		return 1;
	l = local_of(s, sym);
	return l && l->cursor;
}

/* Is @e the start of the page (or a cursor that has not moved yet)? */
static int page_start(struct show *s, struct expression *e)
{
	struct symbol *sym = expr_variable(e);
	struct local *l;

	if (!sym)
		return 0;
	if (sym == s->page)
		return 1;
	l = local_of(s, sym);
	return l && l->cursor && !l->advanced;
}

/* A cursor assigned or incremented by @e has moved. */
static void note_advance(struct show *s, struct expression *e)
{
	struct symbol *sym = NULL;
	struct local *l;

	if (e->type == EXPR_ASSIGNMENT) {
		if (e->op == '=' && page_start(s, e->right))
			return;
		sym = expr_variable(e->left);
	} else if ((e->type == EXPR_PREOP || e->type == EXPR_POSTOP) &&
		   (e->op == SPECIAL_INCREMENT || e->op == SPECIAL_DECREMENT)) {
		sym = expr_variable(e->unop);
	}
	l = sym ? local_of(s, sym) : NULL;
	if (l && l->cursor)
		l->advanced = 1;
}

static void advance_visit(struct ast_visitor *v, struct expression *e)
{
	note_advance((struct show *)v->data, e);
}

/* Every cursor a loop moves has moved when its body starts. */
static void advance_in(struct show *s, struct statement *stmt)
{
	struct ast_visitor v = { .expr = advance_visit, .data = s };

	ast_walk_stmt(&v, stmt);
}

/*
 * Pointer locals whose every value points into the page: "char *p = buf;
 * p += sprintf(p, ...)".
 */
static void find_cursors(struct show *s)
{
	int i, changed = 1;

	while (changed) {
		changed = 0;
		for (i = 0; i < s->nlocals; i++) {
			struct local *l = &s->locals[i];
			struct symbol *type = type_base(l->sym);
			struct expression *val;
			int all = 1, any = 0;

			if (l->cursor || !type || type->type != SYM_PTR)
				continue;
			FOR_EACH_PTR(l->values, val) {
				struct expression *src = val;

				if (val->type == EXPR_ASSIGNMENT) {
					src = val->right;
					if (val->op == SPECIAL_ADD_ASSIGN ||
					    val->op == SPECIAL_SUB_ASSIGN)
						continue;
				}
				if (into_page(s, src))
					any = 1;
				else
					all = 0;
			} END_FOR_EACH_PTR(val);
			if (all && any) {
				l->cursor = 1;
				changed = 1;
			}
		}
	}
}

/* Values returned */

static void classify(struct show *s, struct expression *e, struct value *v);

static void classify_local(struct show *s, struct local *l, struct value *v)
{
	struct expression *val;

	if (l->visiting)
		return;
	if (l->uses > l->derefs) {
		/* Its address is taken: anything may be stored there. */
		v->flags |= VAL_UNKNOWN;
		return;
	}
	l->visiting = 1;
	FOR_EACH_PTR(l->values, val) {
		if (val->type != EXPR_ASSIGNMENT) {
			classify(s, val, v);
			continue;
		}
		switch (val->op) {
		case '=':
		case SPECIAL_ADD_ASSIGN:
			classify(s, val->right, v);
			break;
		case SPECIAL_SUB_ASSIGN:
			break;
		default:
			v->flags |= VAL_UNKNOWN;
			break;
		}
	} END_FOR_EACH_PTR(val);
	l->visiting = 0;
}

/* Is @e the size of some write into the page ("memcpy(buf, p, n); return n")? */
static int is_write_size(struct show *s, struct expression *e)
{
	struct expression *size;

	FOR_EACH_PTR(s->sizes, size) {
		if (expr_equal(size, e))
			return 1;
	} END_FOR_EACH_PTR(size);
	return 0;
}

/* Is the call given the page (a helper that writes it, returns the count)? */
static int call_takes_page(struct show *s, struct expression *call)
{
	struct expression *arg;

	FOR_EACH_PTR(call->args, arg) {
		if (into_page(s, arg))
			return 1;
	} END_FOR_EACH_PTR(arg);
	return 0;
}

/*
 * "len >= PAGE_SIZE ? PAGE_SIZE - 1 : len": a count held below the page,
 * what snprintf(buf, PAGE_SIZE, ...) wrote even when it cut the text.
 */
static int is_clamp(struct expression *e)
{
	struct expression *cond = strip_casts(e->conditional);
	struct expression *kept, *other;
	long long k, c;

	if (!cond || cond->type != EXPR_COMPARE || !e->cond_true ||
	    !constant_value(cond->right, &k))
		return 0;
	switch (cond->op) {
	case '<':
	case SPECIAL_UNSIGNED_LT:
		kept = e->cond_true;
		other = e->cond_false;
		k--;
		break;
	case SPECIAL_LTE:
	case SPECIAL_UNSIGNED_LTE:
		kept = e->cond_true;
		other = e->cond_false;
		break;
	case '>':
	case SPECIAL_UNSIGNED_GT:
		kept = e->cond_false;
		other = e->cond_true;
		break;
	case SPECIAL_GTE:
	case SPECIAL_UNSIGNED_GTE:
		kept = e->cond_false;
		other = e->cond_true;
		k--;
		break;
	default:
		return 0;
	}
	return expr_equal(strip_casts(kept), strip_casts(cond->left)) &&
	       constant_value(other, &c) && k < SYSFS_PAGE_SIZE &&
	       c < SYSFS_PAGE_SIZE;
}

static void classify(struct show *s, struct expression *e, struct value *v)
{
	const struct page_writer *w;
	const char *name;
	struct symbol *sym;
	struct local *l;
	long long k;

	e = strip_casts(e);
	if (!e) {
		v->flags |= VAL_UNKNOWN;
		return;
	}
	if (constant_value(e, &k)) {
		if (!(v->flags & VAL_CONST) || k > v->max_const)
			v->max_const = k;
		v->flags |= VAL_CONST;
		return;
	}
	switch (e->type) {
	case EXPR_CALL:
		w = writer_of(e, &name);
		if (w && w->returns == RETURNS_WOULD_BE &&
		    lookup_ptr_list_entry((struct ptr_list *)s->uncut, e)) {
			/* The text always fits: its length is what was written. */
			v->flags |= VAL_WRITTEN;
		} else if (w && w->returns == RETURNS_WOULD_BE &&
			   into_page(s, call_arg(e, w->dest_arg))) {
			v->flags |= VAL_WOULD_BE;
			if (!v->writer)
				v->writer = name;
		} else if (w || call_takes_page(s, e)) {
			/* Writers' counts, helpers given the page. */
			v->flags |= VAL_WRITTEN;
		} else {
			v->flags |= VAL_STATUS;
		}
		return;
	case EXPR_BINOP:
		if (e->op == '+') {
			classify(s, e->left, v);
			classify(s, e->right, v);
			return;
		}
		if (e->op == '-' && into_page(s, e->left)) {
			/* "p - buf": the length of what was written. */
			v->flags |= VAL_WRITTEN;
			return;
		}
		if (e->op == '-' && !constant_value(e->left, &k)) {
			classify(s, e->left, v);
			return;
		}
		v->flags |= VAL_UNKNOWN;
		return;
	case EXPR_CONDITIONAL:
	case EXPR_SELECT:
		if (is_clamp(e)) {
			v->flags |= VAL_WRITTEN;
			return;
		}
		classify(s, e->cond_true ? e->cond_true : e->conditional, v);
		classify(s, e->cond_false, v);
		return;
	case EXPR_COMMA:
		classify(s, e->right, v);
		return;
	case EXPR_ASSIGNMENT:
		classify(s, e->right, v);
		return;
	case EXPR_PREOP:
		if (e->op != '*')
			break;
		if (is_write_size(s, e)) {
			v->flags |= VAL_WRITTEN;
			return;
		}
		sym = expr_variable(e);
		l = sym ? local_of(s, sym) : NULL;
		if (l) {
			classify_local(s, l, v);
			return;
		}
		/* A global, a member, a parameter: not what was written. */
		if (e->ctype && e->ctype->bit_size > 12) {
			v->flags |= VAL_UNRELATED;
			if (!v->unrelated)
				v->unrelated = e;
			return;
		}
		break;
	default:
		break;
	}
	v->flags |= VAL_UNKNOWN;
}

/* Does @cond test the value @e ("if (ret) return ret;")? */
static int mentions(struct expression *cond, struct expression *e)
{
	struct symbol_list *roots = NULL;
	struct symbol *want = expr_variable(e), *sym;
	int found = 0;

	if (!cond)
		return 0;
	cond = strip_casts(cond);
	if (expr_equal(cond, e))
		return 1;
	switch (cond->type) {
	case EXPR_COMPARE:
	case EXPR_LOGICAL:
	case EXPR_BINOP:
		return mentions(cond->left, e) || mentions(cond->right, e);
	case EXPR_PREOP:
		if (cond->op == '!' || cond->op == '-' || cond->op == '(')
			return mentions(cond->unop, e);
		break;
	case EXPR_CALL: {
		/* IS_ERR_VALUE(x), unlikely(x) */
		struct expression *arg;

		FOR_EACH_PTR(cond->args, arg) {
			if (mentions(arg, e))
				return 1;
		} END_FOR_EACH_PTR(arg);
		break;
	}
	default:
		break;
	}
	if (!want)
		return 0;
	expr_roots(cond, &roots);
	FOR_EACH_PTR(roots, sym) {
		if (sym == want)
			found = 1;
	} END_FOR_EACH_PTR(sym);
	free_ptr_list(&roots);
	return found;
}

static int guarded(struct show *s, struct expression *e)
{
	struct statement *stmt;

	FOR_EACH_PTR(s->guards, stmt) {
		if (mentions(stmt->if_conditional, e))
			return 1;
	} END_FOR_EACH_PTR(stmt);
	return 0;
}

/* Is @cond "e < 0" (or "e <= -1"), alone or in an "&&"? */
static int tests_negative(struct expression *cond, struct expression *e)
{
	long long k;

	cond = strip_casts(cond);
	if (!cond)
		return 0;
	if (cond->type == EXPR_LOGICAL && cond->op == SPECIAL_LOGICAL_AND)
		return tests_negative(cond->left, e) ||
		       tests_negative(cond->right, e);
	if (cond->type != EXPR_COMPARE || !constant_value(cond->right, &k) ||
	    !expr_equal(strip_casts(cond->left), strip_casts(e)))
		return 0;
	return (cond->op == '<' && k <= 0) || (cond->op == SPECIAL_LTE && k < 0);
}

/* "if (ret < 0) return ret;": an error number, not a count. */
static int negative_here(struct show *s, struct expression *e)
{
	struct statement *stmt;

	FOR_EACH_PTR(s->guards, stmt) {
		if (tests_negative(stmt->if_conditional, e))
			return 1;
	} END_FOR_EACH_PTR(stmt);
	return 0;
}

/* "if (len >= PAGE_SIZE) return -EFBIG; ... return len;" */
static int below_page_here(struct show *s, struct expression *e)
{
	struct symbol *sym = expr_variable(e);
	int i;

	for (i = 0; sym && i < s->nbelow; i++) {
		if (s->below[i] == sym)
			return 1;
	}
	return 0;
}

static void check_return(struct show *s, struct statement *stmt)
{
	struct expression *e = stmt->ret_value;
	struct value v = { 0 };

	if (!e)
		return;
	classify(s, e, &v);
	if ((v.flags & VAL_WOULD_BE) &&
	    (negative_here(s, e) || below_page_here(s, e)))
		return;
	if (v.flags & VAL_WOULD_BE) {
		diag_report(&check_show_bound, stmt->pos, symbol_name(s->fn),
			    "show() '%s' returns what %s() returned: the length the text would have had, not what was written into the page, which can be more than PAGE_SIZE; use scnprintf() or sysfs_emit()",
			    symbol_name(s->fn), v.writer);
		return;
	}
	if (s->overran || guarded(s, e))
		return;
	if (v.flags & VAL_UNRELATED) {
		diag_report(&check_show_bound, stmt->pos, symbol_name(s->fn),
			    "show() '%s' returns '%s', a value read from '%s' rather than the number of bytes written into the page: it can be negative or more than PAGE_SIZE; return what sysfs_emit() returns",
			    symbol_name(s->fn), expr_text(e),
			    expr_text(v.unrelated));
		return;
	}
	if (v.flags == VAL_CONST && v.max_const > SYSFS_PAGE_SIZE)
		diag_report(&check_show_bound, stmt->pos, symbol_name(s->fn),
			    "show() '%s' returns %lld, more than the PAGE_SIZE (%ld) bytes of the page",
			    symbol_name(s->fn), v.max_const, SYSFS_PAGE_SIZE);
}

/* Writes */

/* The string literal @e is (or points to), or NULL. */
static struct string *string_literal(struct expression *e)
{
	e = strip_casts(e);
	if (e && e->type == EXPR_PREOP && e->op == '*')
		e = strip_casts(e->unop);
	if (!e)
		return NULL;
	if (e->type == EXPR_STRING)
		return e->string;
	if (expr_symbol(e) && e->symbol->initializer &&
	    e->symbol->initializer->type == EXPR_STRING)
		return e->symbol->initializer->string;
	return NULL;
}

/* The show() being checked, for its locals. */
static struct show *current;
static int members_building(void);

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
 * A table local to the show() ("const char *names[] = { ... }" in its
 * body) that the show() never stores into nor passes on.
 */
static int local_table_kept(struct symbol *table)
{
	struct table_use use = { .table = table };
	struct ast_visitor v = { .expr = table_use_visit, .data = &use };

	if (!current || members_building() || !symbol_is_local(table))
		return 0;
	ast_walk_function(&v, current->fn);
	return !use.written;
}

/* The longest string of a table of literals "names[i]", or UNBOUNDED. */
static long symbol_table_bound(struct symbol *table)
{
	struct expression *entry;
	long most = -1;

	if (!table || !table->initializer ||
	    table->initializer->type != EXPR_INITIALIZER)
		return UNBOUNDED;
	if (!(table->ctype.modifiers & (MOD_TOPLEVEL | MOD_STATIC)) &&
	    !local_table_kept(table))
		return UNBOUNDED;
	FOR_EACH_PTR(table->initializer->expr_list, entry) {
		struct string *str;

		if (entry->type == EXPR_POS)
			entry = entry->init_expr;
		if (is_null_pointer(entry)) {
			/* vsnprintf() prints NULL as "(null)". */
			if (most < 6)
				most = 6;
			continue;
		}
		str = string_literal(entry);
		if (!str)
			return UNBOUNDED;
		if ((long)str->length - 1 > most)
			most = str->length - 1;
	} END_FOR_EACH_PTR(entry);
	return most < 0 ? UNBOUNDED : most;
}

static long member_bound(struct expression *e);

/*
 * The longest string of a table of literals "names[i]", or of the tables a
 * member points to ("data->temp_label[i]"), or UNBOUNDED.
 */
static long table_bound(struct expression *e)
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
		return symbol_table_bound(base->symbol);
	if (base->type == EXPR_PREOP && base->op == '*')
		return member_bound(base);
	return UNBOUNDED;
}

static long string_bound(struct expression *e);
static int int_bound(struct expression *e, long long *most);

/*
 * What the file stores in the members of its own structs: the strings in
 * each char pointer member ("data->name = client->name", ".name =
 * \"sch5127\""), the largest value in each integer member ("chip->num_it =
 * ARRAY_SIZE(it_bits)"). A member whose address is passed on, or which is
 * incremented or set to a value not known, is unbounded; so is every member
 * of a struct copied as a whole or converted to bytes.
 */
struct member_strings {
	struct symbol *member;
	long most;		/* UNBOUNDED once one is */
};

struct member_count {
	struct symbol *member;
	long long most;
	int unbounded;
};

static struct {
	struct sysfs_index *idx;
	struct member_strings *rows;
	int n, cap;
	struct member_count *counts;
	int ncounts, capcounts;
	struct symbol_list *tainted;	/* struct types filled wholesale */
	int building;
	struct symbol *fn;		/* the function walked meanwhile */
	struct show *fn_locals;		/* its locals, when asked for */
} members;

static int members_building(void)
{
	return members.building;
}

static void collect_expr(struct ast_visitor *v, struct expression *e);
static void collect_local(struct ast_visitor *v, struct symbol *sym);
static void find_cursors(struct show *s);

static void free_show(struct show *s)
{
	int i;

	for (i = 0; i < s->nlocals; i++)
		free_ptr_list(&s->locals[i].values);
	free_ptr_list(&s->sizes);
	free_ptr_list(&s->guards);
	free_ptr_list(&s->uncut);
	free(s);
}

/* The locals of the function of the file whose returns are measured. */
static struct show *callee_locals;

/*
 * The locals whose values are asked about: those of a function whose
 * returned strings are measured (returned_bound()), else the show()'s, or
 * while the members are collected those of the function storing into one.
 */
static struct show *locals_now(void)
{
	struct show *s;

	if (callee_locals)
		return callee_locals;
	if (!members.building)
		return current;
	if (!members.fn)
		return NULL;
	if (members.fn_locals && members.fn_locals->fn == members.fn)
		return members.fn_locals;
	if (members.fn_locals)
		free_show(members.fn_locals);
	s = calloc(1, sizeof(*s));
	s->v.expr = collect_expr;
	s->v.local = collect_local;
	s->fn = members.fn;
	ast_walk_function(&s->v, members.fn);
	members.fn_locals = s;
	return s;
}

static int is_char_pointer(struct symbol *type)
{
	type = type_base(type);
	return type && type->type == SYM_PTR && type_is_char(type->ctype.base_type);
}

/* "const char *const *": a pointer to a table of strings. */
static int is_table_pointer(struct symbol *type)
{
	type = type_base(type);
	return type && type->type == SYM_PTR &&
	       is_char_pointer(type->ctype.base_type);
}

static void member_store_string(struct symbol *member, struct expression *value)
{
	long n;
	int i;

	if (!member)
		return;
	if (is_char_pointer(member)) {
		if (!value)
			n = UNBOUNDED;
		else if (is_null_pointer(value))
			n = 6;
		else
			n = string_bound(value);
	} else if (is_table_pointer(member)) {
		/* "data->temp_label = nct6776_temp_label": its strings. */
		value = strip_casts(value);
		if (value && is_null_pointer(value))
			n = 6;
		else if (value && value->type == EXPR_SYMBOL)
			n = symbol_table_bound(value->symbol);
		else
			n = UNBOUNDED;
	} else {
		return;
	}
	for (i = 0; i < members.n; i++) {
		if (members.rows[i].member != member)
			continue;
		if (n == UNBOUNDED || (members.rows[i].most != UNBOUNDED &&
				       n > members.rows[i].most))
			members.rows[i].most = n;
		return;
	}
	if (members.n == members.cap) {
		members.cap = members.cap ? 2 * members.cap : 64;
		members.rows = realloc(members.rows,
				       members.cap * sizeof(*members.rows));
	}
	members.rows[members.n].member = member;
	members.rows[members.n].most = n;
	members.n++;
}

/* @value stored into integer member @member; NULL: a value not known. */
static void member_store_count(struct symbol *member, struct expression *value)
{
	struct member_count *row = NULL;
	long long k = 0;
	int known;
	int i;

	if (!member || !type_is_integer(member))
		return;
	known = value && int_bound(value, &k);
	for (i = 0; i < members.ncounts; i++)
		if (members.counts[i].member == member)
			row = &members.counts[i];
	if (!row) {
		if (members.ncounts == members.capcounts) {
			members.capcounts = members.capcounts ?
					    2 * members.capcounts : 64;
			members.counts = realloc(members.counts,
						 members.capcounts *
						 sizeof(*members.counts));
		}
		row = &members.counts[members.ncounts++];
		row->member = member;
		row->most = k;
		row->unbounded = 0;
	}
	if (!known)
		row->unbounded = 1;
	else if (k > row->most)
		row->most = k;
}

/* Every member of struct @type (and of the structs inside it) is unknown. */
static void taint_type(struct symbol *type)
{
	struct symbol *t, *m;

	type = type_base(type);
	if (!type_is_aggregate(type))
		return;
	FOR_EACH_PTR(members.tainted, t) {
		if (t == type)
			return;
	} END_FOR_EACH_PTR(t);
	add_symbol(&members.tainted, type);
	FOR_EACH_PTR(type->symbol_list, m) {
		taint_type(m);
	} END_FOR_EACH_PTR(m);
}

static int is_tainted(struct symbol *type)
{
	struct symbol *t;

	type = type_base(type);
	FOR_EACH_PTR(members.tainted, t) {
		if (t == type)
			return 1;
	} END_FOR_EACH_PTR(t);
	return 0;
}

/*
 * A member whose address @e is ("&data->count", "&chip->regs"): after
 * evaluation "base + offset" typed as a pointer to the member's type.
 */
static int member_address(struct expression *e, struct member_access *ma)
{
	struct address addr;
	struct symbol *want;

	if (!e || e->type != EXPR_BINOP || e->op != '+' ||
	    e->ctype == &lazy_ptr_ctype)
		return 0;
	want = type_base(type_pointee(e->ctype));
	if (!want || !expr_address(e, &addr))
		return 0;
	ma->member = member_typed_at(addr.type, addr.offset, want,
				     &ma->owner);
	ma->base = e;
	return ma->member != NULL;
}

/* A member whose value nothing in the file can know any more. */
static void member_unknown(struct symbol *member)
{
	if (type_is_aggregate(member))
		taint_type(member);
	member_store_string(member, NULL);
	member_store_count(member, NULL);
}

/*
 * A struct converted to bytes ("(u8 *)&regs", "memcpy(&cfg, ...)"): its
 * members are filled by something the file does not show.
 */
static void member_conversion(struct expression *e)
{
	struct expression *from = e->cast_expression;
	struct symbol *t_from, *t_to;
	struct address addr;
	int object;

	if (!from || !from->ctype || !e->ctype)
		return;
	t_from = type_base(from->ctype);
	t_to = type_base(e->ctype);
	if (!t_from || t_from->type != SYM_PTR || !t_to ||
	    t_to->type != SYM_PTR)
		return;
	t_from = type_base(t_from->ctype.base_type);
	t_to = type_base(t_to->ctype.base_type);
	if (!type_is_aggregate(t_from) || t_from == t_to)
		return;
	object = expr_address(from, &addr) && addr.object && !addr.pointer;
	/* A const table given to bsearch(): nothing writes it. */
	if (object && (addr.object->ctype.modifiers & MOD_CONST))
		return;
	if (type_is_integer(t_to) || object)
		taint_type(t_from);
}

static void member_initializer(struct expression *init);

static void member_assignment(struct ast_visitor *v, struct expression *e)
{
	struct member_access ma;
	struct symbol *type;

	members.fn = v->fn;
	switch (e->type) {
	case EXPR_ASSIGNMENT:
		if (!expr_member_read(e->left, &ma)) {
			/* "*p = *q", "c = tmpl": a struct copied whole. */
			type = type_base(e->left ? e->left->ctype : NULL);
			if (type_is_aggregate(type))
				taint_type(type);
			return;
		}
		if (type_is_aggregate(ma.member)) {
			taint_type(ma.member);
		} else if (e->op == '=') {
			member_store_string(ma.member, e->right);
			member_store_count(ma.member, e->right);
		} else {
			member_unknown(ma.member);
		}
		return;
	case EXPR_PREOP:
	case EXPR_POSTOP:
		if ((e->op == SPECIAL_INCREMENT || e->op == SPECIAL_DECREMENT) &&
		    expr_member_read(e->unop, &ma))
			member_unknown(ma.member);
		return;
	case EXPR_BINOP:
		if (member_address(e, &ma))
			member_unknown(ma.member);
		return;
	case EXPR_CAST:
	case EXPR_FORCE_CAST:
	case EXPR_IMPLIED_CAST:
		member_conversion(e);
		return;
	case EXPR_INITIALIZER:
		/* A local or a compound literal: "struct cfg c = { .n = n }". */
		member_initializer(e);
		return;
	default:
		return;
	}
}

static void member_initializer(struct expression *init)
{
	struct expression *entry;

	if (!init || init->type != EXPR_INITIALIZER)
		return;
	FOR_EACH_PTR(init->expr_list, entry) {
		struct expression *value = entry;
		struct symbol *member = NULL;

		while (value && value->type == EXPR_POS) {
			member = value->ctype;
			value = value->init_expr;
		}
		if (value && value->type == EXPR_INITIALIZER)
			member_initializer(value);
		else if (member && member->ident) {
			member_store_string(member, value);
			member_store_count(member, value);
		}
	} END_FOR_EACH_PTR(entry);
}

static void members_build(struct sysfs_index *idx)
{
	struct ast_visitor v = { .expr = member_assignment };
	struct sysfs_data *data;
	struct symbol *fn;

	members.idx = idx;
	members.n = 0;
	members.ncounts = 0;
	free_ptr_list(&members.tainted);
	members.building = 1;
	FOR_EACH_PTR(idx->functions, fn) {
		ast_walk_function(&v, fn);
	} END_FOR_EACH_PTR(fn);
	members.fn = NULL;
	FOR_EACH_PTR(idx->data, data) {
		member_initializer(data->sym->initializer);
	} END_FOR_EACH_PTR(data);
	if (members.fn_locals)
		free_show(members.fn_locals);
	members.fn_locals = NULL;
	members.building = 0;
}

/*
 * Is struct @owner the file's own: declared in it, or in a header next to
 * it (a driver's private header, "nct6775.h" beside nct6775-core.c)?
 */
static int own_struct(struct symbol *owner)
{
	const char *file, *decl, *slash;
	size_t dir;

	if (index_in_input(members.idx, owner->pos))
		return 1;
	file = stream_name(members.idx->stream);
	decl = stream_name(owner->pos.stream);
	if (!file || !decl)
		return 0;
	slash = strrchr(file, '/');
	dir = slash ? (size_t)(slash - file + 1) : 0;
	slash = strrchr(decl, '/');
	if ((slash ? (size_t)(slash - decl + 1) : 0) != dir ||
	    strncmp(file, decl, dir))
		return 0;
	return strlen(decl) > 2 && !strcmp(decl + strlen(decl) - 2, ".h");
}

/* The member read by @e, of a struct of the file, and not filled wholesale. */
static int own_member(struct expression *e, struct member_access *ma)
{
	if (members.building || !members.idx)
		return 0;
	if (!expr_member_read(e, ma))
		return 0;
	return own_struct(ma->owner) && !is_tainted(ma->owner);
}

/* The longest string stored in member @e of a struct of this file. */
static long member_bound(struct expression *e)
{
	struct member_access ma;
	int i;

	if (!own_member(e, &ma))
		return UNBOUNDED;
	for (i = 0; i < members.n; i++)
		if (members.rows[i].member == ma.member)
			return members.rows[i].most;
	return UNBOUNDED;
}

/* The largest value stored in integer member @e of a struct of this file. */
static int member_count_bound(struct expression *e, long long *most)
{
	struct member_access ma;
	int i;

	if (!own_member(e, &ma))
		return 0;
	for (i = 0; i < members.ncounts; i++) {
		if (members.counts[i].member != ma.member)
			continue;
		if (members.counts[i].unbounded)
			return 0;
		*most = members.counts[i].most;
		return 1;
	}
	return 0;
}

/* The largest value a local holds, over its assignments. */
static int local_int_bound(struct expression *e, long long *most)
{
	struct symbol *sym = expr_variable(e);
	struct show *s = locals_now();
	struct local *l = s && sym ? local_of(s, sym) : NULL;
	struct expression *val;
	long long k, best = 0;
	int ok = 1, any = 0;

	if (!l || l->uses > l->derefs || l->modified || l->visiting ||
	    !l->values)
		return 0;
	l->visiting = 1;
	FOR_EACH_PTR(l->values, val) {
		if (val->type == EXPR_ASSIGNMENT)
			ok = val->op == '=' && int_bound(val->right, &k);
		else
			ok = int_bound(val, &k);
		if (!ok)
			break;
		if (!any || k > best)
			best = k;
		any = 1;
	} END_FOR_EACH_PTR(val);
	l->visiting = 0;
	if (!ok || !any)
		return 0;
	*most = best;
	return 1;
}

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
 * The largest value @e can have: a constant, "x & 0xff", "x % 16", a u8,
 * a local or a member the file only sets to such values.
 */
static int int_bound(struct expression *e, long long *most)
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
		ok = int_bound(bare->cond_true ?: bare->conditional, &a) &&
		     int_bound(bare->cond_false, most);
		if (ok && a > *most)
			*most = a;
		break;
	case EXPR_BINOP:
		if (bare->op == '&' &&
		    ((constant_value(bare->right, &a) && a >= 0) ||
		     (constant_value(bare->left, &a) && a >= 0))) {
			*most = a;
			ok = 1;
		} else if (bare->op == '%' && constant_value(bare->right, &a) &&
			   a > 0) {
			*most = a - 1;
			ok = 1;
		} else if (bare->op == SPECIAL_RIGHTSHIFT &&
			   int_bound(bare->left, &a) && a >= 0 &&
			   constant_value(bare->right, most) && *most >= 0 &&
			   *most < 63) {
			*most = a >> *most;
			ok = 1;
		}
		break;
	case EXPR_PREOP:
		if (bare->op == '*')
			ok = local_int_bound(bare, most) ||
			     member_count_bound(bare, most);
		break;
	default:
		break;
	}
	if (narrow && (!ok || b < *most)) {
		*most = b;
		ok = 1;
	}
	return ok;
}

/* The longest string a local of the show() holds, over its assignments. */
static long local_bound(struct expression *e)
{
	struct symbol *sym = expr_variable(e);
	struct show *s = locals_now();
	struct local *l = s && sym ? local_of(s, sym) : NULL;
	struct expression *val;
	long most = -1, n;

	if (!l || l->uses > l->derefs || l->visiting || !l->values)
		return UNBOUNDED;
	l->visiting = 1;
	FOR_EACH_PTR(l->values, val) {
		if (val->type == EXPR_ASSIGNMENT)
			val = val->op == '=' ? val->right : NULL;
		/* vsnprintf() prints NULL as "(null)". */
		if (!val)
			n = UNBOUNDED;
		else
			n = is_null_pointer(val) ? 6 : string_bound(val);
		if (n == UNBOUNDED) {
			most = UNBOUNDED;
			break;
		}
		if (n > most)
			most = n;
	} END_FOR_EACH_PTR(val);
	l->visiting = 0;
	return most < 0 ? UNBOUNDED : most;
}

struct returns_walk {
	struct ast_visitor v;
	long most;
};

static void returned_string(struct ast_visitor *v, struct statement *stmt)
{
	struct returns_walk *w = (struct returns_walk *)v;
	long n;

	if (stmt->type != STMT_RETURN || w->most == UNBOUNDED)
		return;
	/* vsnprintf() prints NULL as "(null)". */
	n = is_null_pointer(stmt->ret_value) ? 6 : string_bound(stmt->ret_value);
	if (n == UNBOUNDED || n > w->most)
		w->most = n;
}

/*
 * The longest string a function of the file returns: one that returns
 * only literals ("+12V1", "remote2") or bounded arrays.
 */
static long returned_bound(struct expression *call)
{
	static int depth;
	struct returns_walk w = { .v = { .stmt = returned_string },
				  .most = -1 };
	struct symbol *fn = function_definition(expr_function(call->fn));

	struct show *saved = callee_locals, *locals;
	struct sysfs_index *idx = current ? current->idx : members.idx;
	struct symbol *base = fn ? fn->ctype.base_type : NULL;

	/*
	 * A static inline function that sparse has not evaluated (it only
	 * inlines it into its callers): evaluate it as sparse does the
	 * others. One of a header too (nvdimm_bus_cmd_name() of ndctl.h):
	 * its one definition is what every caller runs.
	 */
	if (idx && base && base->type == SYM_FN && !base->stmt &&
	    base->inline_stmt) {
		struct symbol_list *one = NULL;

		add_symbol(&one, fn);
		evaluate_symbol_list(one);
		free_ptr_list(&one);
	}
	if (!fn || !function_body(fn) || depth > 3)
		return UNBOUNDED;
	/* "char *name = NULL; ... name = table[i].name; ... return name;" */
	locals = calloc(1, sizeof(*locals));
	if (!locals)
		return UNBOUNDED;
	locals->v.expr = collect_expr;
	locals->v.local = collect_local;
	locals->fn = fn;
	ast_walk_function(&locals->v, fn);
	depth++;
	callee_locals = locals;
	ast_walk_stmt(&w.v, function_body(fn));
	callee_locals = saved;
	depth--;
	free_show(locals);
	return w.most < 0 ? UNBOUNDED : w.most;
}

struct param_calls {
	struct ast_visitor v;
	struct symbol *fn;
	int nth;		/* the parameter's position */
	int calls, refs;	/* calls of fn, mentions of fn */
	long most;
};

static void param_call_visit(struct ast_visitor *v, struct expression *e)
{
	struct param_calls *pc = (struct param_calls *)v;
	struct expression *arg;
	long n;

	if (e->type == EXPR_SYMBOL && e->symbol &&
	    function_definition(e->symbol) == pc->fn)
		pc->refs++;
	if (e->type != EXPR_CALL ||
	    function_definition(expr_function(e->fn)) != pc->fn)
		return;
	pc->calls++;
	if (pc->most == UNBOUNDED)
		return;
	arg = ptr_list_nth(e->args, pc->nth);
	n = !arg ? UNBOUNDED : is_null_pointer(arg) ? 6 : string_bound(arg);
	if (n == UNBOUNDED || n > pc->most)
		pc->most = n;
}

/*
 * A parameter of a static function of the file that is only called, never
 * passed on as a pointer: the longest string its calls in the file pass
 * ("bq2415x_timer_error(bq, \"Overload\")"). The arguments are measured
 * without the callers' locals.
 */
static long param_bound(struct expression *e)
{
	static int depth;
	struct symbol *sym = expr_variable(e), *fn, *arg, *base;
	struct show *owner = locals_now(), *saved = callee_locals, *none;
	struct sysfs_index *idx = current ? current->idx : members.idx;
	struct param_calls pc = { .v = { .expr = param_call_visit },
				  .most = -1 };
	struct sysfs_data *data;
	int nth;

	fn = owner ? owner->fn : members.fn;
	base = fn ? fn->ctype.base_type : NULL;
	if (!sym || !idx || !base || base->type != SYM_FN ||
	    !(fn->ctype.modifiers & MOD_STATIC) || depth > 2)
		return UNBOUNDED;
	nth = function_param_index(fn, sym);
	if (nth < 0)
		return UNBOUNDED;
	none = calloc(1, sizeof(*none));
	if (!none)
		return UNBOUNDED;
	none->fn = fn;
	pc.fn = function_definition(fn);
	pc.nth = nth;
	depth++;
	callee_locals = none;
	FOR_EACH_PTR(idx->functions, arg) {
		ast_walk_function(&pc.v, arg);
	} END_FOR_EACH_PTR(arg);
	FOR_EACH_PTR(idx->data, data) {
		if (data->sym->initializer)
			ast_walk_expr(&pc.v, data->sym->initializer);
	} END_FOR_EACH_PTR(data);
	callee_locals = saved;
	depth--;
	free(none);
	if (!pc.calls || pc.refs > pc.calls)
		return UNBOUNDED;
	return pc.most < 0 ? UNBOUNDED : pc.most;
}

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
	return string_bound(sym->initializer);
}

/* The longest string @e can hold, or UNBOUNDED. */
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

static long string_bound(struct expression *e)
{
	struct string *str;
	struct address addr;
	struct symbol *type;
	long long k;
	long n;

	e = strip_casts(e);
	if (!e)
		return UNBOUNDED;
	str = string_literal(e);
	if (str)
		return str->length - 1;
	switch (e->type) {
	case EXPR_CONDITIONAL:
	case EXPR_SELECT: {
		/* vsnprintf() prints NULL as "(null)". */
		long a = is_null_pointer(e->cond_true) ? 6 :
			 string_bound(e->cond_true ?: e->conditional);
		long b = is_null_pointer(e->cond_false) ? 6 :
			 string_bound(e->cond_false);

		if (a == UNBOUNDED || b == UNBOUNDED)
			return UNBOUNDED;
		return a > b ? a : b;
	}
	case EXPR_SYMBOL:
		/* An array decays: the symbol's own type still says its size. */
		type = type_base(e->symbol);
		if (type && type->type == SYM_ARRAY && type->bit_size > 0)
			return type->bit_size / 8 - 1;
		return UNBOUNDED;
	case EXPR_BINOP:
		if (e->op != '+')
			return UNBOUNDED;
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
	case EXPR_PREOP:
		if (e->op == '*') {
			n = table_bound(e);
			if (n == UNBOUNDED)
				n = local_bound(e);
			if (n == UNBOUNDED)
				n = member_bound(e);
			if (n == UNBOUNDED)
				n = constant_pointer_bound(e);
			if (n == UNBOUNDED)
				n = param_bound(e);
			return n;
		}
		return UNBOUNDED;
	case EXPR_CALL:
		return returned_bound(e);
	default:
		return UNBOUNDED;
	}
}

/* "t->trace" for a member array that decayed to "t + 0". */
static char *arg_text(struct expression *e)
{
	struct expression *bare = strip_casts(e);
	struct address addr;
	const char *member;
	char text[160];

	if (bare && bare->type == EXPR_BINOP && bare->op == '+' &&
	    expr_address(bare, &addr)) {
		member = array_member_at(addr.type, addr.offset);
		if (member && addr.object) {
			snprintf(text, sizeof(text), "%s.%s",
				 symbol_name(addr.object), member);
			return strdup(text);
		}
		if (member && addr.pointer) {
			snprintf(text, sizeof(text), "%s->%s",
				 expr_text(addr.pointer), member);
			return strdup(text);
		}
	}
	return strdup(expr_text(e));
}

#define MAX_FMT_ARGS 32

static void describe_arg(struct expression *e, struct fmt_arg *arg)
{
	struct expression *bare = strip_casts(e);
	struct symbol *type = type_base(bare ? bare->ctype : NULL), *t;
	long long k;

	memset(arg, 0, sizeof(*arg));
	arg->kind = FMT_ARG_UNKNOWN;
	arg->text = arg_text(e);
	if (!bare || !type)
		return;
	if (type->type == SYM_PTR || type->type == SYM_ARRAY) {
		if (type_is_char(type->ctype.base_type)) {
			arg->kind = FMT_ARG_STRING;
			arg->str_max = string_bound(bare);
			if (arg->str_max == UNBOUNDED)
				arg->str_max = -1;
		} else {
			arg->kind = FMT_ARG_POINTER;
		}
		return;
	}
	t = expr_narrowest_type(e);
	if (!t || t->bit_size > 64)
		return;
	arg->kind = FMT_ARG_INT;
	arg->size_bytes = t->bit_size <= 8 ? 1 : t->bit_size <= 16 ? 2 :
			  t->bit_size <= 32 ? 4 : 8;
	arg->is_signed = !(t->ctype.modifiers & MOD_UNSIGNED) &&
			 t->bit_size > 1;
	if (constant_value(bare, &k)) {
		arg->known = 1;
		arg->value = k;
	} else if (t->bit_size == 1) {
		/* A bool or a one-bit field: 0 or 1, one digit. */
		arg->known = 1;
		arg->value = 1;
	} else if (!arg->is_signed && int_bound(bare, &k) && k >= 0) {
		/* "fmt_size = 2; ... fmt_size = 4;": a '*' width of at most 4. */
		arg->bounded = 1;
		arg->most = k;
	}
}

/*
 * The most bytes a printf-style write can produce, NUL included, or
 * UNKNOWN or UNBOUNDED; @why says what makes it long.
 */
#define MAX_FORMATS 8

/*
 * The literal formats @e can be: a literal, either side of a conditional
 * of them ("x ? \"Hidden\\n\" : \"\""), a local set only to such formats
 * ("fmt = v >= 0 ? \"0x%02x\\n\" : \"%d\\n\""). 0 when another value is
 * possible.
 */
static int format_candidates(struct show *s, struct expression *e,
			     struct string **out, int *n)
{
	struct string *str = string_literal(e);
	struct expression *val;
	struct symbol *sym;
	struct local *l;
	int ok = 1;

	if (str) {
		if (*n == MAX_FORMATS)
			return 0;
		out[(*n)++] = str;
		return 1;
	}
	e = strip_casts(e);
	if (!e)
		return 0;
	if (e->type == EXPR_CONDITIONAL || e->type == EXPR_SELECT)
		return e->cond_true &&
		       format_candidates(s, e->cond_true, out, n) &&
		       format_candidates(s, e->cond_false, out, n);
	sym = expr_variable(e);
	l = sym && s ? local_of(s, sym) : NULL;
	if (!l || l->uses > l->derefs || l->visiting || l->modified ||
	    !l->values)
		return 0;
	l->visiting = 1;
	FOR_EACH_PTR(l->values, val) {
		if (val->type == EXPR_ASSIGNMENT)
			val = val->op == '=' ? val->right : NULL;
		if (!val || !format_candidates(s, val, out, n)) {
			ok = 0;
			break;
		}
	} END_FOR_EACH_PTR(val);
	l->visiting = 0;
	return ok;
}

static long format_bytes(struct show *s, struct expression *call,
			 const struct page_writer *w, char *why, size_t len)
{
	struct fmt_arg args[MAX_FMT_ARGS];
	struct string *formats[MAX_FORMATS];
	struct fmt_result res, one;
	struct expression *e;
	int n = 0, i = 0, nformats = 0, ok;
	long bytes;

	if (w->va_list ||
	    !format_candidates(s, call_arg(call, w->format_arg), formats,
			       &nformats))
		return UNKNOWN;
	FOR_EACH_PTR(call->args, e) {
		if (i++ <= w->format_arg)
			continue;
		if (n == MAX_FMT_ARGS)
			break;
		describe_arg(e, &args[n++]);
	} END_FOR_EACH_PTR(e);
	ok = n < MAX_FMT_ARGS;
	/* The longest text of any of the formats. */
	for (i = 0; ok && i < nformats; i++) {
		if (fmt_max_length(formats[i]->data, args, n, &one) != 0)
			ok = 0;
		else if (!i || (res.max != FMT_UNBOUNDED &&
				(one.max == FMT_UNBOUNDED || one.max > res.max)))
			res = one;
	}
	if (!ok)
		bytes = UNKNOWN;
	else if (res.max == FMT_UNBOUNDED)
		bytes = UNBOUNDED;
	else
		bytes = res.max + 1;
	if (ok && res.culprit >= 0 && res.culprit < n) {
		snprintf(why, len, "of %s", res.why);
	} else if (ok && res.why[0]) {
		snprintf(why, len, "of %s", res.why);
	} else if (ok) {
		/* The longest string, when it is what makes the text long. */
		int most = -1;

		for (i = 0; i < n; i++)
			if (args[i].kind == FMT_ARG_STRING &&
			    (most < 0 || args[i].str_max > args[most].str_max))
				most = i;
		if (most >= 0 && args[most].str_max >= SYSFS_PAGE_SIZE / 4)
			snprintf(why, len, " ('%s' holds up to %ld characters)",
				 args[most].text, args[most].str_max);
	}
	for (i = 0; i < n; i++)
		free((char *)args[i].text);
	return bytes;
}

struct write {
	const char *name;
	const struct page_writer *w;
	struct expression *call;
	long bytes;		/* most bytes written, UNKNOWN, UNBOUNDED */
	int bounded;		/* by a size tied to the page, or by sysfs */
	char why[200];		/* what is unbounded */
};

struct stores {
	struct symbol *var;
	int n;
};

/*
 * Does @e store (assignment, ++, --)? @target is then the local it
 * stores into, or NULL for anything else (a member, through a pointer).
 */
static int store_target(struct expression *e, struct symbol **target)
{
	if (e->type == EXPR_ASSIGNMENT) {
		*target = expr_variable(e->left);
		return 1;
	}
	if ((e->type == EXPR_PREOP || e->type == EXPR_POSTOP) &&
	    (e->op == SPECIAL_INCREMENT || e->op == SPECIAL_DECREMENT)) {
		*target = expr_variable(e->unop);
		return 1;
	}
	return 0;
}

static void stores_visit(struct ast_visitor *v, struct expression *e)
{
	struct stores *st = v->data;
	struct symbol *target;

	if (store_target(e, &target) && target == st->var)
		st->n++;
}

/* How many stores to @var @stmt and @e hold. */
static int stores_in(struct symbol *var, struct statement *stmt,
		     struct expression *e)
{
	struct stores st = { .var = var };
	struct ast_visitor v = { .expr = stores_visit, .data = &st };

	if (stmt)
		ast_walk_stmt(&v, stmt);
	if (e)
		ast_walk_expr(&v, e);
	return st.n;
}

/*
 * The values a local holds where an expression statement runs: the last
 * assignments to it on the paths that reach the statement, walked in the
 * order of the source ("t = d->addr; t = scnprintf(...); ... size -= t;").
 * A path through a label or a case, or around a loop that changes the
 * local, gives an unknown value; paths that leave by goto, break,
 * continue or return reach nothing after them.
 */
struct reach {
	struct symbol *var;
	struct expression *target;
	/* The state where the walk is: */
	struct expression_list *defs;
	int unknown, dead;
	/* Where the target runs: */
	struct expression_list *found;
	int found_unknown, seen;
};

/* Does @stmt (or @e) store into the local, anywhere inside? */
static int reach_modifies(struct reach *r, struct statement *stmt,
			  struct expression *e)
{
	return stores_in(r->var, stmt, e) > 0;
}

static void reach_set(struct reach *r, struct expression *value)
{
	free_ptr_list(&r->defs);
	r->unknown = !value;
	if (value)
		add_expression(&r->defs, value);
}

static void reach_expr(struct reach *r, struct expression *e)
{
	if (!e || r->dead)
		return;
	if (e == r->target) {
		struct expression *d;

		FOR_EACH_PTR(r->defs, d) {
			add_expression(&r->found, d);
		} END_FOR_EACH_PTR(d);
		r->found_unknown |= r->unknown;
		r->seen = 1;
		return;
	}
	if (e->type == EXPR_ASSIGNMENT && e->op == '=' &&
	    expr_variable(e->left) == r->var &&
	    !reach_modifies(r, NULL, e->right))
		reach_set(r, e->right);
	else if (reach_modifies(r, NULL, e))
		reach_set(r, NULL);
}

/* The state after @stmt, from the state before it. */
static void reach_stmt(struct reach *r, struct statement *stmt)
{
	struct expression_list *defs;
	struct statement *child;
	struct symbol *sym;
	int unknown, dead;

	if (!stmt || r->dead)
		return;
	switch (stmt->type) {
	case STMT_DECLARATION:
		FOR_EACH_PTR(stmt->declaration, sym) {
			if (sym == r->var)
				reach_set(r, sym->initializer);
			else if (sym->initializer)
				reach_expr(r, sym->initializer);
		} END_FOR_EACH_PTR(sym);
		return;
	case STMT_EXPRESSION:
		reach_expr(r, stmt->expression);
		return;
	case STMT_COMPOUND:
		FOR_EACH_PTR(stmt->stmts, child) {
			reach_stmt(r, child);
		} END_FOR_EACH_PTR(child);
		return;
	case STMT_IF:
		reach_expr(r, stmt->if_conditional);
		if (r->dead)
			return;
		defs = NULL;
		concat_ptr_list((struct ptr_list *)r->defs,
				(struct ptr_list **)&defs);
		unknown = r->unknown;
		reach_stmt(r, stmt->if_true);
		/* The other branch starts from the state before the if. */
		if (r->dead) {
			free_ptr_list(&r->defs);
			r->defs = defs;
			r->unknown = unknown;
			r->dead = 0;
			reach_stmt(r, stmt->if_false);
			return;
		}
		{
			struct expression_list *true_defs = r->defs;
			int true_unknown = r->unknown;

			r->defs = defs;
			r->unknown = unknown;
			reach_stmt(r, stmt->if_false);
			if (r->dead) {
				free_ptr_list(&r->defs);
				r->defs = true_defs;
				r->unknown = true_unknown;
				r->dead = 0;
				return;
			}
			concat_ptr_list((struct ptr_list *)true_defs,
					(struct ptr_list **)&r->defs);
			free_ptr_list(&true_defs);
			r->unknown |= true_unknown;
		}
		return;
	case STMT_RETURN:
		reach_expr(r, stmt->ret_value);
		r->dead = 1;
		return;
	case STMT_GOTO:
		/* goto, and break and continue, which sparse writes as gotos */
		r->dead = 1;
		return;
	case STMT_LABEL:
	case STMT_CASE:
		/* Reached from elsewhere too. */
		r->dead = 0;
		reach_set(r, NULL);
		reach_stmt(r, stmt->type == STMT_LABEL ? stmt->label_statement :
			   stmt->case_statement);
		return;
	case STMT_SWITCH:
		reach_expr(r, stmt->switch_expression);
		defs = NULL;
		concat_ptr_list((struct ptr_list *)r->defs,
				(struct ptr_list **)&defs);
		unknown = r->unknown;
		reach_stmt(r, stmt->switch_statement);
		/* Left by a break from any case, or by no case at all. */
		r->dead = 0;
		free_ptr_list(&r->defs);
		r->defs = defs;
		r->unknown = unknown;
		if (reach_modifies(r, stmt->switch_statement, NULL))
			reach_set(r, NULL);
		return;
	case STMT_ITERATOR:
		reach_stmt(r, stmt->iterator_pre_statement);
		if (r->dead)
			return;
		dead = reach_modifies(r, stmt, NULL);
		/* Around the loop: what the body stores comes back. */
		if (dead)
			reach_set(r, NULL);
		reach_expr(r, stmt->iterator_pre_condition);
		reach_stmt(r, stmt->iterator_statement);
		r->dead = 0;
		reach_expr(r, stmt->iterator_post_condition);
		reach_stmt(r, stmt->iterator_post_statement);
		if (dead)
			reach_set(r, NULL);
		return;
	default:
		if (reach_modifies(r, stmt, NULL))
			reach_set(r, NULL);
		return;
	}
}

/*
 * Does every value @var holds where the statement @target runs come from
 * @fn's writers (what scnprintf() wrote, a constant)?
 */
static int reaches_written(struct show *s, struct symbol *var,
			   struct expression *target)
{
	struct reach r = { .var = var, .target = target };
	struct local *l = local_of(s, var);
	struct expression *d;
	int ok;

	if (!l || l->uses > l->derefs || l->modified)
		return 0;
	reach_stmt(&r, function_body(s->fn));
	ok = r.found && !r.found_unknown;
	FOR_EACH_PTR(r.found, d) {
		struct value v = { 0 };

		classify(s, d, &v);
		if (v.flags & ~(VAL_WRITTEN | VAL_CONST))
			ok = 0;
	} END_FOR_EACH_PTR(d);
	free_ptr_list(&r.defs);
	free_ptr_list(&r.found);
	return ok;
}

/*
 * A local that counts the room left: set only to constants up to
 * PAGE_SIZE and decreased ("size_t len = PAGE_SIZE; ... len -= n;").
 */
static int room_local(struct show *s, struct expression *e)
{
	struct symbol *sym = expr_variable(e);
	struct local *l = sym ? local_of(s, sym) : NULL;
	struct expression *val;
	long long k;
	int set = 0;

	if (!l || l->uses > l->derefs || l->modified)
		return 0;
	FOR_EACH_PTR(l->values, val) {
		struct value v = { 0 };

		if (val->type == EXPR_ASSIGNMENT &&
		    val->op == SPECIAL_SUB_ASSIGN) {
			/*
			 * Less what scnprintf() wrote; snprintf()'s would-be
			 * length can take it below zero.
			 */
			classify(s, val->right, &v);
			if ((v.flags & ~(VAL_WRITTEN | VAL_CONST)) &&
			    !(expr_variable(val->right) &&
			      reaches_written(s, expr_variable(val->right),
					      val)))
				return 0;
			continue;
		}
		if (val->type == EXPR_ASSIGNMENT && val->op == '=')
			val = val->right;
		else if (val->type == EXPR_ASSIGNMENT)
			return 0;
		if (!constant_value(val, &k) || k > SYSFS_PAGE_SIZE)
			return 0;
		set = 1;
	} END_FOR_EACH_PTR(val);
	return set;
}

/* Is the size @size tied to the room left in the page ("PAGE_SIZE - len")? */
static int size_tied(struct show *s, struct expression *size,
		     struct expression *dest)
{
	long long k;

	size = strip_casts(size);
	if (!size)
		return 0;
	if (constant_value(size, &k))
		return page_start(s, dest) && k <= SYSFS_PAGE_SIZE;
	if (size->type == EXPR_BINOP && size->op == '-') {
		long long left;

		if (constant_value(size->left, &left) && left <= SYSFS_PAGE_SIZE)
			return 1;
		if (into_page(s, size->right) || into_page(s, size->left))
			return 1;
		/* "PAGE_SIZE - count - 2" */
		if (constant_value(size->right, &k) && k >= 0)
			return size_tied(s, size->left, dest);
	}
	if (room_local(s, size))
		return 1;
	if (size->type == EXPR_CALL || size->type == EXPR_STATEMENT) {
		/* min(count, PAGE_SIZE - len) and friends */
		return 0;
	}
	return 0;
}

static void measure_write(struct show *s, struct write *wr)
{
	const struct page_writer *w = wr->w;
	struct expression *call = wr->call;
	struct expression *dest = call_arg(call, w->dest_arg);
	struct expression *size = call_arg(call, w->size_arg);
	struct expression *src = call_arg(call, w->src_arg);
	long long k;
	long n;

	wr->bytes = UNKNOWN;
	wr->why[0] = '\0';
	if (w->page_bounded) {
		wr->bounded = 1;
		return;
	}
	if (size && size_tied(s, size, dest))
		wr->bounded = 1;
	switch (w->write) {
	case WRITE_BYTES:
		if (size && constant_value(size, &k))
			wr->bytes = k;
		return;
	case WRITE_STRING:
	case WRITE_STRING_END:
		n = string_bound(src);
		if (n == UNBOUNDED) {
			if (!size) {
				wr->bytes = UNBOUNDED;
				snprintf(wr->why, sizeof(wr->why),
					 "of the string '%s', whose length is not known,",
					 expr_text(src));
			} else if (constant_value(size, &k)) {
				wr->bytes = k;
			}
		} else {
			wr->bytes = n + 1;
			if (size && constant_value(size, &k) && k < wr->bytes)
				wr->bytes = k;
		}
		return;
	case WRITE_FORMAT:
		n = format_bytes(s, call, w, wr->why, sizeof(wr->why));
		if (size && constant_value(size, &k) &&
		    (n == UNKNOWN || n == UNBOUNDED || k < n)) {
			wr->bytes = k;
			wr->why[0] = '\0';
		} else {
			wr->bytes = n;
		}
		return;
	}
}

/* Loops */

/* The value "for (i = K, len = 0; ...)" starts @var at: 1 if found. */
static int start_value(struct expression *e, struct symbol *var,
		       long long *start, int *found)
{
	e = strip_casts(e);
	if (!e)
		return 1;
	if (e->type == EXPR_COMMA)
		return start_value(e->left, var, start, found) &&
		       start_value(e->right, var, start, found);
	if (e->type == EXPR_ASSIGNMENT && expr_variable(e->left) == var) {
		*found = 1;
		return e->op == '=' && constant_value(e->right, start);
	}
	return 1;
}

/*
 * What a loop's step adds to @var each turn: K for "i++" or "i += K", -K
 * for "i--" or "i -= K" (K a positive constant), 0 for anything else.
 */
static long long loop_step(struct statement *post, struct symbol *var)
{
	struct expression *e;
	long long k;

	if (!post || post->type != STMT_EXPRESSION)
		return 0;
	e = strip_casts(post->expression);
	if (!e)
		return 0;
	if ((e->type == EXPR_POSTOP || e->type == EXPR_PREOP) &&
	    expr_variable(e->unop) == var)
		return e->op == SPECIAL_INCREMENT ? 1 :
		       e->op == SPECIAL_DECREMENT ? -1 : 0;
	if (e->type == EXPR_ASSIGNMENT && expr_variable(e->left) == var &&
	    constant_value(e->right, &k) && k > 0)
		return e->op == SPECIAL_ADD_ASSIGN ? k :
		       e->op == SPECIAL_SUB_ASSIGN ? -k : 0;
	return 0;
}

static long long compare_trips(struct show *s, struct statement *stmt,
			       struct expression *cond);
static long long null_trips(struct show *s, struct statement *stmt,
			    struct expression *cond);

/*
 * "bit = find_next_bit(addr, 64, bit), bit < 64" (for_each_set_bit()):
 * the model's function returns its last argument or more, so the counter
 * only moves forward, by the loop's step at least each turn; the test
 * after the comma counts the turns. Else @cond itself.
 */
static struct expression *forward_test(struct statement *stmt,
				       struct expression *cond)
{
	const struct sysfs_callee *callee;
	struct expression *set, *call, *last = NULL, *arg;
	struct symbol *var;

	if (!cond || cond->type != EXPR_COMMA)
		return cond;
	set = strip_casts(cond->left);
	if (!set || set->type != EXPR_ASSIGNMENT || set->op != '=')
		return cond;
	var = expr_variable(set->left);
	call = strip_casts(set->right);
	if (!var || !call || call->type != EXPR_CALL ||
	    loop_step(stmt->iterator_post_statement, var) < 1)
		return cond;
	callee = sysfs_callee_lookup(expr_function(call->fn));
	if (!callee || callee->kind != CALLEE_AT_LEAST_LAST)
		return cond;
	FOR_EACH_PTR(call->args, arg) {
		last = arg;
	} END_FOR_EACH_PTR(arg);
	if (expr_variable(last) != var)
		return cond;
	return strip_casts(cond->right);
}

/*
 * The most times loop @stmt runs when it is bounded by a constant, a local
 * or a member only ever set to constants, else -1.
 */
static long long trip_count(struct show *s, struct statement *stmt)
{
	struct expression *cond = forward_test(stmt,
				strip_casts(stmt->iterator_pre_condition));
	long long a, b;

	/* "assignments && i < 6": the loop stops at the first false test. */
	if (cond && cond->type == EXPR_LOGICAL &&
	    cond->op == SPECIAL_LOGICAL_AND) {
		a = compare_trips(s, stmt, strip_casts(cond->left));
		b = compare_trips(s, stmt, strip_casts(cond->right));
		if (a < 0)
			a = null_trips(s, stmt, strip_casts(cond->left));
		if (b < 0)
			b = null_trips(s, stmt, strip_casts(cond->right));
		if (a < 0)
			return b;
		return b < 0 || a < b ? a : b;
	}
	a = compare_trips(s, stmt, cond);
	return a >= 0 ? a : null_trips(s, stmt, cond);
}

/*
 * "for (key = 3; key >= 0; key--)": a loop counting down from a constant
 * to a constant runs start - limit + 1 times (not at all, unless
 * unsigned ">= 0", which never fails).
 */
static long long down_trips(struct statement *stmt, struct expression *cond,
			    struct symbol *var)
{
	struct statement *pre = stmt->iterator_pre_statement;
	long long limit, start = 0, step, n;
	int found = 0;

	step = -loop_step(stmt->iterator_post_statement, var);
	if (step <= 0 || !constant_value(cond->right, &limit) || !pre ||
	    pre->type != STMT_EXPRESSION ||
	    !start_value(pre->expression, var, &start, &found) || !found)
		return -1;
	if (cond->op == SPECIAL_GTE || cond->op == SPECIAL_UNSIGNED_GTE) {
		if (cond->op == SPECIAL_UNSIGNED_GTE && limit <= 0)
			return -1;
		n = start >= limit ? start - limit + 1 : 0;
	} else {
		n = start > limit ? start - limit : 0;
	}
	return (n + step - 1) / step;
}

static long long compare_trips(struct show *s, struct statement *stmt,
			       struct expression *cond)
{
	struct symbol *var;
	long long limit, start = 0, step, n;
	struct statement *pre = stmt->iterator_pre_statement;
	struct symbol *sym;
	int found = 0;

	if (!cond || cond->type != EXPR_COMPARE)
		return -1;
	var = expr_variable(cond->left);
	if (!var)
		return -1;
	if (cond->op == '>' || cond->op == SPECIAL_GTE ||
	    cond->op == SPECIAL_UNSIGNED_GT || cond->op == SPECIAL_UNSIGNED_GTE)
		return down_trips(stmt, cond, var);
	if (cond->op == SPECIAL_NOTEQUAL ? !constant_value(cond->right, &limit) :
	    !int_bound(cond->right, &limit))
		return -1;
	/* The start value: "for (i = K; ...)" or a declaration. */
	if (pre && pre->type == STMT_EXPRESSION) {
		if (!start_value(pre->expression, var, &start, &found))
			return -1;
	}
	if (!found) {
		FOR_EACH_PTR(stmt->iterator_syms, sym) {
			if (sym == var && sym->initializer &&
			    !constant_value(sym->initializer, &start))
				return -1;
		} END_FOR_EACH_PTR(sym);
	}
	switch (cond->op) {
	case '<':
	case SPECIAL_UNSIGNED_LT:
	case SPECIAL_NOTEQUAL:
		n = limit > start ? limit - start : 0;
		break;
	case SPECIAL_LTE:
	case SPECIAL_UNSIGNED_LTE:
		n = limit >= start ? limit - start + 1 : 0;
		break;
	default:
		return -1;
	}
	/* "for (i = 0; i < 256; i += 16)" runs 16 times. */
	step = cond->op == SPECIAL_NOTEQUAL ? 0 :
	       loop_step(stmt->iterator_post_statement, var);
	if (step > 1)
		n = (n + step - 1) / step;
	return n;
}

/* Does @e compare something with the page's fill or with PAGE_SIZE? */
static int tied_to_page(struct show *s, struct expression *e)
{
	long long k;

	e = strip_casts(e);
	if (!e)
		return 0;
	switch (e->type) {
	case EXPR_COMPARE: {
		struct value v = { 0 };
		struct value w = { 0 };

		if (constant_value(e->right, &k) && k >= SYSFS_PAGE_SIZE / 2)
			return 1;
		if (constant_value(e->left, &k) && k >= SYSFS_PAGE_SIZE / 2)
			return 1;
		if (into_page(s, e->left) || into_page(s, e->right))
			return 1;
		classify(s, e->left, &v);
		classify(s, e->right, &w);
		if ((v.flags | w.flags) & (VAL_WRITTEN | VAL_WOULD_BE))
			return 1;
		return tied_to_page(s, e->left) || tied_to_page(s, e->right);
	}
	case EXPR_BINOP:
		/* "while (size && PAGE_SIZE - len)": the room left. */
		if (e->op == '-' && constant_value(e->left, &k) &&
		    k >= SYSFS_PAGE_SIZE / 2)
			return 1;
		return tied_to_page(s, e->left) || tied_to_page(s, e->right);
	case EXPR_LOGICAL:
		return tied_to_page(s, e->left) || tied_to_page(s, e->right);
	case EXPR_PREOP:
		return tied_to_page(s, e->unop);
	case EXPR_CALL: {
		struct expression *arg;

		FOR_EACH_PTR(e->args, arg) {
			if (tied_to_page(s, arg))
				return 1;
		} END_FOR_EACH_PTR(arg);
		return 0;
	}
	default:
		return 0;
	}
}

/* An "if (...) break;" (or return, goto) in the loop body tied to the page. */
static int body_stops_at_page(struct show *s, struct statement *body)
{
	struct statement *child;

	if (!body)
		return 0;
	switch (body->type) {
	case STMT_COMPOUND:
		FOR_EACH_PTR(body->stmts, child) {
			if (body_stops_at_page(s, child))
				return 1;
		} END_FOR_EACH_PTR(child);
		return 0;
	case STMT_IF:
		if (tied_to_page(s, body->if_conditional))
			return 1;
		return body_stops_at_page(s, body->if_true) ||
		       body_stops_at_page(s, body->if_false);
	case STMT_LABEL:
		return body_stops_at_page(s, body->label_statement);
	default:
		return 0;
	}
}

/* Walking the callback: "fill" is the most bytes in the page so far. */


static long max_fill(long a, long b)
{
	if (a == UNKNOWN || b == UNKNOWN)
		return UNKNOWN;
	if (a == UNBOUNDED || b == UNBOUNDED)
		return UNBOUNDED;
	return a > b ? a : b;
}

struct loop {
	struct statement *stmt;
	long long trips;	/* -1: not a constant */
	int tied;		/* a bound tied to the page */
	struct expression *limit;	/* the loop's condition */
	int reported;
	/*
	 * snprintf()-like appends of the body at "PAGE_SIZE - len" whose text
	 * fits if the whole loop does: the smallest such constant in room.
	 */
	struct expression_list *pending;
	long long room;
	/* The page offset's most at the start of each turn (-1: unknown). */
	struct symbol *offset;
	long long offset_most;
};

static long walk_stmt(struct show *s, struct statement *stmt, long fill,
		      struct loop *loop);

static void report_write(struct show *s, struct write *wr,
			 struct expression *dest, long offset)
{
	if (wr->bytes == UNBOUNDED) {
		diag_report(&check_show_bound, wr->call->pos, symbol_name(s->fn),
			    "%s() %s into the sysfs page of show() '%s': it can write past the PAGE_SIZE bytes of the page; use sysfs_emit() with a bounded precision (\"%%.*s\")",
			    wr->name, wr->why, symbol_name(s->fn));
	} else if (offset > 0) {
		diag_report(&check_show_bound, wr->call->pos, symbol_name(s->fn),
			    "%s() of up to %ld bytes%s at up to %ld bytes into the sysfs page of show() '%s': that ends past the PAGE_SIZE (%ld) bytes of the page",
			    wr->name, wr->bytes, wr->why, offset,
			    symbol_name(s->fn), SYSFS_PAGE_SIZE);
	} else {
		diag_report(&check_show_bound, wr->call->pos, symbol_name(s->fn),
			    "%s() of %s%ld bytes%s into the sysfs page of show() '%s', which holds PAGE_SIZE (%ld) bytes",
			    wr->name, wr->w->write == WRITE_BYTES ? "" : "up to ",
			    wr->bytes, wr->why, symbol_name(s->fn),
			    SYSFS_PAGE_SIZE);
	}
	s->overran = 1;
}

/*
 * Is @x the offset of @dest in the page: "buf + len" with @x "len", or a
 * cursor "p" with @x "p - buf"? @x must hold only counts written (what
 * the writers returned, a start of 0).
 */
static int page_offset(struct show *s, struct expression *dest,
		       struct expression *x)
{
	struct value v = { 0 };

	dest = strip_casts(dest);
	x = strip_casts(x);
	if (!dest || !x)
		return 0;
	if (x->type == EXPR_BINOP && x->op == '-')
		return page_start(s, strip_casts(x->right)) &&
		       expr_equal(x->left, dest) && into_page(s, dest);
	if (dest->type != EXPR_BINOP || dest->op != '+' ||
	    !page_start(s, dest->left) ||
	    !expr_equal(strip_casts(dest->right), x))
		return 0;
	classify(s, x, &v);
	if (v.flags & ~(VAL_WRITTEN | VAL_WOULD_BE | VAL_CONST))
		return 0;
	return !(v.flags & VAL_CONST) || v.max_const == 0;
}

/*
 * The smallest size @size can be, when it is known: a constant, the
 * constant side of "buf ? PAGE_SIZE : 0" (sysfs always gives a page), a
 * local only ever set to constants ("int buf_size = PAGE_SIZE;").
 */
static int size_value(struct show *s, struct expression *size, long long *k)
{
	struct symbol *sym;
	struct local *l;
	struct expression *val, *cond;
	long long v;
	int set = 0;

	size = strip_casts(size);
	if (constant_value(size, k))
		return 1;
	if (!size)
		return 0;
	if (size->type == EXPR_CONDITIONAL && size->cond_true) {
		cond = strip_casts(size->conditional);
		if (cond && cond->type == EXPR_COMPARE &&
		    cond->op == SPECIAL_NOTEQUAL && is_null_pointer(cond->right))
			cond = strip_casts(cond->left);
		if (cond && page_start(s, cond))
			return size_value(s, size->cond_true, k);
		return 0;
	}
	sym = expr_variable(size);
	l = sym ? local_of(s, sym) : NULL;
	if (!l || l->uses > l->derefs || l->modified || l->visiting)
		return 0;
	l->visiting = 1;
	FOR_EACH_PTR(l->values, val) {
		if (val->type == EXPR_ASSIGNMENT)
			val = val->op == '=' ? val->right : NULL;
		if (!val || !constant_value(val, &v)) {
			set = 0;
			break;
		}
		if (!set || v < *k)
			*k = v;
		set = 1;
	} END_FOR_EACH_PTR(val);
	l->visiting = 0;
	return set;
}

/*
 * A snprintf()-like write whose whole text always fits in its size (a
 * constant, or "PAGE_SIZE - len" at "buf + len" with at most @fill bytes
 * written before it): what it returns is what it wrote. Remembered for
 * the returns.
 */
static void note_uncut(struct show *s, struct write *wr,
		       struct expression *dest, long fill, struct loop *loop)
{
	struct expression *size;
	long long k;
	char why[200];
	long n;

	if (wr->w->returns != RETURNS_WOULD_BE || wr->w->write != WRITE_FORMAT)
		return;
	size = strip_casts(call_arg(wr->call, wr->w->size_arg));
	if (!size)
		return;
	n = format_bytes(s, wr->call, wr->w, why, sizeof(why));
	if (n == UNKNOWN || n == UNBOUNDED)
		return;
	if (size_value(s, size, &k)) {
		if (n <= k)
			add_expression(&s->uncut, wr->call);
		return;
	}
	if (s->helper_wrote || fill < 0)
		return;
	if (size->type != EXPR_BINOP || size->op != '-' ||
	    !constant_value(size->left, &k) || !page_offset(s, dest, size->right))
		return;
	if (loop && loop->offset_most >= 0 &&
	    loop->offset == expr_variable(size->right) &&
	    loop->offset_most + fill + n <= k) {
		/* Each turn starts with room for what it appends. */
		add_expression(&s->uncut, wr->call);
		return;
	}
	if (loop) {
		/* Known when the whole loop is measured (walk_loop()). */
		if (!loop->pending || k < loop->room)
			loop->room = k;
		add_expression(&loop->pending, wr->call);
		return;
	}
	if (fill + n <= k)
		add_expression(&s->uncut, wr->call);
}

/* One call: a write into the page, or not. Returns the new fill. */
static long visit_call(struct show *s, struct expression *call, long fill,
		       struct loop *loop)
{
	struct write wr = { 0 };
	struct expression *dest;
	long offset, end;
	long long k;
	int appends;

	wr.w = writer_of(call, &wr.name);
	if (!wr.w) {
		if (call_takes_page(s, call))
			s->helper_wrote = 1;
		return fill;
	}
	dest = call_arg(call, wr.w->dest_arg);
	if (!dest || !into_page(s, dest))
		return fill;
	wr.call = call;
	note_uncut(s, &wr, dest, fill, loop);
	if (wr.w->size_arg != NO_ARG && call_arg(call, wr.w->size_arg))
		add_expression(&s->sizes, call_arg(call, wr.w->size_arg));

	if (wr.w->page_start_only && !page_start(s, dest)) {
		diag_report(&check_show_bound, call->pos, symbol_name(s->fn),
			    "%s() at an offset into the page ('%s') in show() '%s': it takes only the start of the page, warns and writes nothing; use sysfs_emit_at(buf, offset, ...)",
			    wr.name, expr_text(dest), symbol_name(s->fn));
		return UNKNOWN;
	}
	measure_write(s, &wr);
	if (wr.bounded && (wr.bytes == UNKNOWN || wr.bytes == UNBOUNDED))
		return UNKNOWN;

	/* Where the write starts. */
	dest = strip_casts(dest);
	appends = 0;
	if (page_start(s, dest)) {
		offset = 0;
	} else if (dest->type == EXPR_BINOP && dest->op == '+' &&
		   page_start(s, dest->left) && constant_value(dest->right, &k)) {
		offset = k;
	} else {
		offset = fill;
		appends = 1;
	}

	if (loop && appends && !loop->tied && loop->trips < 0 && !wr.bounded) {
		if (!loop->reported)
			diag_report(&check_show_bound, call->pos,
				    symbol_name(s->fn),
				    "%s() appends to the sysfs page of show() '%s' in a loop with no bound tied to PAGE_SIZE%s%s%s: with enough iterations it writes past the page; append with sysfs_emit_at(buf, len, ...) or stop at PAGE_SIZE",
				    wr.name, symbol_name(s->fn),
				    loop->limit ? " (it runs while '" : "",
				    loop->limit ? expr_text(loop->limit) : "",
				    loop->limit ? "')" : "");
		loop->reported = 1;
		s->overran = 1;
		return UNBOUNDED;
	}
	if (wr.bytes == UNBOUNDED) {
		report_write(s, &wr, dest, 0);
		return UNBOUNDED;
	}
	if (wr.bytes == UNKNOWN || offset == UNKNOWN || offset == UNBOUNDED)
		return UNKNOWN;
	end = offset + wr.bytes;
	if (end > SYSFS_PAGE_SIZE && !loop) {
		report_write(s, &wr, dest, offset);
		return UNBOUNDED;
	}
	/* The text written is one byte shorter than what it occupies. */
	if (wr.w->write == WRITE_BYTES)
		return end;
	return end - 1;
}

/* A direct store "buf[i] = c" or "*p++ = c" into the page. */
static void visit_store(struct show *s, struct expression *e,
			struct loop *loop)
{
	struct expression *dest = e->left, *addr;
	long long k;

	if (!dest || dest->type != EXPR_PREOP || dest->op != '*')
		return;
	addr = strip_casts(dest->unop);
	if (!addr || !into_page(s, addr) || page_start(s, addr))
		return;
	if (addr->type == EXPR_BINOP && addr->op == '+' &&
	    page_start(s, addr->left) && constant_value(addr->right, &k)) {
		if (k >= SYSFS_PAGE_SIZE && !s->overran) {
			diag_report(&check_show_bound, e->pos, symbol_name(s->fn),
				    "store to byte %lld of the sysfs page of show() '%s', past its PAGE_SIZE (%ld) bytes",
				    k, symbol_name(s->fn), SYSFS_PAGE_SIZE);
			s->overran = 1;
		}
		return;
	}
	if (!loop || loop->tied || loop->trips >= 0 || loop->reported)
		return;
	diag_report(&check_show_bound, e->pos, symbol_name(s->fn),
		    "stores into the sysfs page of show() '%s' ('%s') in a loop with no bound tied to PAGE_SIZE%s%s%s: with enough iterations it writes past the page; stop at PAGE_SIZE",
		    symbol_name(s->fn), expr_text(dest),
		    loop->limit ? " (it runs while '" : "",
		    loop->limit ? expr_text(loop->limit) : "",
		    loop->limit ? "')" : "");
	loop->reported = 1;
	s->overran = 1;
}

/*
 * Tests that hold a local below the page: "if (len >= PAGE_SIZE) return
 * -EFBIG;" leaves whenever len reached the page, so after it, in the same
 * block and until len is assigned again, len is less than PAGE_SIZE.
 */

/*
 * Does @stmt always leave the block it is in (return, goto, break)? A
 * goto to @cont (a loop's "continue") does not leave the loop.
 */
static int leaves(struct statement *stmt, struct symbol *cont)
{
	struct statement *last = NULL;

	if (!stmt)
		return 0;
	switch (stmt->type) {
	case STMT_RETURN:
		return 1;
	case STMT_GOTO:
		return !cont || stmt->goto_label != cont;
	case STMT_COMPOUND:
		FOR_EACH_PTR(stmt->stmts, last) {
			/* A label lets another path in past the test. */
			if (last->type == STMT_LABEL || last->type == STMT_CASE)
				return 0;
			if (last->type == STMT_RETURN || last->type == STMT_GOTO)
				return leaves(last, cont);
			if (leaves(last, cont))
				return 1;
		} END_FOR_EACH_PTR(last);
		return 0;
	default:
		return 0;
	}
}

/*
 * The local @cond tests against a constant, and the most it holds where
 * @cond is false ("len >= K": K - 1) or, with @when_true, where it is
 * true ("len < K": K - 1); NULL for any other test.
 */
static struct symbol *local_limit(struct expression *cond, int when_true,
				  long long *most)
{
	long long k;

	cond = strip_casts(cond);
	if (!cond || cond->type != EXPR_COMPARE || !constant_value(cond->right, &k))
		return NULL;
	switch (cond->op) {
	case SPECIAL_GTE:
	case SPECIAL_UNSIGNED_GTE:
		if (when_true)
			return NULL;
		k--;
		break;
	case '>':
	case SPECIAL_UNSIGNED_GT:
		if (when_true)
			return NULL;
		break;
	case '<':
	case SPECIAL_UNSIGNED_LT:
		if (!when_true)
			return NULL;
		k--;
		break;
	case SPECIAL_LTE:
	case SPECIAL_UNSIGNED_LTE:
		if (!when_true)
			return NULL;
		break;
	default:
		return NULL;
	}
	*most = k;
	return expr_variable(cond->left);
}

/* The local @cond finds at or past the page ("len >= PAGE_SIZE"), or NULL. */
static struct symbol *page_test(struct expression *cond)
{
	long long most;
	struct symbol *sym = local_limit(cond, 0, &most);

	return sym && most < SYSFS_PAGE_SIZE ? sym : NULL;
}

static void note_below(struct show *s, struct expression *cond)
{
	struct symbol *sym;

	cond = strip_casts(cond);
	if (cond && cond->type == EXPR_LOGICAL &&
	    cond->op == SPECIAL_LOGICAL_OR) {
		/* Each side alone leaves too. */
		note_below(s, cond->left);
		note_below(s, cond->right);
		return;
	}
	sym = page_test(cond);
	if (sym && local_of(s, sym) && s->nbelow < MAX_PASSED)
		s->below[s->nbelow++] = sym;
}

/* @sym (every local, when NULL) may have changed: no longer known. */
static void forget_below(struct show *s, struct symbol *sym)
{
	int i;

	for (i = 0; i < s->nbelow; i++) {
		if (!sym || s->below[i] == sym)
			s->below[i] = NULL;
	}
}

static void forget_store(struct show *s, struct expression *e)
{
	struct symbol *target;

	if (store_target(e, &target))
		forget_below(s, target);
}

static void forget_visit(struct ast_visitor *v, struct expression *e)
{
	forget_store((struct show *)v->data, e);
}

/* A loop's body runs again after the stores of its previous turn. */
static void forget_in(struct show *s, struct statement *stmt)
{
	struct ast_visitor v = { .expr = forget_visit, .data = s };

	ast_walk_stmt(&v, stmt);
}

static long walk_expr(struct show *s, struct expression *e, long fill,
		      struct loop *loop);

static long walk_args(struct show *s, struct expression_list *list,
		      long fill, struct loop *loop)
{
	struct expression *arg;

	FOR_EACH_PTR(list, arg) {
		fill = walk_expr(s, arg, fill, loop);
	} END_FOR_EACH_PTR(arg);
	return fill;
}

static long walk_expr(struct show *s, struct expression *e, long fill,
		      struct loop *loop)
{
	long a, b;

	e = strip_casts(e);
	if (!e)
		return fill;
	switch (e->type) {
	case EXPR_CALL:
		fill = walk_args(s, e->args, fill, loop);
		return visit_call(s, e, fill, loop);
	case EXPR_ASSIGNMENT:
		fill = walk_expr(s, e->left, fill, loop);
		fill = walk_expr(s, e->right, fill, loop);
		visit_store(s, e, loop);
		note_advance(s, e);
		forget_store(s, e);
		return fill;
	case EXPR_BINOP:
	case EXPR_COMMA:
	case EXPR_COMPARE:
		fill = walk_expr(s, e->left, fill, loop);
		return walk_expr(s, e->right, fill, loop);
	case EXPR_LOGICAL:
		a = walk_expr(s, e->left, fill, loop);
		b = walk_expr(s, e->right, a, loop);
		return max_fill(a, b);
	case EXPR_PREOP:
	case EXPR_POSTOP:
		fill = walk_expr(s, e->unop, fill, loop);
		note_advance(s, e);
		forget_store(s, e);
		return fill;
	case EXPR_CONDITIONAL:
	case EXPR_SELECT:
		fill = walk_expr(s, e->conditional, fill, loop);
		a = walk_expr(s, e->cond_true, fill, loop);
		b = walk_expr(s, e->cond_false, fill, loop);
		return max_fill(a, b);
	case EXPR_STATEMENT:
		return walk_stmt(s, e->statement, fill, loop);
	default:
		return fill;
	}
}

/*
 * The appends of a loop's body at "PAGE_SIZE - len" fit when the loop
 * runs a known number of times and all it appends after @fill stays
 * within their room; an inner loop's go on to the outer one.
 */
static void loop_pending(struct show *s, struct loop *loop,
			 struct loop *outer, long fill, long body)
{
	struct expression *call;
	int fits;

	fits = !loop->reported && loop->trips >= 0 &&
	       fill >= 0 && body >= 0 && !s->helper_wrote &&
	       fill + loop->trips * body <= loop->room;
	if (fits && outer) {
		if (!outer->pending || loop->room < outer->room)
			outer->room = loop->room;
		concat_ptr_list((struct ptr_list *)loop->pending,
				(struct ptr_list **)&outer->pending);
	} else if (fits) {
		FOR_EACH_PTR(loop->pending, call) {
			add_expression(&s->uncut, call);
		} END_FOR_EACH_PTR(call);
	}
	free_ptr_list(&loop->pending);
}

static void continue_visit(struct ast_visitor *v, struct statement *stmt)
{
	struct reach *r = v->data;

	if ((stmt->type == STMT_GOTO && stmt->goto_label == r->var) ||
	    (stmt->type == STMT_LABEL && !r->var))
		r->seen = 1;
}

/* Does @body hold a label (a goto may run part of a turn again)? */
static int has_label(struct statement *body)
{
	struct reach r = { 0 };
	struct ast_visitor v = { .stmt = continue_visit, .data = &r };

	ast_walk_stmt(&v, body);
	return r.seen;
}

/* Does @body "continue" the loop whose continue label is @cont? */
static int continues(struct statement *body, struct symbol *cont)
{
	struct reach r = { .var = cont };
	struct ast_visitor v = { .stmt = continue_visit, .data = &r };

	ast_walk_stmt(&v, body);
	return r.seen;
}

/*
 * Loops to the NULL entry of a table: "while (types[i] != NULL)", "for
 * (i = 0; names[i]; i++)".
 */

/* Is @e "var++", "++var" or "var += 1"? */
static int adds_one(struct expression *e, struct symbol *var)
{
	long long k;

	if ((e->type == EXPR_POSTOP || e->type == EXPR_PREOP) &&
	    e->op == SPECIAL_INCREMENT)
		return expr_variable(e->unop) == var;
	return e->type == EXPR_ASSIGNMENT && e->op == SPECIAL_ADD_ASSIGN &&
	       expr_variable(e->left) == var && constant_value(e->right, &k) &&
	       k == 1;
}

/* Does @e add one to @var wherever it runs (not under ?:, && or ||)? */
static int always_adds_one(struct expression *e, struct symbol *var)
{
	struct expression *arg;

	e = strip_casts(e);
	if (!e)
		return 0;
	if (adds_one(e, var))
		return 1;
	switch (e->type) {
	case EXPR_ASSIGNMENT:
	case EXPR_BINOP:
	case EXPR_COMMA:
	case EXPR_COMPARE:
		return always_adds_one(e->left, var) ||
		       always_adds_one(e->right, var);
	case EXPR_PREOP:
	case EXPR_POSTOP:
		return always_adds_one(e->unop, var);
	case EXPR_CALL:
		FOR_EACH_PTR(e->args, arg) {
			if (always_adds_one(arg, var))
				return 1;
		} END_FOR_EACH_PTR(arg);
		return 0;
	default:
		return 0;
	}
}

/*
 * Does each turn of loop @stmt add one to @var, once: the loop's step, or
 * a statement of the body itself that no "continue" skips?
 */
static int turn_adds_one(struct statement *stmt, struct symbol *var)
{
	struct statement *body = stmt->iterator_statement, *child;
	struct statement *post = stmt->iterator_post_statement;

	if (stores_in(var, body, stmt->iterator_pre_condition) +
	    stores_in(var, post, stmt->iterator_post_condition) != 1)
		return 0;
	if (loop_step(post, var) == 1)
		return 1;
	if (!body || continues(body, stmt->iterator_continue) ||
	    has_label(body))
		return 0;
	if (body->type == STMT_EXPRESSION)
		return always_adds_one(body->expression, var);
	if (body->type != STMT_COMPOUND)
		return 0;
	FOR_EACH_PTR(body->stmts, child) {
		if (child->type == STMT_EXPRESSION &&
		    always_adds_one(child->expression, var))
			return 1;
	} END_FOR_EACH_PTR(child);
	return 0;
}

/*
 * The index of the first NULL entry of table @table at or after @start
 * (entries not initialised are NULL), or -1 when it has none there or
 * its entries can change: they must be const, or the table a local the
 * show() keeps to itself.
 */
static long long first_null(struct symbol *table, long long start)
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
	    !local_table_kept(table))
		return -1;
	size = elem->bit_size / 8;
	n = type->bit_size / elem->bit_size;
	if (start < 0 || start >= n || n > 65536)
		return -1;
	set = calloc(n, 1);
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

/* The start value of @var in loop @stmt, when it is a constant. */
static int loop_start(struct show *s, struct statement *stmt,
		      struct symbol *var, long long *start)
{
	struct statement *pre = stmt->iterator_pre_statement;
	struct symbol *sym;
	int found = 0;

	if (pre && pre->type == STMT_EXPRESSION) {
		if (!start_value(pre->expression, var, start, &found))
			return 0;
		if (found)
			return 1;
	}
	FOR_EACH_PTR(stmt->iterator_syms, sym) {
		if (sym == var)
			return sym->initializer &&
			       constant_value(sym->initializer, start);
	} END_FOR_EACH_PTR(sym);
	/* "int i = 0;" and no other store than the loop's own. */
	if (!var->initializer || !constant_value(var->initializer, start))
		return 0;
	return stores_in(var, function_body(s->fn), NULL) ==
	       stores_in(var, stmt, NULL);
}

static long long null_trips(struct show *s, struct statement *stmt,
			    struct expression *cond)
{
	struct expression *x = strip_casts(cond), *sum, *base, *index;
	struct symbol *var;
	long long size, start;

	if (x && x->type == EXPR_COMPARE && x->op == SPECIAL_NOTEQUAL) {
		if (is_null_pointer(x->right))
			x = strip_casts(x->left);
		else if (is_null_pointer(x->left))
			x = strip_casts(x->right);
		else
			return -1;
	}
	/* "*(types + i * 8)" */
	if (!x || x->type != EXPR_PREOP || x->op != '*' ||
	    !type_pointee(x->ctype))
		return -1;
	sum = strip_casts(x->unop);
	if (!sum || sum->type != EXPR_BINOP || sum->op != '+')
		return -1;
	base = strip_casts(sum->left);
	index = strip_casts(sum->right);
	if (!base || base->type != EXPR_SYMBOL || !index ||
	    index->type != EXPR_BINOP || index->op != '*' ||
	    !constant_value(index->right, &size) || !x->ctype ||
	    size * 8 != x->ctype->bit_size)
		return -1;
	var = expr_variable(index->left);
	if (!var || !local_of(s, var) || !turn_adds_one(stmt, var) ||
	    !loop_start(s, stmt, var, &start))
		return -1;
	start = first_null(base->symbol, start) - start;
	return start >= 0 ? start : -1;
}

/* The local @cond (or a side of its "&&") holds below a constant. */
static struct symbol *limit_in(struct expression *cond, long long *most)
{
	struct symbol *sym;

	cond = strip_casts(cond);
	if (cond && cond->type == EXPR_LOGICAL &&
	    cond->op == SPECIAL_LOGICAL_AND) {
		sym = limit_in(cond->left, most);
		return sym ? sym : limit_in(cond->right, most);
	}
	return local_limit(cond, 1, most);
}

/*
 * The most the page offset holds when each turn of the loop starts: the
 * loop runs while "len < PAGE_SIZE - 24", or its body ends with "if (len
 * >= PAGE_SIZE - 10) break;" (no "continue" skips it) and the first turn
 * starts at @fill. Nothing between the test and the body may store to
 * it. Sets loop->offset and loop->offset_most (-1 when not known).
 */
static void offset_at_turns(struct show *s, struct statement *stmt, long fill,
			    struct loop *outer, struct loop *loop)
{
	struct statement *body = stmt->iterator_statement, *last = body;
	struct symbol *cont = stmt->iterator_continue;
	struct reach r = { 0 };
	long long most;

	loop->offset_most = -1;
	r.var = limit_in(stmt->iterator_pre_condition, &most);
	if (r.var && local_of(s, r.var) &&
	    !reach_modifies(&r, NULL, stmt->iterator_pre_condition)) {
		loop->offset = r.var;
		loop->offset_most = most;
		return;
	}
	if (body && body->type == STMT_COMPOUND)
		last = last_ptr_list((struct ptr_list *)body->stmts);
	if (outer || fill < 0 || !last || last->type != STMT_IF ||
	    last->if_false || !leaves(last->if_true, cont) ||
	    continues(body, cont))
		return;
	r.var = local_limit(last->if_conditional, 0, &most);
	if (!r.var || !local_of(s, r.var) ||
	    reach_modifies(&r, stmt->iterator_post_statement,
			   stmt->iterator_pre_condition) ||
	    reach_modifies(&r, NULL, stmt->iterator_post_condition))
		return;
	loop->offset = r.var;
	loop->offset_most = most > fill ? most : fill;
}

static long walk_loop(struct show *s, struct statement *stmt, long fill,
		      struct loop *outer)
{
	struct loop loop = { .stmt = stmt };
	long body;

	loop.trips = trip_count(s, stmt);
	loop.limit = stmt->iterator_pre_condition ?:
		     stmt->iterator_post_condition;
	loop.tied = tied_to_page(s, stmt->iterator_pre_condition) ||
		    tied_to_page(s, stmt->iterator_post_condition) ||
		    body_stops_at_page(s, stmt->iterator_statement);
	if (outer && (outer->tied || outer->trips < 0)) {
		loop.tied |= outer->tied;
		if (outer->trips < 0)
			loop.trips = -1;
	}
	fill = walk_stmt(s, stmt->iterator_pre_statement, fill, outer);
	offset_at_turns(s, stmt, fill, outer, &loop);
	advance_in(s, stmt->iterator_statement);
	advance_in(s, stmt->iterator_post_statement);
	forget_in(s, stmt);
	fill = walk_expr(s, stmt->iterator_pre_condition, fill, outer);
	body = walk_stmt(s, stmt->iterator_statement, 0, &loop);
	body = walk_expr(s, stmt->iterator_post_condition, body, &loop);
	body = walk_stmt(s, stmt->iterator_post_statement, body, &loop);
	if (loop.pending)
		loop_pending(s, &loop, outer, fill, body);
	if (loop.reported)
		return UNBOUNDED;
	if (loop.tied || body == UNKNOWN || fill == UNKNOWN)
		return UNKNOWN;
	if (body == 0)
		return fill;
	if (loop.trips < 0 || body == UNBOUNDED)
		return UNKNOWN;
	if (fill + loop.trips * body > SYSFS_PAGE_SIZE) {
		diag_report(&check_show_bound,
			    stmt->iterator_statement ?
			    stmt->iterator_statement->pos : stmt->pos,
			    symbol_name(s->fn),
			    "loop appends up to %lld * %ld bytes (> PAGE_SIZE) to the sysfs page of show() '%s'; append with sysfs_emit_at(buf, len, ...)",
			    loop.trips, body, symbol_name(s->fn));
		s->overran = 1;
		return UNBOUNDED;
	}
	return fill + loop.trips * body;
}

static long walk_stmt(struct show *s, struct statement *stmt, long fill,
		      struct loop *loop)
{
	struct statement *child;
	struct symbol *sym;
	long a, b;
	int below;

	if (!stmt)
		return fill;
	switch (stmt->type) {
	case STMT_DECLARATION:
		FOR_EACH_PTR(stmt->declaration, sym) {
			fill = walk_expr(s, sym->initializer, fill, loop);
		} END_FOR_EACH_PTR(sym);
		return fill;
	case STMT_EXPRESSION:
		return walk_expr(s, stmt->expression, fill, loop);
	case STMT_COMPOUND:
		below = s->nbelow;
		fill = walk_stmt(s, stmt->args, fill, loop);
		FOR_EACH_PTR(stmt->stmts, child) {
			fill = walk_stmt(s, child, fill, loop);
			if (child->type == STMT_IF && !child->if_false &&
			    leaves(child->if_true, NULL))
				note_below(s, child->if_conditional);
		} END_FOR_EACH_PTR(child);
		/* What the block's tests showed holds only inside it. */
		s->nbelow = below;
		return fill;
	case STMT_IF:
		fill = walk_expr(s, stmt->if_conditional, fill, loop);
		add_statement(&s->guards, stmt);
		a = walk_stmt(s, stmt->if_true, fill, loop);
		delete_ptr_list_last((struct ptr_list **)&s->guards);
		b = walk_stmt(s, stmt->if_false, fill, loop);
		return max_fill(a, b);
	case STMT_RETURN:
		walk_expr(s, stmt->ret_value, fill, loop);
		check_return(s, stmt);
		return fill;
	case STMT_SWITCH:
		fill = walk_expr(s, stmt->switch_expression, fill, loop);
		a = fill;
		/* Each case starts from the fill before the switch. */
		if (stmt->switch_statement &&
		    stmt->switch_statement->type == STMT_COMPOUND) {
			b = fill;
			FOR_EACH_PTR(stmt->switch_statement->stmts, child) {
				if (child->type == STMT_CASE)
					b = fill;
				b = walk_stmt(s, child, b, loop);
				a = max_fill(a, b);
			} END_FOR_EACH_PTR(child);
			return a;
		}
		return walk_stmt(s, stmt->switch_statement, fill, loop);
	case STMT_CASE:
		/* Other paths join here, without the block's tests. */
		forget_below(s, NULL);
		return walk_stmt(s, stmt->case_statement, fill, loop);
	case STMT_LABEL:
		forget_below(s, NULL);
		return walk_stmt(s, stmt->label_statement, fill, loop);
	case STMT_ITERATOR:
		return walk_loop(s, stmt, fill, loop);
	default:
		return fill;
	}
}

/* The callback */

/* The page: the last parameter, a pointer. */
static struct symbol *page_parameter(struct symbol *fn)
{
	struct symbol *last = function_param(fn, function_param_count(fn) - 1);

	return last && type_pointee(last) ? last : NULL;
}

static void uncut_visit(struct ast_visitor *v, struct expression *e)
{
	struct show *s = v->data;
	struct write wr = { 0 };
	struct expression *dest;

	if (e->type != EXPR_CALL)
		return;
	wr.w = writer_of(e, &wr.name);
	if (!wr.w)
		return;
	dest = call_arg(e, wr.w->dest_arg);
	if (!dest || !into_page(s, dest))
		return;
	wr.call = e;
	note_uncut(s, &wr, dest, UNKNOWN, NULL);
}

/*
 * The writes of constant size whose text always fits, before the walk:
 * "if (ret) return ret;" may come before "ret = snprintf(buf, 16, ...)".
 */
static void uncut_first(struct show *s, struct symbol *fn)
{
	struct ast_visitor v = { .expr = uncut_visit, .data = s };

	ast_walk_function(&v, fn);
}

static void check_show(struct sysfs_index *idx, struct symbol *fn)
{
	struct show *s;

	if (!function_body(fn))
		return;
	s = calloc(1, sizeof(*s));
	s->v.expr = collect_expr;
	s->v.local = collect_local;
	s->idx = idx;
	s->fn = fn;
	s->page = page_parameter(fn);
	current = s;
	if (members.idx != idx)
		members_build(idx);
	if (s->page) {
		ast_walk_function(&s->v, fn);
		find_cursors(s);
		uncut_first(s, fn);
		walk_stmt(s, function_body(fn), 0, NULL);
	}
	free_show(s);
	current = NULL;
}

static void check_function(struct sysfs_index *idx, struct symbol *fn)
{
	const struct sysfs_callback *cb = index_callback(idx, fn, ROLE_SHOW);

	if (!cb || cb->fn != fn || !index_in_input(idx, fn->pos))
		return;
	check_show(idx, fn);
}

static void file_begin(struct sysfs_index *idx)
{
	members.idx = NULL;
	members.n = 0;
}

const struct sysfs_check check_show_bound = {
	.name = "sysfs-show-bound",
	.summary = "show() writes at most PAGE_SIZE bytes and returns what it wrote",
	.default_on = 1,
	.file_begin = file_begin,
	.function = check_function,
};
