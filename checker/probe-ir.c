// SPDX-License-Identifier: MIT
/*
 * The probes of the IR side's analyses (probe.h): values and facts on the
 * paths to a probe (ir-value.h), the paths themselves (ir-path.h), what
 * each path returns (returns.h), objects (object.h), entries (entries.h)
 * and summaries (summary.h).
 * Rows answered on the linearized function, but for objects and entries,
 * which are read from the tree.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ast.h"
#include "entries.h"
#include "ir-path.h"
#include "object.h"
#include "probe.h"
#include "returns.h"
#include "summary.h"
#include "sysfs-index.h"

#define ANSWER_LEN 512

/*
 * @text with its double quotes made single: a test case's annotation
 * ends at the first double quote.
 */
static const char *quoted(char *text)
{
	char *p;

	for (p = text; *p; p++)
		if (*p == '"')
			*p = '\'';
	return text;
}

/* Distinct answers, in the order found. */
struct answers {
	char items[16][128];
	int n;
	pseudo_t value;
	char text[ANSWER_LEN];
};

static void answer(struct answers *a, const char *one)
{
	int i;

	for (i = 0; i < a->n; i++)
		if (!strcmp(a->items[i], one))
			return;
	if (a->n < (int)ARRAY_SIZE(a->items))
		snprintf(a->items[a->n++], sizeof(a->items[0]), "%s", one);
}

/* "a | b", or "no path". */
static const char *answers_text(struct answers *a)
{
	size_t n;
	int i;

	snprintf(a->text, sizeof(a->text), "%s", a->n ? "" : "no path");
	for (i = 0; i < a->n; i++) {
		n = strlen(a->text);
		snprintf(a->text + n, sizeof(a->text) - n, "%s%s",
			 i ? " | " : "", a->items[i]);
	}
	return a->text;
}

/* " (not every path: paths steps)" for the limits a walk reached. */
struct cut_text {
	char text[96];
};

static const char *cut_text(unsigned int cut, struct cut_text *t)
{
	t->text[0] = '\0';
	if (!cut)
		return t->text;
	snprintf(t->text, sizeof(t->text), " (not every path:%s%s%s%s%s)",
		 cut & IRP_CUT_PATHS ? " paths" : "",
		 cut & IRP_CUT_FORKS ? " forks" : "",
		 cut & IRP_CUT_STEPS ? " steps" : "",
		 cut & IRP_CUT_LENGTH ? " length" : "",
		 cut & IRP_CUT_FACTS ? " facts" : "");
	return t->text;
}

/* __sysfscheck_ir_value(x): what x is on each path from the entry to here. */

static void value_found(struct irp_walk *w, struct irv_path *path,
			const struct irv *v, void *data)
{
	char text[128];

	answer(data, irv_text(v, text, sizeof(text)));
}

static void value_path(struct irp_walk *w, struct irv_path *path, void *data)
{
	struct answers *a = data;

	irp_values(w, path, a->value, value_found, a);
}

static void probe_value(const struct probe_site *site)
{
	struct answers a = { .value = irv_call_arg(site->insn, 0) };
	struct irp_walk w = { 0 };
	struct cut_text cut;

	irp_backward(&w, site->ep, site->insn->bb, value_path, &a);
	probe_report(site, "ir value: %s%s", answers_text(&a), cut_text(w.cut, &cut));
}

/* __sysfscheck_outcome(x): what the branches on each path say of x. */

static void outcome_path(struct irp_walk *w, struct irv_path *path,
			 void *data)
{
	static const char *const names[] = {
		[IRV_SUCCEEDED] = "succeeded", [IRV_FAILED] = "failed",
	};
	struct answers *a = data;
	enum irv_outcome o;

	irp_learn_outcomes(path);
	if (path->infeasible)
		return;
	o = irv_outcome(path, a->value);
	answer(a, o == IRV_UNDECIDED ? "undecided" : names[o]);
}

static void probe_outcome(const struct probe_site *site)
{
	struct answers a = { .value = irv_call_arg(site->insn, 0) };
	struct irp_walk w = { 0 };
	struct cut_text cut;

	irp_backward(&w, site->ep, site->insn->bb, outcome_path, &a);
	probe_report(site, "outcome: %s%s", answers_text(&a), cut_text(w.cut, &cut));
}

/* __sysfscheck_same(a, b): are they one value (irv_same_value())? */
static void probe_same(const struct probe_site *site)
{
	probe_report(site, "same value: %s",
		     irv_same_value(irv_call_arg(site->insn, 0),
				    irv_call_arg(site->insn, 1)) ? "yes" : "no");
}

/* __sysfscheck_nonzero(x): is x non-zero wherever the probe runs? */
static void probe_nonzero(const struct probe_site *site)
{
	pseudo_t x = irv_strip(irv_call_arg(site->insn, 0));

	probe_report(site, "non-zero here: %s",
		     irp_nonzero_at(site->insn->bb, x) ? "yes" : "no");
}

