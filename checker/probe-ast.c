// SPDX-License-Identifier: MIT
/*
 * The probes of the AST analyses (probe.h): each row asks one module
 * about the probe's arguments, at the probe's place in its function.
 */
#include <stdio.h>
#include <string.h>

#include "ast.h"
#include "bounds.h"
#include "conditions.h"
#include "constant.h"
#include "locals.h"
#include "loops.h"
#include "probe.h"
#include "sysfs-model.h"
#include "write-length.h"

/* A list of expressions as text, for one probe line. */
struct probe_text {
	char buf[512];
	size_t len;
};

static void add_text(struct probe_text *t, const char *sep, const char *text)
{
	if (t->len >= sizeof(t->buf))
		return;
	t->len += snprintf(t->buf + t->len, sizeof(t->buf) - t->len, "%s%s",
			   t->len ? sep : "", text);
}

/* __sysfscheck_constant(e): the value constant_value() folds. */
static void probe_constant(const struct probe_site *site)
{
	long long value;

	/* Not probe_arg(): the casts are part of the value. */
	if (constant_value(call_arg(site->call, 0), &value))
		probe_report(site, "constant: %lld", value);
	else
		probe_report(site, "constant: none");
}

/* __sysfscheck_equal(a, b): are they the same expression? */
static void probe_equal(const struct probe_site *site)
{
	probe_report(site, "equal: %s",
		     expr_equal(probe_arg(site, 0), probe_arg(site, 1)) ?
		     "yes" : "no");
}

/* __sysfscheck_member(lvalue): the member it reads, and how. */
static void probe_member(const struct probe_site *site)
{
	struct expression *e = probe_arg(site, 0);
	struct member_access ma;
	const char *how = "";

	if (!expr_member_access(e, &ma)) {
		how = " (through an element or a call)";
		if (!expr_member_read(e, &ma)) {
			probe_report(site, "member: none");
			return;
		}
	}
	probe_report(site, "member: %s.%s%s",
		     ma.owner->ident ? show_ident(ma.owner->ident) : "(anonymous)",
		     symbol_name(ma.member), how);
}

/* __sysfscheck_address(&x.m): what the address points into. */
static void probe_address(const struct probe_site *site)
{
	struct address addr;

	if (!expr_address(probe_arg(site, 0), &addr)) {
		probe_report(site, "address: none");
		return;
	}
	probe_report(site, "address: %s%s + %lu", addr.object ? "" : "*",
		     addr.object ? symbol_name(addr.object) :
		     expr_text(addr.pointer), addr.offset);
}

/* __sysfscheck_variable(e): the variable it reads. */
static void probe_variable(const struct probe_site *site)
{
	struct symbol *var = expr_variable(probe_arg(site, 0));

	probe_report(site, "variable: %s", var ? symbol_name(var) : "none");
}

/* __sysfscheck_roots(e): the variables its value comes from. */
static void probe_roots(const struct probe_site *site)
{
	struct symbol_list *roots = NULL;
	struct symbol *sym;
	char text[256] = "";
	size_t len = 0;

	expr_roots(probe_arg(site, 0), &roots);
	FOR_EACH_PTR(roots, sym) {
		len += snprintf(text + len, len < sizeof(text) ?
				sizeof(text) - len : 0, "%s%s",
				len ? ", " : "", symbol_name(sym));
	} END_FOR_EACH_PTR(sym);
	free_ptr_list(&roots);
	probe_report(site, "roots: %s", len ? text : "none");
}

/* __sysfscheck_param(x): which parameter of the function x is. */
static void probe_param(const struct probe_site *site)
{
	struct symbol *var = expr_variable(probe_arg(site, 0));
	int nth = function_param_index(site->fn, var);

	if (nth < 0)
		probe_report(site, "param: none of %d",
			     function_param_count(site->fn));
	else
		probe_report(site, "param: %d of %d", nth,
			     function_param_count(site->fn));
}

/* __sysfscheck_text(e): the expression as messages print it. */
static void probe_text(const struct probe_site *site)
{
	probe_report(site, "text: %s", expr_text(probe_arg(site, 0)));
}

/* __sysfscheck_bound(e): the longest string, or the largest integer. */
static void probe_bound(const struct probe_site *site)
{
	struct expression *e = probe_arg(site, 0);
	long long most;
	long n;

	if (e && type_pointee(e->ctype)) {
		n = string_bound(site->fn, e);
		if (n == UNBOUNDED)
			probe_report(site, "bound: string unbounded");
		else
			probe_report(site, "bound: string of at most %ld characters",
				     n);
		return;
	}
	if (int_bound(site->fn, e, &most))
		probe_report(site, "bound: at most %lld", most);
	else
		probe_report(site, "bound: none");
}

/* __sysfscheck_value(x): the values of local x that reach the probe. */
static void probe_value(const struct probe_site *site)
{
	struct symbol *var = expr_variable(probe_arg(site, 0));
	struct expression_list *values = NULL;
	struct probe_text t = { .len = 0 };
	struct expression *v;

	if (!local_of(site->fn, var)) {
		probe_report(site, "value: not a local");
		return;
	}
	if (!local_reaching_values(site->fn, var, site->call, &values)) {
		probe_report(site, "value: %s not known here",
			     symbol_name(var));
		return;
	}
	FOR_EACH_PTR(values, v) {
		add_text(&t, " | ", expr_text(v));
	} END_FOR_EACH_PTR(v);
	free_ptr_list(&values);
	probe_report(site, "value: %s = %s", symbol_name(var), t.buf);
}

