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
 *
 * What the arguments can be worth is the analyses' (bounds.h,
 * write-length.h, loops.h, conditions.h, locals.h); this file follows the
 * page: which pointers point into it, how full it is along each path, and
 * what the values returned are made of.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ast.h"
#include "bounds.h"
#include "checks.h"
#include "conditions.h"
#include "constant.h"
#include "diag.h"
#include "locals.h"
#include "loops.h"
#include "sysfs-index.h"
#include "token.h"
#include "write-length.h"

const struct sysfs_check check_show_bound;

/* A byte count that cannot be bounded from the source. */
#define UNKNOWN LENGTH_UNKNOWN
/* Labels of one function whose joining paths are followed. */
#define MAX_LABELS 32
/* Helpers given the page are followed this many calls deep. */
#define HELPER_DEPTH 3

/* What a value returned is made of, over all its assignments. */
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
	struct expression *would_be;	/* its call */
	struct expression *unrelated;	/* the object read */
};

struct show {
	struct symbol *fn;
	struct symbol *page;		/* the page parameter */
	struct symbol_list *cursors;	/* pointer locals into the page */
	struct symbol_list *advanced;	/* cursors moved past its start */
	struct expression_list *sizes;	/* size arguments of writes */
	int overran;			/* a write past the page was reported */
	struct conditions conds;	/* what the tests passed say */
	/* snprintf()-like calls whose text always fits in their size */
	struct expression_list *uncut;
	int helper_wrote;		/* a helper was given the page */
	int ranged_fill;		/* the fill counts a loop's most turns */
	struct sysfs_index *idx;
	/* The statement being walked, in the file (not in a header's macro). */
	struct position at;
	struct expression *at_expr;	/* its expression, if it has one */
	int in_statement_expr;		/* inside "({ ... })": at stays */
	/* A helper given the page: the walk of the function that called it. */
	struct show *caller;
	struct expression *call;	/* and the call */
	long returned;			/* the most fill at a return */
	int returns;			/* how many returns were walked */
	/* "the sysfs page of show() 'x'", for messages */
	char page_text[192];
	/* "show() 'x'", or "'helper()' (given the page of show() 'x')" */
	char who[192];
	/*
	 * Locals at most PAGE_SIZE here, whatever the path: last set to a
	 * constant, or held there by every path that joined at a label.
	 */
	struct symbol_list *small;
	struct label_paths *labels;
	int nr_labels;
};

/* The paths that go to a label: the locals at most PAGE_SIZE on all. */
struct label_paths {
	struct symbol *label;
	int gotos, seen;
	struct symbol_list *small;
};

/* A local of the show(), not the page. */
static struct local *show_local(struct show *s, struct symbol *sym)
{
	return sym && sym != s->page ? local_of(s->fn, sym) : NULL;
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
		*name = call_name(call);
	return api->writer;
}

/* Does @e point into the page (the page, a cursor, or an offset from one)? */
static int into_page(struct show *s, struct expression *e)
{
	struct symbol *sym;

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
	return sym == s->page || symbol_in_list(s->cursors, sym);
}

/* Is @e the start of the page (or a cursor that has not moved yet)? */
static int page_start(struct show *s, struct expression *e)
{
	struct symbol *sym = expr_variable(e);

	if (!sym)
		return 0;
	if (sym == s->page)
		return 1;
	return symbol_in_list(s->cursors, sym) &&
	       !symbol_in_list(s->advanced, sym);
}

/* A cursor assigned or incremented by @e has moved. */
static void note_advance(struct show *s, struct expression *e)
{
	struct symbol *sym = NULL;

	if (e->type == EXPR_ASSIGNMENT) {
		if (e->op == '=' && page_start(s, e->right))
			return;
		sym = expr_variable(e->left);
	} else if ((e->type == EXPR_PREOP || e->type == EXPR_POSTOP) &&
		   (e->op == SPECIAL_INCREMENT || e->op == SPECIAL_DECREMENT)) {
		sym = expr_variable(e->unop);
	}
	if (sym && symbol_in_list(s->cursors, sym) &&
	    !symbol_in_list(s->advanced, sym))
		add_symbol(&s->advanced, sym);
}

static void advance_visit(struct ast_visitor *v, struct expression *e)
{
	note_advance(v->data, e);
}

/* Every cursor a loop moves has moved when its body starts. */
static void advance_in(struct show *s, struct statement *stmt)
{
	struct ast_visitor v = { .expr = advance_visit, .data = s };

	ast_walk_stmt(&v, stmt);
}

/* Is every value of pointer local @l a pointer into the page? */
static int points_into_page(struct show *s, struct local *l)
{
	struct symbol *type = type_base(l->sym);
	struct expression *val;
	int all = 1, any = 0;

	if (!type || type->type != SYM_PTR)
		return 0;
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
	return all && any;
}

/*
 * Pointer locals whose every value points into the page: "char *p = buf;
 * p += sprintf(p, ...)".
 */