/*
 * __sysfscheck_written_before(&x): can x be given a value (stored into,
 * or its address handed to another call) on a path that reaches here?
 */
static void probe_written_before(const struct probe_site *site)
{
	pseudo_t p = irv_call_arg(site->insn, 0);

	probe_report(site, "written before: %s",
		     irv_written_before(p, site->insn) ? "yes" : "no");
}

/* __sysfscheck_paths(): how many paths lead from the entry to here. */

static void count_path(struct irp_walk *w, struct irv_path *path, void *data)
{
}

static void probe_paths(const struct probe_site *site)
{
	struct irp_walk w = { 0 };
	struct cut_text cut;

	irp_backward(&w, site->ep, site->insn->bb, count_path, NULL);
	probe_report(site, "paths: %d%s", w.paths, cut_text(w.cut, &cut));
}

/*
 * __sysfscheck_exits(): the return statements the paths from here leave
 * by (where the returned value's phi source was passed).
 */

struct exits {
	struct irp_forward f;
	int lines[32];
	int n;
};

static enum irp_next exit_insn(struct irp_forward *f, struct instruction *insn)
{
	struct exits *e = (struct exits *)f;
	struct position pos = f->last;
	pseudo_t v = insn->src, next;
	int i, depth;

	if (insn->opcode != OP_RET)
		return IRP_GO_ON;
	for (depth = 0; depth < 16 && v; depth++, v = next) {
		next = irv_step(&f->path, v, &pos);
		if (next == v)
			break;
	}
	for (i = 0; i < e->n; i++)
		if (e->lines[i] == pos.line)
			return IRP_END;
	if (e->n < (int)ARRAY_SIZE(e->lines))
		e->lines[e->n++] = pos.line;
	return IRP_END;
}

static int by_line(const void *a, const void *b)
{
	return *(const int *)a - *(const int *)b;
}

static void probe_exits(const struct probe_site *site)
{
	struct exits *e = calloc(1, sizeof(*e));
	char text[ANSWER_LEN] = "";
	struct cut_text cut;
	size_t n;
	int i;

	if (!e)
		die("out of memory");
	e->f.stream = site->insn->pos.stream;
	e->f.insn = exit_insn;
	irp_forward(&e->f, site->insn);
	qsort(e->lines, e->n, sizeof(e->lines[0]), by_line);
	for (i = 0; i < e->n; i++) {
		n = strlen(text);
		snprintf(text + n, sizeof(text) - n, "%sline %d", i ? ", " : "",
			 e->lines[i]);
	}
	probe_report(site, "exits: %s%s", e->n ? text : "none",
		     cut_text(e->f.walk.cut, &cut));
	free(e);
}

/*
 * __sysfscheck_returns(n): what each path of the function holding the
 * probe returns, classified against its parameter n (0: no count), one
 * answer per return statement and class, by line.
 */

static const char *const returned_names[] = {
	[RET_FAILURE] = "an error",
	[RET_ZERO] = "0",
	[RET_POSITIVE] = "positive",
	[RET_PARAM] = "parameter",
	[RET_CONSUMED] = "a length consumed from the buffer",
	[RET_STATUS] = "a status (0 or an error)",
	[RET_COUNT] = "a count",
	[RET_CALL] = "a call's result",
	[RET_UNKNOWN] = "unknown",
};

static void returned_found(struct returns_walk *w, struct irv_path *path,
			   const struct irv *v, const struct returned *r)
{
	char one[128];
	int n;

	n = snprintf(one, sizeof(one), "line %d: %s",
		     returns_position(w, path, v).line, returned_names[r->kind]);
	if (r->kind == RET_PARAM)
		snprintf(one + n, sizeof(one) - n, " %d", r->arg);
	if (r->kind == RET_POSITIVE || (r->kind == RET_PARAM && r->value))
		snprintf(one + strlen(one), sizeof(one) - strlen(one), " %+lld",
			 r->value);
	answer(w->data, one);
}

/* "line N: ..." by N, then by text. */
static int by_answer_line(const void *a, const void *b)
{
	int d = atoi((const char *)a + 5) - atoi((const char *)b + 5);

	return d ? d : strcmp(a, b);
}

static void probe_returns(const struct probe_site *site)
{
	struct answers a = { 0 };
	struct returns_walk w = {
		.idx = site->idx, .fn = site->fn, .ep = site->ep,
		.visit = returned_found, .data = &a,
	};
	struct cut_text cut;
	long long count;

	if (irv_constant(irv_call_arg(site->insn, 0), 32, &count))
		w.count_arg = count;
	returns_walk(&w);
	qsort(a.items, a.n, sizeof(a.items[0]), by_answer_line);
	probe_report(site, "returns: %s%s", answers_text(&a),
		     cut_text(w.walk.cut, &cut));
}