/* __sysfscheck_assigned(x): every value local x is given, and how. */
static void probe_assigned(const struct probe_site *site)
{
	struct local *l = local_of(site->fn, expr_variable(probe_arg(site, 0)));
	struct probe_text t = { .len = 0 };
	struct expression *v;

	if (!l) {
		probe_report(site, "assigned: not a local");
		return;
	}
	FOR_EACH_PTR(l->values, v) {
		add_text(&t, " | ", expr_text(v));
	} END_FOR_EACH_PTR(v);
	probe_report(site, "assigned: %s%s%s%s", t.len ? t.buf : "nothing",
		     local_address_taken(l) ? ", address taken" : "",
		     l->modified ? ", incremented or decremented" : "",
		     "");
}

/* __sysfscheck_conditions(): what the tests passed say here. */
static void probe_conditions(const struct probe_site *site)
{
	struct probe_text t = { .len = 0 };
	struct conditions c;
	char one[200];
	int i;

	conditions_at(&c, site->fn, site->path);
	for (i = 0; i < c.n; i++) {
		if (!c.facts[i].test)
			continue;
		snprintf(one, sizeof(one), c.facts[i].holds ? "%s" : "!(%s)",
			 expr_text(c.facts[i].test));
		add_text(&t, "; ", one);
	}
	cond_end(&c);
	probe_report(site, "conditions: %s", t.len ? t.buf : "none");
}

/* __sysfscheck_upper(x): the most x holds by the tests passed. */
static void probe_upper(const struct probe_site *site)
{
	struct conditions c;
	long long most;

	conditions_at(&c, site->fn, site->path);
	if (cond_upper_bound(&c, expr_variable(probe_arg(site, 0)), &most))
		probe_report(site, "upper: %lld", most);
	else
		probe_report(site, "upper: none");
	cond_end(&c);
}

/* __sysfscheck_negative(e): do the tests passed say e < 0? */
static void probe_negative(const struct probe_site *site)
{
	struct conditions c;

	conditions_at(&c, site->fn, site->path);
	probe_report(site, "negative: %s",
		     cond_negative(&c, probe_arg(site, 0)) ? "yes" : "no");
	cond_end(&c);
}

/* __sysfscheck_tested(e): is e tested by an enclosing if? */
static void probe_tested(const struct probe_site *site)
{
	struct conditions c;

	conditions_at(&c, site->fn, site->path);
	probe_report(site, "tested: %s",
		     cond_tests(&c, probe_arg(site, 0)) ? "yes" : "no");
	cond_end(&c);
}

/* __sysfscheck_guard(): the test of the innermost if holding the probe. */
static void probe_guard(const struct probe_site *site)
{
	int holds;
	struct expression *test = cond_innermost_test(site->path, &holds);

	if (!test)
		probe_report(site, "guard: none");
	else
		probe_report(site, holds ? "guard: %s" : "guard: !(%s)",
			     expr_text(test));
}

/* __sysfscheck_trips(): how many times the innermost loop runs. */
static void probe_trips(const struct probe_site *site)
{
	struct statement_list *path = site->path;
	struct statement *stmt, *loop = NULL;
	long long n;

	FOR_EACH_PTR(path, stmt) {
		if (stmt->type == STMT_ITERATOR)
			loop = stmt;
	} END_FOR_EACH_PTR(stmt);
	if (!loop) {
		probe_report(site, "trips: not in a loop");
		return;
	}
	n = loop_trips(site->fn, loop);
	if (n < 0)
		probe_report(site, "trips: unknown");
	else
		probe_report(site, "trips: %lld", n);
}

/* __sysfscheck_length(sprintf(...)): the most bytes the call writes. */
static void probe_length(const struct probe_site *site)
{
	struct expression *call = probe_arg(site, 0);
	const struct sysfs_function *api = NULL;
	char why[200] = "";
	long n;

	if (call && call->type == EXPR_CALL)
		api = sysfs_function_lookup(expr_function(call->fn));
	if (!api || !api->writer || api->writer->write != WRITE_FORMAT) {
		probe_report(site, "length: not a printf-like writer");
		return;
	}
	n = format_length(site->fn, call, api->writer, why, sizeof(why));
	if (n == UNBOUNDED)
		probe_report(site, "length: unbounded %s", why);
	else if (n == LENGTH_UNKNOWN)
		probe_report(site, "length: unknown");
	else
		probe_report(site, "length: %ld bytes", n);
}

const struct probe ast_probes[] = {
	{ "constant", probe_constant },
	{ "equal", probe_equal },
	{ "member", probe_member },
	{ "address", probe_address },
	{ "variable", probe_variable },
	{ "roots", probe_roots },
	{ "param", probe_param },
	{ "text", probe_text },
	{ "bound", probe_bound },
	{ "value", probe_value },
	{ "assigned", probe_assigned },
	{ "conditions", probe_conditions },
	{ "upper", probe_upper },
	{ "negative", probe_negative },
	{ "tested", probe_tested },
	{ "guard", probe_guard },
	{ "trips", probe_trips },
	{ "length", probe_length },
	{ NULL }
};
