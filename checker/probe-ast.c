// SPDX-License-Identifier: MIT
/*
 * The probes of the AST analyses (probe.h): each row asks one module
 * about the probe's arguments, at the probe's place in its function.
 */
#include <stdio.h>
#include <string.h>

#include "ast.h"
#include "constant.h"
#include "probe.h"

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

const struct probe ast_probes[] = {
	{ "constant", probe_constant },
	{ "equal", probe_equal },
	{ "member", probe_member },
	{ "address", probe_address },
	{ "variable", probe_variable },
	{ "roots", probe_roots },
	{ "param", probe_param },
	{ "text", probe_text },
	{ NULL }
};