/* __sysfscheck_object(e): the object e designates, and its alias. */

struct alias_walk {
	struct ast_visitor v;
	struct obj_alias_list *aliases;
};

static void note_alias(struct ast_visitor *v, struct expression *e)
{
	if (e->type == EXPR_ASSIGNMENT)
		obj_alias_note(&((struct alias_walk *)v)->aliases, e);
}

static void probe_object(const struct probe_site *site)
{
	struct alias_walk w = { .v.expr = note_alias };
	struct expression *e = call_arg(site->call, 0), *alias;
	char text[160], more[200] = "";
	struct object o;

	ast_walk_function(&w.v, site->fn);
	alias = obj_alias_of(w.aliases, e);
	if (alias) {
		obj_of(&o, alias, NULL);
		snprintf(more, sizeof(more), " (alias of %s)",
			 quoted((char *)obj_text(&o, text, sizeof(text), 0)));
		obj_free(&o);
	}
	obj_of(&o, e, NULL);
	probe_report(site, "object: %s%s",
		     quoted((char *)obj_text(&o, text, sizeof(text), 0)), more);
	obj_free(&o);
	obj_alias_free(&w.aliases);
}

/* __sysfscheck_same_object(a, b): how the two objects relate. */
static void probe_same_object(const struct probe_site *site)
{
	struct object a, b;
	const char *how = "no";

	obj_of(&a, call_arg(site->call, 0), NULL);
	obj_of(&b, call_arg(site->call, 1), NULL);
	if (obj_equal(&a, &b))
		how = "yes";
	else if (obj_is_bare(&a) || obj_is_bare(&b))
		how = "any object of its type";
	else if (obj_same_array(&a, &b))
		how = "elements of one array";
	else if (obj_element_of(&a, &b) || obj_element_of(&b, &a))
		how = "an element of the array";
	else if (obj_same_last_member(&a, &b))
		how = "no, but the same last member";
	probe_report(site, "same object: %s", how);
	obj_free(&a);
	obj_free(&b);
}

/* __sysfscheck_entries(): what the function holding it does to sysfs. */
static void probe_entries(const struct probe_site *site)
{
	struct entries *e;
	char text[ANSWER_LEN];
	int i, any = 0;

	entries_walk(site->idx, site->fn);
	e = entries_of(site->idx);
	for (i = 0; i < e->n; i++) {
		if (e->ev[i].fn != site->fn || e->ev[i].kind == EV_SET)
			continue;
		entry_text(&e->ev[i], text, sizeof(text));
		probe_report(site, "entry: %s", quoted(text));
		any = 1;
	}
	if (!any)
		probe_report(site, "entry: none");
}

/*
 * __sysfscheck_summary(fn, ...): each summary kind of fn, one line each;
 * or only the kinds named by the string arguments ("returns"). The other
 * functions named are only linearized, for fn's summaries to read.
 */

struct summary_probe {
	const struct probe_site *site;
	const char *kinds[8];
	int nr_kinds;
};

static void summary_line(void *data, const char *kind, const char *text)
{
	struct summary_probe *sp = data;
	char copy[ANSWER_LEN];
	int i;

	for (i = 0; i < sp->nr_kinds; i++)
		if (!strcmp(sp->kinds[i], kind))
			break;
	if (sp->nr_kinds && i == sp->nr_kinds)
		return;
	snprintf(copy, sizeof(copy), "%s", text);
	probe_report(sp->site, "summary %s: %s", kind, quoted(copy));
}

static void probe_summary(const struct probe_site *site)
{
	struct symbol *fn = irv_symbol(irv_call_arg(site->insn, 0));
	struct summary_probe sp = { .site = site };
	const char *kind;
	pseudo_t arg;
	int i;

	if (!fn || !type_is_function(fn)) {
		probe_report(site, "summary: not a function");
		return;
	}
	for (i = 1; (arg = irv_call_arg(site->insn, i)); i++) {
		kind = irv_string(arg);
		if (kind && sp.nr_kinds < (int)ARRAY_SIZE(sp.kinds))
			sp.kinds[sp.nr_kinds++] = kind;
	}
	summary_show(site->idx, fn, summary_line, &sp);
}

const struct probe ir_probes[] = {
	{ "ir_value", NULL, probe_value },
	{ "outcome", NULL, probe_outcome },
	{ "same", NULL, probe_same },
	{ "nonzero", NULL, probe_nonzero },
	{ "written_before", NULL, probe_written_before },
	{ "paths", NULL, probe_paths },
	{ "exits", NULL, probe_exits },
	{ "returns", NULL, probe_returns },
	{ "object", probe_object, NULL },
	{ "same_object", probe_same_object, NULL },
	{ "entries", probe_entries, NULL },
	{ "summary", NULL, probe_summary, .ir_arg = 1 },
	{ NULL }
};