static void find_cursors(struct show *s)
{
	struct locals *locals = locals_of(s->fn);
	int i, changed = 1;

	while (changed) {
		changed = 0;
		for (i = 0; i < locals_count(locals); i++) {
			struct local *l = locals_nth(locals, i);

			if (l->sym == s->page ||
			    symbol_in_list(s->cursors, l->sym) ||
			    !points_into_page(s, l))
				continue;
			add_symbol(&s->cursors, l->sym);
			changed = 1;
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
	if (local_address_taken(l)) {
		/* Anything may be stored there. */
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
	struct expression *size, *origin = value_origin(s->fn, e);

	FOR_EACH_PTR(s->sizes, size) {
		if (expr_equal(size, e) ||
		    expr_equal(value_origin(s->fn, size), origin))
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
	return expr_equal(kept, cond->left) && constant_value(other, &c) &&
	       k < SYSFS_PAGE_SIZE && c < SYSFS_PAGE_SIZE;
}

static void classify_call(struct show *s, struct expression *e,
			  struct value *v)
{
	const struct page_writer *w;
	const char *name;

	w = writer_of(e, &name);
	if (w && w->returns == RETURNS_WOULD_BE &&
	    lookup_ptr_list_entry((struct ptr_list *)s->uncut, e)) {
		/* The text always fits: its length is what was written. */
		v->flags |= VAL_WRITTEN;
	} else if (w && w->returns == RETURNS_WOULD_BE &&
		   into_page(s, call_arg(e, w->dest_arg))) {
		v->flags |= VAL_WOULD_BE;
		if (!v->writer) {
			v->writer = name;
			v->would_be = e;
		}
	} else if (w || call_takes_page(s, e)) {
		/* Writers' counts, helpers given the page. */
		v->flags |= VAL_WRITTEN;
	} else {
		v->flags |= VAL_STATUS;
	}
}

/*
 * A local struct that holds the page and whose address a call is given
 * ("struct arg a = { buf, 0 }; map(list, print_one, &a); return
 * a.written;"): the callee writes the page through it and keeps its count
 * there, as a helper given the page returns it.
 */
struct page_struct {
	struct show *s;
	struct symbol *var;
	int holds_page, passed;
};

static struct symbol *address_object(struct expression *e)
{
	struct address addr;

	return e && expr_address(e, &addr) ? addr.object : NULL;
}

static void page_in_initializer(struct ast_visitor *v, struct expression *e)
{
	struct page_struct *ps = v->data;

	if (into_page(ps->s, e))
		ps->holds_page = 1;
}

static void page_struct_visit(struct ast_visitor *v, struct expression *e)
{
	struct page_struct *ps = v->data;
	struct expression *arg, *left;

	if (e->type == EXPR_CALL) {
		FOR_EACH_PTR(e->args, arg) {
			if (address_object(strip_casts(arg)) == ps->var)
				ps->passed = 1;
		} END_FOR_EACH_PTR(arg);
	}
	left = e->type == EXPR_ASSIGNMENT && e->op == '=' ?
	       strip_casts(e->left) : NULL;
	if (left && left->type == EXPR_PREOP && left->op == '*' &&
	    address_object(left->unop) == ps->var && into_page(ps->s, e->right))
		ps->holds_page = 1;
}

static int count_beside_page(struct show *s, struct expression *e)
{
	struct page_struct ps = { s, address_object(e->unop) };
	struct ast_visitor v = { .expr = page_in_initializer, .data = &ps };

	if (!ps.var || !local_of(s->fn, ps.var) ||
	    !type_is_aggregate(ps.var->ctype.base_type))
		return 0;
	ast_walk_expr(&v, ps.var->initializer);
	v.expr = page_struct_visit;
	ast_walk_stmt(&v, function_body(s->fn));
	return ps.holds_page && ps.passed;
}

static void classify(struct show *s, struct expression *e, struct value *v)
{
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
		classify_call(s, e, v);
		return;
	case EXPR_BINOP:
		if (e->op == '+') {
			classify(s, e->left, v);
			classify(s, e->right, v);
			return;
		}
		if (e->op == '-' && (into_page(s, e->left) ||
				     page_start(s, e->right))) {
			/*
			 * "p - buf": the length of what was written. C
			 * defines a difference of pointers only inside one
			 * object: "buffer->curr - buf" is also a cursor into
			 * the page, one a helper moved.
			 */
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
		l = show_local(s, expr_variable(e));
		if (l) {
			classify_local(s, l, v);
			return;
		}
		if (count_beside_page(s, e)) {
			v->flags |= VAL_WRITTEN;
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

/* "if (len >= PAGE_SIZE) return -EFBIG; ... return len;" */
static int below_page_here(struct show *s, struct expression *e)
{
	long long most;

	return (cond_upper_bound(&s->conds, expr_variable(e), &most) &&
		most < SYSFS_PAGE_SIZE) ||
	       symbol_in_list(s->small, expr_variable(e));
}

/* Is local @var at most PAGE_SIZE on the path being walked? */
static int small_here(struct show *s, struct symbol *var)
{
	long long most;

	return symbol_in_list(s->small, var) ||
	       (cond_upper_bound(&s->conds, var, &most) &&
		most <= SYSFS_PAGE_SIZE);
}

/*
 * Drop from *@list what @other holds (@keep 0) or what it does not hold
 * (@keep 1); @other is a list, or with @one a single symbol.
 */
static void filter_symbols(struct symbol_list **list,
			   struct symbol_list *other, struct symbol *one,
			   int keep)
{
	struct symbol *sym;

	FOR_EACH_PTR(*list, sym) {
		int in = one ? sym == one : symbol_in_list(other, sym);

		if (in != keep)
			DELETE_CURRENT_PTR(sym);
	} END_FOR_EACH_PTR(sym);
	pack_ptr_list((struct ptr_list **)list);
}

/* A store by @e: a local set to a constant up to PAGE_SIZE, or not. */
static void note_small(struct show *s, struct expression *e)
{
	struct symbol *var;
	long long k;

	if (!expr_store_target(e, &var) || !var)
		return;
	filter_symbols(&s->small, NULL, var, 0);
	if (e->type == EXPR_ASSIGNMENT && e->op == '=' &&
	    constant_value(e->right, &k) && k <= SYSFS_PAGE_SIZE)
		add_symbol(&s->small, var);
}

static struct label_paths *label_paths(struct show *s, struct symbol *label)
{
	int i;

	for (i = 0; i < s->nr_labels; i++)
		if (s->labels[i].label == label)
			return &s->labels[i];
	return NULL;
}

/* The locals of the show() that are at most PAGE_SIZE here. */
static struct symbol_list *small_locals(struct show *s)
{
	struct locals *locals = locals_of(s->fn);
	struct symbol_list *small = NULL;
	int i;

	for (i = 0; i < locals_count(locals); i++) {
		struct symbol *var = locals_nth(locals, i)->sym;

		if (small_here(s, var))
			add_symbol(&small, var);
	}
	return small;
}

/* "goto out": what holds here goes to the label. */
static void walk_goto(struct show *s, struct statement *stmt)
{
	struct label_paths *lp = label_paths(s, stmt->goto_label);
	struct symbol_list *small;

	if (!lp)
		return;
	small = small_locals(s);
	if (lp->seen++) {
		filter_symbols(&lp->small, small, NULL, 1);
		free_ptr_list(&small);
	} else {
		lp->small = small;
	}
}

/*
 * Paths join at a label: what the tests said is forgotten, but a local
 * at most PAGE_SIZE on every path that reaches it (the gotos, all walked
 * before it, and the statement before) still is.
 */
static void walk_label(struct show *s, struct statement *stmt)
{
	struct label_paths *lp = label_paths(s, stmt->label_identifier);
	struct symbol_list *small = small_locals(s);

	if (!lp || lp->seen < lp->gotos)
		free_ptr_list(&small);
	else if (lp->seen)
		filter_symbols(&small, lp->small, NULL, 1);
	cond_join(&s->conds);
	free_ptr_list(&s->small);
	s->small = small;
}

static void count_goto(struct ast_visitor *v, struct statement *stmt)
{
	struct show *s = v->data;
	struct symbol *label = NULL;
	struct label_paths *lp;

	if (stmt->type == STMT_GOTO)
		label = stmt->goto_label;
	else if (stmt->type == STMT_LABEL)
		label = stmt->label_identifier;
	if (!label)
		return;
	lp = label_paths(s, label);
	if (!lp && s->nr_labels < MAX_LABELS) {
		lp = &s->labels[s->nr_labels++];
		lp->label = label;
	}
	if (lp && stmt->type == STMT_GOTO)
		lp->gotos++;
}

/*
 * A would-be length returned: the text is not known to fit (else the call
 * would be in s->uncut). What it can exceed depends on the size given.
 */
/*
 * The longest text that @w's call @call can write, the NUL not counted,
 * in @most as " (up to N characters here)" for a message: "" when no
 * bound is known.
 */
static long text_most(struct show *s, struct expression *call,
		      const struct page_writer *w, char *most, size_t size)
{
	char why[200];
	long n = w ? format_length(s->fn, call, w, why, sizeof(why)) : UNKNOWN;

	most[0] = '\0';
	if (n == UNKNOWN || n == UNBOUNDED)
		return n;
	snprintf(most, size, " (up to %ld characters here)", n - 1);
	return n - 1;
}

static void report_would_be(struct show *s, struct statement *stmt,
			    const struct value *v)
{
	const struct page_writer *w = writer_of(v->would_be, NULL);
	long long size;
	char most[64];
	long n = text_most(s, v->would_be, w, most, sizeof(most));

	if (w && constant_value(call_arg(v->would_be, w->size_arg), &size) &&
	    size < SYSFS_PAGE_SIZE)
		diag_report(&check_show_bound, LEVEL_HARDENING, stmt->pos,
			    symbol_name(s->fn),
			    "show() '%s' returns what %s() returned: the length the text would have had%s, not what was written: a text of %lld characters or more is cut to %lld, and the count returned is then more, so that sysfs shows bytes never written; use scnprintf() or sysfs_emit()",
			    symbol_name(s->fn), v->writer, most, size,
			    size > 0 ? size - 1 : 0);
	else if (n >= 0)
		diag_report(&check_show_bound, LEVEL_HARDENING, stmt->pos,
			    symbol_name(s->fn),
			    "show() '%s' returns what %s() returned: the length the text would have had%s, not what was written into the page: a text of PAGE_SIZE characters or more is cut to PAGE_SIZE - 1, and the count returned is then PAGE_SIZE or more; use scnprintf() or sysfs_emit()",
			    symbol_name(s->fn), v->writer, most);
	else
		diag_report(&check_show_bound, LEVEL_HARDENING, stmt->pos,
			    symbol_name(s->fn),
			    "show() '%s' returns what %s() returned: the length the text would have had, not what was written into the page; the text's length is not bounded by anything sysfscheck can follow in this file, and cut at the page the count returned would be PAGE_SIZE or more; use scnprintf() or sysfs_emit()",
			    symbol_name(s->fn), v->writer);
}

static void check_return(struct show *s, struct statement *stmt)
{
	struct expression *e = stmt->ret_value;
	struct value v = { 0 };

	/* What a helper returns goes to its caller, not to sysfs. */
	if (!e || s->caller)
		return;
	classify(s, e, &v);
	/* "if (ret < 0) return ret;": an error number, not a count. */
	if ((v.flags & VAL_WOULD_BE) &&
	    (cond_negative(&s->conds, e) || below_page_here(s, e)))
		return;
	if (v.flags & VAL_WOULD_BE) {
		report_would_be(s, stmt, &v);
		return;
	}
	if (s->overran || cond_tests(&s->conds, e))
		return;
	if (v.flags & VAL_UNRELATED) {
		diag_report(&check_show_bound, LEVEL_HARDENING, stmt->pos, symbol_name(s->fn),
			    "show() '%s' returns '%s', a value read from '%s' rather than the number of bytes written into the page: it can be negative or more than PAGE_SIZE; return what sysfs_emit() returns",
			    symbol_name(s->fn), expr_text(e),
			    expr_text(v.unrelated));
		return;
	}
	if (v.flags == VAL_CONST && v.max_const > SYSFS_PAGE_SIZE)
		diag_report(&check_show_bound, LEVEL_BUG, stmt->pos, symbol_name(s->fn),
			    "show() '%s' returns %lld, more than the PAGE_SIZE (%ld) bytes of the page",
			    symbol_name(s->fn), v.max_const, SYSFS_PAGE_SIZE);
}

/* Writes */

struct write {
	const char *name;
	const struct page_writer *w;
	struct expression *call;
	long bytes;		/* most bytes written, UNKNOWN, UNBOUNDED */
	int bounded;		/* by a size tied to the page, or by sysfs */
	char why[200];		/* what is unbounded */
	int culprits;		/* how many arguments are unbounded */
};

/*
 * Does every value @var holds where @target runs come from the show()'s
 * writers (what scnprintf() wrote, a constant)?
 */
static int reaches_written(struct show *s, struct symbol *var,
			   struct expression *target)
{
	struct local *l = show_local(s, var);
	struct expression_list *found = NULL;
	struct expression *d;
	int ok = 1;

	if (!l || local_address_taken(l) || l->modified ||
	    !local_reaching_values(s->fn, var, target, &found))
		return 0;
	FOR_EACH_PTR(found, d) {
		struct value v = { 0 };

		classify(s, d, &v);
		if (v.flags & ~(VAL_WRITTEN | VAL_CONST))
			ok = 0;
	} END_FOR_EACH_PTR(d);
	free_ptr_list(&found);
	return ok;
}

static int room_parameter(struct show *s, struct expression *size);

/*
 * What a room starts from: a constant up to PAGE_SIZE, or in a helper a
 * room parameter, less a constant when its caller gave a constant at
 * least as large ("left = buffer_size - 4", given PAGE_SIZE - 1): below
 * zero, a size_t room would be huge.
 */
static int room_start(struct show *s, struct expression *val)
{
	struct expression *arg;
	struct symbol *param;
	long long k, given;

	val = strip_casts(val);
	if (constant_value(val, &k))
		return k <= SYSFS_PAGE_SIZE;
	if (!val || val->type != EXPR_BINOP || val->op != '-' ||
	    !constant_value(val->right, &k) || k < 0)
		return room_parameter(s, val);
	param = expr_variable(strip_casts(val->left));
	if (!param || !room_parameter(s, val->left))
		return 0;
	arg = call_arg(s->call, function_param_index(s->fn, param));
	return constant_value(arg, &given) && given >= k;
}

/*
 * The values of a room local @l: set only to what room_start() accepts,
 * and decreased ("c -= ...") by what @decrease accepts. Returns -1 when
 * it is no such room, else whether it was set at all.
 */
static int walk_room(struct show *s, struct local *l,
		     int (*decrease)(struct show *s, struct expression *val,
				     int *data),
		     int *data)
{
	struct expression *val;
	int set = 0;

	if (!l || local_address_taken(l) || l->modified)
		return -1;
	FOR_EACH_PTR(l->values, val) {
		if (val->type == EXPR_ASSIGNMENT &&
		    val->op == SPECIAL_SUB_ASSIGN) {
			if (!decrease(s, val, data))
				return -1;
			continue;
		}
		if (val->type == EXPR_ASSIGNMENT && val->op == '=')
			val = val->right;
		else if (val->type == EXPR_ASSIGNMENT)
			return -1;
		if (!room_start(s, val))
			return -1;
		set = 1;
	} END_FOR_EACH_PTR(val);
	return set;
}

/*
 * Less what scnprintf() wrote; snprintf()'s would-be length can take it
 * below zero.
 */
static int decreased_by_written(struct show *s, struct expression *val,
				int *unused)
{
	struct value v = { 0 };

	classify(s, val->right, &v);
	return !(v.flags & ~(VAL_WRITTEN | VAL_CONST)) ||
	       (expr_variable(val->right) &&
		reaches_written(s, expr_variable(val->right), val));
}

/*
 * A local that counts the room left: set only to constants up to
 * PAGE_SIZE and decreased ("size_t len = PAGE_SIZE; ... len -= n;").
 */
static int room_local(struct show *s, struct expression *e)
{
	return walk_room(s, show_local(s, expr_variable(e)),
			 decreased_by_written, NULL) > 0;
}

static int size_tied(struct show *s, struct expression *size,
		     struct expression *dest);

static int decreased_by_would_be(struct show *s, struct expression *val,
				 int *would_be)
{
	struct value v = { 0 };

	classify(s, val->right, &v);
	*would_be |= !!(v.flags & VAL_WOULD_BE);
	return 1;
}

/*
 * A room local decreased by what snprintf() would have written ("c =
 * PAGE_SIZE; ... c -= snprintf(buf + PAGE_SIZE - c, c, ...)"): once a
 * text is cut it goes below zero, and as a size it is huge.
 */
static int would_be_room(struct show *s, struct expression *e)
{
	int would_be = 0;

	if (walk_room(s, show_local(s, expr_variable(strip_casts(e))),
		      decreased_by_would_be, &would_be) < 0)
		return 0;
	return would_be;
}

/*
 * In a helper, a parameter that its caller gave a size up to PAGE_SIZE
 * (or the room left), and that the helper only decreases ("size -= len").
 */
static int room_parameter(struct show *s, struct expression *size)
{
	struct symbol *param = expr_variable(strip_casts(size));
	struct expression *val, *arg;
	struct local *l;
	long long k;
	int i;

	if (!s->caller || !param)
		return 0;
	i = function_param_index(s->fn, param);
	l = show_local(s, param);
	if (i < 0 || !l || local_address_taken(l) || l->modified)
		return 0;
	FOR_EACH_PTR(l->values, val) {
		if (val->type != EXPR_ASSIGNMENT || val->op != SPECIAL_SUB_ASSIGN)
			return 0;
	} END_FOR_EACH_PTR(val);
	arg = call_arg(s->call, i);
	if (constant_value(arg, &k))
		return k <= SYSFS_PAGE_SIZE;
	return arg && size_tied(s->caller, arg, NULL);
}

/* Is the size @size tied to the room left in the page ("PAGE_SIZE - len")? */
static int size_tied(struct show *s, struct expression *size,
		     struct expression *dest)
{
	long long k, left;

	size = strip_casts(size);
	if (!size)
		return 0;
	if (constant_value(size, &k))
		return page_start(s, dest) && k <= SYSFS_PAGE_SIZE;
	if (size->type == EXPR_BINOP && size->op == '-') {
		if (constant_value(size->left, &left) &&
		    left <= SYSFS_PAGE_SIZE)
			return 1;
		if (into_page(s, size->right) || into_page(s, size->left))
			return 1;
		/* "PAGE_SIZE - count - 2" */
		if (constant_value(size->right, &k) && k >= 0)
			return size_tied(s, size->left, dest);
	}
	/* min(count, PAGE_SIZE - len) and friends are not followed. */
	return room_local(s, size) || room_parameter(s, size);
}

/*
 * The size of a copy as the source spells it: a fortified memcpy() passes
 * on its own local ("__fortify_size"), a name reserved to the headers.
 */
static struct expression *size_as_written(struct show *s,
					  struct expression *size)
{
	struct local *l;

	for (;;) {
		struct symbol *var = expr_variable(strip_casts(size));

		l = show_local(s, var);
		if (!l || !var->ident || strncmp(show_ident(var->ident), "__", 2) ||
		    ptr_list_size((struct ptr_list *)l->values) != 1)
			return size;
		size = first_ptr_list((struct ptr_list *)l->values);
		if (size->type == EXPR_ASSIGNMENT)
			return size->right;
	}
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
		if (!size)
			return;
		if (constant_value(size, &k)) {
			wr->bytes = k;
		} else if (copy_length_most(s->fn, call, w, &s->conds,
					    s->at_expr, &k) &&
			   k <= SYSFS_PAGE_SIZE) {
			wr->bytes = k;
		} else {
			wr->bytes = UNBOUNDED;
			snprintf(wr->why, sizeof(wr->why), "%s",
				 expr_text(size_as_written(s, size)));
		}
		return;
	case WRITE_STRING:
	case WRITE_STRING_END:
		n = string_bound(s->fn, src);
		if (n == UNBOUNDED) {
			if (!size) {
				wr->bytes = UNBOUNDED;
				snprintf(wr->why, sizeof(wr->why),
					 "of the string '%s'",
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
		n = format_length_culprits(s->fn, call, w, wr->why,
					   sizeof(wr->why), &wr->culprits);
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

/* Loops: is a loop's bound tied to the page? */

/* Does @e compare something with the page's fill or with PAGE_SIZE? */
static int tied_to_page(struct show *s, struct expression *e)
{
	struct expression *arg;
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
	case EXPR_CALL:
		FOR_EACH_PTR(e->args, arg) {
			if (tied_to_page(s, arg))
				return 1;
		} END_FOR_EACH_PTR(arg);
		return 0;
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
	/*
	 * The count, or one of a loop inside, is the most a value can be,
	 * not a constant: the loop may run fewer times.
	 */
	int ranged;
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
	/*
	 * The outermost loop around this one (or this one) whose trip count
	 * is not known: what a finding about an append in it names.
	 */
	struct loop *unbounded;
};

static long walk_stmt(struct show *s, struct statement *stmt, long fill,
		      struct loop *loop);

/*
 * Where a finding points: @pos, or when a header made it (a fortified
 * memcpy(), a header's static inline helper) the statement of the file
 * that holds it, or that called the helper.
 */
static struct position place(struct show *s, struct position pos)
{
	return index_in_input(s->idx, pos) ? pos : s->at;
}

static struct position call_pos(struct show *s, struct expression *call)
{
	return place(s, call->pos);
}

/* The function of the file the finding's place is in. */
static const char *place_function(struct show *s)
{
	while (s->caller && !index_in_input(s->idx, s->fn->pos))
		s = s->caller;
	return symbol_name(s->fn);
}

static void report_write(struct show *s, struct write *wr, long offset)
{
	if (wr->bytes == UNBOUNDED && wr->w->write == WRITE_BYTES) {
		diag_report(&check_show_bound, LEVEL_HARDENING, call_pos(s, wr->call), place_function(s),
			    "%s() of '%s' bytes into %s: that length is not bounded by anything sysfscheck can follow in this file, and above PAGE_SIZE the copy would write past the page; clamp it (min_t(size_t, len, PAGE_SIZE))",
			    wr->name, wr->why, s->page_text);
	} else if (wr->bytes == UNBOUNDED) {
		diag_report(&check_show_bound, LEVEL_HARDENING, call_pos(s, wr->call), place_function(s),
			    "%s() %s into %s: %s not bounded by anything sysfscheck can follow in this file, and longer than the page %s would be written past the PAGE_SIZE bytes; use sysfs_emit(), which stops at the page",
			    wr->name, wr->why, s->page_text,
			    wr->culprits > 1 ? "their lengths are" : "its length is",
			    wr->culprits > 1 ? "the text" : "it");
	} else if (offset > 0) {
		diag_report(&check_show_bound, LEVEL_BUG, call_pos(s, wr->call), place_function(s),
			    "%s() of up to %ld bytes%s at up to %ld bytes into %s: that ends past the PAGE_SIZE (%ld) bytes of the page",
			    wr->name, wr->bytes, wr->why, offset,
			    s->page_text, SYSFS_PAGE_SIZE);
	} else {
		diag_report(&check_show_bound, LEVEL_BUG, call_pos(s, wr->call), place_function(s),
			    "%s() of %s%ld bytes%s into %s, which holds PAGE_SIZE (%ld) bytes",
			    wr->name, wr->w->write == WRITE_BYTES ? "" : "up to ",
			    wr->bytes, wr->why, s->page_text,
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
	    !page_start(s, dest->left) || !expr_equal(dest->right, x))
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
	struct expression *val, *cond;
	struct local *l;
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
	l = show_local(s, expr_variable(size));
	if (!l || local_address_taken(l) || l->modified || l->visiting)
		return 0;
	l->visiting = 1;
	FOR_EACH_PTR(l->values, val) {
		if (val->type == EXPR_ASSIGNMENT)
			val = val->op == '=' ? val->right : NULL;
		if (!val || !constant_value(val, &v)) {
			set = 0;
			goto out;
		}
		if (!set || v < *k)
			*k = v;
		set = 1;
	} END_FOR_EACH_PTR(val);
out:
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
	n = format_length(s->fn, wr->call, wr->w, why, sizeof(why));
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
	    !constant_value(size->left, &k) ||
	    !page_offset(s, dest, size->right))
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

/*
 * What a message says a loop does: "runs while 'i < n'", or, where the
 * source wrote a loop macro, "is the loop 'list_for_each_entry(p, &head,
 * list)'" (its condition is the macro's, "!(&p->list == &head)").
 */
static const char *loop_words(struct expression *limit, char *buf,
			      size_t size)
{
	char *use = limit ? loop_macro_use(limit) : NULL;

	if (use)
		snprintf(buf, size, "is the loop '%s'", use);
	else
		snprintf(buf, size, "runs while '%s'",
			 limit ? expr_text(limit) : "");
	free(use);
	return buf;
}

/* @what ("sprintf() appends to ...") in a loop not bounded by the page. */
static void report_loop(struct show *s, struct position pos,
			struct loop *inner, const char *what,
			const char *advice)
{
	struct loop *loop = inner->unbounded ?: inner;
	char words[256];

	if (!loop->reported)
		diag_report(&check_show_bound, LEVEL_HARDENING, place(s, pos), place_function(s),
			    "%s in a loop with no bound tied to PAGE_SIZE%s%s%s: how many times it runs is not bounded by anything sysfscheck can follow in this file, and with enough iterations it would write past the page; %s",
			    what, loop->limit ? " (it " : "",
			    loop->limit ? loop_words(loop->limit, words, sizeof(words)) : "",
			    loop->limit ? ")" : "", advice);
	loop->reported = 1;
	inner->reported = 1;
	s->overran = 1;
}

static long walk_page(struct show *s, long fill, struct loop *loop);

/* The argument of @call that points into the page, or -1. */
static int page_argument(struct show *s, struct expression *call)
{
	struct expression *arg;
	int i = 0;

	FOR_EACH_PTR(call->args, arg) {
		if (into_page(s, arg))
			return i;
		i++;
	} END_FOR_EACH_PTR(arg);
	return -1;
}

/* Is @fn the show() or one of the helpers being walked? */
static int helper_depth(struct show *s, struct symbol *fn)
{
	int depth = 0;

	for (; s; s = s->caller, depth++)
		if (s->fn == fn)
			return HELPER_DEPTH;
	return depth - 1;
}

/*
 * A function of the file (or a header's static inline) given the page:
 * its writes into the pointer parameter are followed as the show()'s
 * own, from where the page stands at the call, and reported where they
 * are. A size given with it that is tied to the page ("PAGE_SIZE - len")
 * is taken to bound what it writes. Returns the new fill.
 */
static long visit_helper(struct show *s, struct expression *call, long fill,
			 struct loop *loop)
{
	int arg = page_argument(s, call);
	struct symbol *fn = function_definition(expr_function(call->fn));
	struct expression *dest = call_arg(call, arg), *size;
	struct show h = { .caller = s, .call = call, .fn = fn, .idx = s->idx },
		    *show;
	char what[300];
	long start, end;
	long long k;

	if (arg < 0)
		return fill;
	s->helper_wrote = 1;
	/* The room given with it: "PAGE_SIZE - len", PAGE_SIZE itself. */
	FOR_EACH_PTR(call->args, size) {
		if (size == dest)
			continue;
		if (constant_value(size, &k) ? k == SYSFS_PAGE_SIZE :
		    size_tied(s, size, dest))
			return UNKNOWN;
	} END_FOR_EACH_PTR(size);
	if (!inline_body(fn) || helper_depth(s, fn) >= HELPER_DEPTH)
		return UNKNOWN;
	h.page = function_param(fn, arg);
	if (!h.page || !type_pointee(h.page))
		return UNKNOWN;
	start = page_start(s, dest) ? 0 : fill;
	for (show = s; show->caller; show = show->caller)
		;
	snprintf(h.page_text, sizeof(h.page_text),
		 "the sysfs page show() '%s' passes to '%s()'",
		 symbol_name(show->fn), symbol_name(fn));
	snprintf(h.who, sizeof(h.who),
		 "'%s()' (given the page of show() '%s')", symbol_name(fn),
		 symbol_name(show->fn));
	h.at = index_in_input(s->idx, fn->pos) ? fn->pos : call_pos(s, call);
	end = walk_page(&h, start, NULL);
	if (h.overran) {
		s->overran = 1;
		return UNBOUNDED;
	}
	if (end == UNKNOWN || start == UNKNOWN || end <= start)
		return end == start ? fill : UNKNOWN;
	if (loop && !page_start(s, dest) && !loop->tied && loop->trips < 0) {
		snprintf(what, sizeof(what), "'%s()' appends to %s",
			 symbol_name(fn), s->page_text);
		report_loop(s, call_pos(s, call), loop, what,
			    "append with sysfs_emit_at(buf, len, ...) or stop at PAGE_SIZE");
		return UNBOUNDED;
	}
	return end;
}

/*
 * Is @e the page plus constants ("buf + PAGE_SIZE - 1 - sizeof(MORE)")?
 * Its offset in @off.
 */
static int page_constant_offset(struct show *s, struct expression *e,
				long long *off)
{
	long long k, base;

	e = strip_casts(e);
	if (page_start(s, e)) {
		*off = 0;
		return 1;
	}
	if (!e || e->type != EXPR_BINOP || (e->op != '+' && e->op != '-') ||
	    !constant_value(e->right, &k) ||
	    !page_constant_offset(s, e->left, &base))
		return 0;
	*off = e->op == '+' ? base + k : base - k;
	return 1;
}

/* One call: a write into the page, or not. Returns the new fill. */
static long visit_call(struct show *s, struct expression *call, long fill,
		       struct loop *loop)
{
	struct write wr = { 0 };
	struct expression *dest;
	long offset, end;
	long long k;
	char what[300];
	int appends;

	wr.w = writer_of(call, &wr.name);
	if (!wr.w)
		return visit_helper(s, call, fill, loop);
	dest = call_arg(call, wr.w->dest_arg);
	if (!dest || !into_page(s, dest))
		return fill;
	wr.call = call;
	note_uncut(s, &wr, dest, fill, loop);
	if (call_arg(call, wr.w->size_arg))
		add_expression(&s->sizes, call_arg(call, wr.w->size_arg));

	if (wr.w->page_start_only && !page_start(s, dest)) {
		diag_report(&check_show_bound, LEVEL_BUG, call_pos(s, call), place_function(s),
			    "%s() at an offset into the page ('%s') in %s: it takes only the start of the page, warns and writes nothing; use sysfs_emit_at(buf, offset, ...)",
			    wr.name, expr_text(dest), s->who);
		return UNKNOWN;
	}
	measure_write(s, &wr);
	if (wr.bounded && (wr.bytes == UNKNOWN || wr.bytes == UNBOUNDED))
		return UNKNOWN;

	/* Where the write starts. */
	dest = strip_casts(dest);
	appends = 0;
	if (page_constant_offset(s, dest, &k)) {
		offset = k;
	} else {
		offset = fill;
		appends = 1;
	}

	if (loop && appends && !loop->tied && loop->trips < 0 && !wr.bounded &&
	    would_be_room(s, call_arg(call, wr.w->size_arg))) {
		struct loop *l = loop->unbounded ?: loop;
		const char *room = expr_text(call_arg(call, wr.w->size_arg));

		if (!l->reported)
			diag_report(&check_show_bound, LEVEL_HARDENING, call_pos(s, call), place_function(s),
				    "%s() appends to %s in a loop, given the room left in '%s', which it decreases by what %s() returned, the length the text would have had: once a text is cut, '%s' goes below zero, the next call is given a huge size and writes past the page; use scnprintf(), or sysfs_emit_at(buf, len, ...)",
				    wr.name, s->page_text, room, wr.name, room);
		l->reported = loop->reported = 1;
		s->overran = 1;
		return UNBOUNDED;
	}
	if (loop && appends && !loop->tied && loop->trips < 0 && !wr.bounded) {
		snprintf(what, sizeof(what), "%s() appends to %s", wr.name,
			 s->page_text);
		report_loop(s, call_pos(s, call), loop, what,
			    "append with sysfs_emit_at(buf, len, ...) or stop at PAGE_SIZE");
		return UNBOUNDED;
	}
	if (wr.bytes == UNBOUNDED) {
		report_write(s, &wr, 0);
		return UNBOUNDED;
	}
	if (wr.bytes == UNKNOWN || offset == UNKNOWN || offset == UNBOUNDED)
		return UNKNOWN;
	end = offset + wr.bytes;
	if (end > SYSFS_PAGE_SIZE && !loop) {
		report_write(s, &wr, offset);
		return UNBOUNDED;
	}
	/* The text written is one byte shorter than what it occupies. */
	if (wr.w->write == WRITE_BYTES)
		return end;
	return end - 1;
}

/* Is @e the page itself, not a cursor (which may have moved since)? */
static int is_page(struct show *s, struct expression *e)
{
	return e && expr_variable(e) == s->page;
}

/*
 * Does @val add to @var no more than the room left after @var bytes:
 * "var += sysfs_emit_at(buf, var, ...)" or "var += scnprintf(buf + var,
 * PAGE_SIZE - var, ...)"? Each returns what it wrote, which ends before
 * the page's last byte. (A smaller room, "100 - var", is below zero, so
 * huge, once another append took var past it.)
 */
static int appends_to_page(struct show *s, struct symbol *var,
			   struct expression *val)
{
	const struct page_writer *w;
	struct expression *call = strip_casts(val), *dest, *size;
	long long k;

	w = call && call->type == EXPR_CALL ? writer_of(call, NULL) : NULL;
	if (!w || w->returns != RETURNS_WRITTEN)
		return 0;
	dest = strip_casts(call_arg(call, w->dest_arg));
	if (w->page_bounded && w->at_arg != NO_ARG)
		return is_page(s, dest) &&
		       expr_variable(call_arg(call, w->at_arg)) == var;
	size = strip_casts(call_arg(call, w->size_arg));
	return dest && dest->type == EXPR_BINOP && dest->op == '+' &&
	       is_page(s, dest->left) && expr_variable(dest->right) == var &&
	       size && size->type == EXPR_BINOP && size->op == '-' &&
	       constant_value(size->left, &k) && k == SYSFS_PAGE_SIZE &&
	       expr_variable(size->right) == var;
}

/*
 * Is @e, less a constant, an offset that only grows by appends_to_page()
 * from a constant inside the page: below PAGE_SIZE however often the
 * appends run?
 */
static int offset_inside_page(struct show *s, struct expression *e)
{
	struct expression *val;
	struct symbol *var;
	struct local *l;
	long long k;
	int set = 0;

	e = strip_casts(e);
	if (e && e->type == EXPR_BINOP && e->op == '-' &&
	    constant_value(e->right, &k) && k >= 0)
		e = strip_casts(e->left);
	var = expr_variable(e);
	l = show_local(s, var);
	/* A parameter starts from what the caller gave. */
	if (!l || local_address_taken(l) || l->modified ||
	    function_param_index(s->fn, var) >= 0)
		return 0;
	FOR_EACH_PTR(l->values, val) {
		if (val->type == EXPR_ASSIGNMENT && val->op == SPECIAL_ADD_ASSIGN) {
			if (!appends_to_page(s, var, val->right))
				return 0;
			continue;
		}
		if (val->type == EXPR_ASSIGNMENT && val->op == '=')
			val = val->right;
		else if (val->type == EXPR_ASSIGNMENT)
			return 0;
		if (!constant_value(val, &k) || k < 0 || k >= SYSFS_PAGE_SIZE)
			return 0;
		set = 1;
	} END_FOR_EACH_PTR(val);
	return set;
}

/* A direct store "buf[i] = c" or "*p++ = c" into the page. */
static void visit_store(struct show *s, struct expression *e,
			struct loop *loop)
{
	struct expression *dest = e->left, *addr;
	char what[300];
	long long k;

	if (!dest || dest->type != EXPR_PREOP || dest->op != '*')
		return;
	addr = strip_casts(dest->unop);
	if (!addr || !into_page(s, addr) || page_start(s, addr))
		return;
	if (addr->type == EXPR_BINOP && addr->op == '+' &&
	    page_start(s, addr->left) && constant_value(addr->right, &k)) {
		if (k >= SYSFS_PAGE_SIZE && !s->overran) {
			diag_report(&check_show_bound, LEVEL_BUG, place(s, e->pos), place_function(s),
				    "store to byte %lld of %s, past its PAGE_SIZE (%ld) bytes",
				    k, s->page_text, SYSFS_PAGE_SIZE);
			s->overran = 1;
		}
		return;
	}
	/* "buf[len - 1] = '\n'" after "len += sysfs_emit_at(buf, len, ...)" */
	if (addr->type == EXPR_BINOP && addr->op == '+' &&
	    is_page(s, addr->left) && offset_inside_page(s, addr->right))
		return;
	if (!loop || loop->tied || loop->trips >= 0 ||
	    (loop->unbounded ?: loop)->reported)
		return;
	snprintf(what, sizeof(what), "stores into %s ('%s')", s->page_text,
		 expr_text(dest));
	report_loop(s, e->pos, loop, what, "stop at PAGE_SIZE");
}

/* A store by @e: cursors move, what was known of the target is lost. */
static void note_store(struct show *s, struct expression *e)
{
	note_advance(s, e);
	cond_store(&s->conds, e);
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
		note_store(s, e);
		note_small(s, e);
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
		note_store(s, e);
		return fill;
	case EXPR_CONDITIONAL:
	case EXPR_SELECT:
		fill = walk_expr(s, e->conditional, fill, loop);
		a = walk_expr(s, e->cond_true, fill, loop);
		b = walk_expr(s, e->cond_false, fill, loop);
		return max_fill(a, b);
	case EXPR_STATEMENT:
		s->in_statement_expr++;
		fill = walk_stmt(s, e->statement, fill, loop);
		s->in_statement_expr--;
		return fill;
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
	struct symbol *cont = stmt->iterator_continue, *var;
	long long most;

	loop->offset_most = -1;
	var = test_upper_bound(stmt->iterator_pre_condition, 1, &most);
	if (var && show_local(s, var) &&
	    !stores_in(var, NULL, stmt->iterator_pre_condition)) {
		loop->offset = var;
		loop->offset_most = most;
		return;
	}
	if (body && body->type == STMT_COMPOUND)
		last = last_ptr_list((struct ptr_list *)body->stmts);
	if (outer || fill < 0 || !last || last->type != STMT_IF ||
	    last->if_false || !stmt_leaves(last->if_true, cont) ||
	    loop_continues(body, cont))
		return;
	var = test_upper_bound(last->if_conditional, 0, &most);
	if (!var || !show_local(s, var) ||
	    stores_in(var, stmt->iterator_post_statement,
		      stmt->iterator_pre_condition) ||
	    stores_in(var, NULL, stmt->iterator_post_condition))
		return;
	loop->offset = var;
	loop->offset_most = most > fill ? most : fill;
}

static long walk_loop(struct show *s, struct statement *stmt, long fill,
		      struct loop *outer)
{
	struct loop loop = { .stmt = stmt };
	char words[256];
	long body;

	/* What the loop stores is not known on entering it again. */
	cond_stores_in(&s->conds, stmt);
	loop.trips = loop_trips_where(s->fn, stmt, &s->conds, &loop.ranged);
	loop.limit = stmt->iterator_pre_condition ?:
		     stmt->iterator_post_condition;
	loop.tied = tied_to_page(s, stmt->iterator_pre_condition) ||
		    tied_to_page(s, stmt->iterator_post_condition) ||
		    body_stops_at_page(s, stmt->iterator_statement);
	if (loop.trips < 0)
		loop.unbounded = &loop;
	if (outer && (outer->tied || outer->trips < 0)) {
		loop.tied |= outer->tied;
		if (outer->trips < 0) {
			loop.trips = -1;
			loop.unbounded = outer->unbounded;
		}
	}
	fill = walk_stmt(s, stmt->iterator_pre_statement, fill, outer);
	offset_at_turns(s, stmt, fill, outer, &loop);
	advance_in(s, stmt->iterator_statement);
	advance_in(s, stmt->iterator_post_statement);
	fill = walk_expr(s, stmt->iterator_pre_condition, fill, outer);
	body = walk_stmt(s, stmt->iterator_statement, 0, &loop);
	body = walk_expr(s, stmt->iterator_post_condition, body, &loop);
	body = walk_stmt(s, stmt->iterator_post_statement, body, &loop);
	if (loop.pending)
		loop_pending(s, &loop, outer, fill, body);
	if (outer && loop.ranged)
		outer->ranged = 1;
	if (loop.reported)
		return UNBOUNDED;
	if (loop.tied || body == UNKNOWN || fill == UNKNOWN)
		return UNKNOWN;
	if (body == 0)
		return fill;
	if (loop.trips < 0 || body == UNBOUNDED)
		return UNKNOWN;
	if (fill + loop.trips * body > SYSFS_PAGE_SIZE && !loop.ranged &&
	    !s->ranged_fill) {
		diag_report(&check_show_bound, LEVEL_BUG,
			    place(s, stmt->iterator_statement ?
				  stmt->iterator_statement->pos : stmt->pos),
			    place_function(s),
			    "loop appends up to %lld * %ld bytes (> PAGE_SIZE) to %s; append with sysfs_emit_at(buf, len, ...)",
			    loop.trips, body, s->page_text);
		s->overran = 1;
		return UNBOUNDED;
	}
	if (fill + loop.trips * body > SYSFS_PAGE_SIZE) {
		diag_report(&check_show_bound, LEVEL_HARDENING,
			    place(s, stmt->iterator_statement ?
				  stmt->iterator_statement->pos : stmt->pos),
			    place_function(s),
			    "loop appends up to %lld * %ld bytes to %s when the loops run as many times as sysfscheck can bound their counts (this one %s), more than PAGE_SIZE; append with sysfs_emit_at(buf, len, ...)",
			    loop.trips, body, s->page_text,
			    loop_words(loop.limit, words, sizeof(words)));
		s->overran = 1;
		return UNBOUNDED;
	}
	/* What follows counts on the most this loop can append. */
	if (loop.ranged)
		s->ranged_fill = 1;
	return fill + loop.trips * body;
}

static long walk_switch(struct show *s, struct statement *stmt, long fill,
			struct loop *loop)
{
	struct statement *child;
	long a, b;

	fill = walk_expr(s, stmt->switch_expression, fill, loop);
	if (!stmt->switch_statement ||
	    stmt->switch_statement->type != STMT_COMPOUND)
		return walk_stmt(s, stmt->switch_statement, fill, loop);
	/* Each case starts from the fill before the switch. */
	a = b = fill;
	FOR_EACH_PTR(stmt->switch_statement->stmts, child) {
		if (child->type == STMT_CASE)
			b = fill;
		b = walk_stmt(s, child, b, loop);
		a = max_fill(a, b);
	} END_FOR_EACH_PTR(child);
	return a;
}

static long walk_stmt(struct show *s, struct statement *stmt, long fill,
		      struct loop *loop)
{
	struct statement *child;
	struct symbol *sym;
	long a, b;
	int mark;

	if (!stmt)
		return fill;
	if (index_in_input(s->idx, stmt->pos) && !s->in_statement_expr) {
		s->at = stmt->pos;
		s->at_expr = stmt->type == STMT_EXPRESSION ? stmt->expression :
			     stmt->type == STMT_RETURN ? stmt->ret_value : NULL;
	}
	switch (stmt->type) {
	case STMT_DECLARATION:
		FOR_EACH_PTR(stmt->declaration, sym) {
			fill = walk_expr(s, sym->initializer, fill, loop);
		} END_FOR_EACH_PTR(sym);
		return fill;
	case STMT_EXPRESSION:
		return walk_expr(s, stmt->expression, fill, loop);
	case STMT_COMPOUND:
		mark = cond_mark(&s->conds);
		fill = walk_stmt(s, stmt->args, fill, loop);
		FOR_EACH_PTR(stmt->stmts, child) {
			fill = walk_stmt(s, child, fill, loop);
			cond_after(&s->conds, child);
		} END_FOR_EACH_PTR(child);
		/* What the block's tests showed holds only inside it. */
		cond_restore(&s->conds, mark);
		return fill;
	case STMT_IF:
		fill = walk_expr(s, stmt->if_conditional, fill, loop);
		mark = cond_mark(&s->conds);
		cond_branch(&s->conds, stmt->if_conditional, 1);
		a = walk_stmt(s, stmt->if_true, fill, loop);
		cond_restore(&s->conds, mark);
		cond_branch(&s->conds, stmt->if_conditional, 0);
		b = walk_stmt(s, stmt->if_false, fill, loop);
		cond_restore(&s->conds, mark);
		/* "if (len > K) len = K;": past it, the test fails. */
		if (clamp_of(s->fn, stmt))
			cond_branch(&s->conds, stmt->if_conditional, 0);
		return max_fill(a, b);
	case STMT_RETURN:
		a = walk_expr(s, stmt->ret_value, fill, loop);
		s->returned = s->returns++ ? max_fill(s->returned, a) : a;
		check_return(s, stmt);
		return fill;
	case STMT_SWITCH:
		return walk_switch(s, stmt, fill, loop);
	case STMT_CASE:
		/* Other paths join here, without the block's tests. */
		cond_join(&s->conds);
		return walk_stmt(s, stmt->case_statement, fill, loop);
	case STMT_LABEL:
		walk_label(s, stmt);
		return walk_stmt(s, stmt->label_statement, fill, loop);
	case STMT_GOTO:
		walk_goto(s, stmt);
		return fill;
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

/* The walk of one function given the page, from @fill. */
static long walk_page(struct show *s, long fill, struct loop *loop)
{
	struct ast_visitor gotos = { .stmt = count_goto, .data = s };
	struct label_paths labels[MAX_LABELS] = { { 0 } };
	int i;

	s->labels = labels;
	ast_walk_function(&gotos, s->fn);
	cond_begin(&s->conds, s->fn);
	find_cursors(s);
	uncut_first(s, s->fn);
	fill = walk_stmt(s, function_body(s->fn), fill, loop);
	if (s->returns)
		fill = max_fill(fill, s->returned);
	cond_end(&s->conds);
	free_ptr_list(&s->cursors);
	free_ptr_list(&s->advanced);
	free_ptr_list(&s->sizes);
	free_ptr_list(&s->uncut);
	free_ptr_list(&s->small);
	for (i = 0; i < s->nr_labels; i++)
		free_ptr_list(&labels[i].small);
	return fill;
}

static void check_show(struct sysfs_index *idx, struct symbol *fn)
{
	struct show s = { .fn = fn, .idx = idx, .at = fn->pos };

	s.page = page_parameter(fn);
	if (!s.page || !function_body(fn))
		return;
	snprintf(s.who, sizeof(s.who), "show() '%s'", symbol_name(fn));
	snprintf(s.page_text, sizeof(s.page_text),
		 "the sysfs page of show() '%s'", symbol_name(fn));
	walk_page(&s, 0, NULL);
}

static void check_function(struct sysfs_index *idx, struct symbol *fn)
{
	const struct sysfs_callback *cb = index_callback(idx, fn, ROLE_SHOW);

	if (!cb || cb->fn != fn || !index_in_input(idx, fn->pos))
		return;
	check_show(idx, fn);
}

const struct sysfs_check check_show_bound = {
	.name = "sysfs-show-bound",
	.summary = "show() writes at most PAGE_SIZE bytes and returns what it wrote",
	.default_on = 1,
	.function = check_function,
};
