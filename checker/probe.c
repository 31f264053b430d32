// SPDX-License-Identifier: MIT
/*
 * The probe pass of --debug-analysis (probe.h): finds the calls of
 * __sysfscheck_<name>() in each function and hands each to its row.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ast.h"
#include "checks.h"
#include "diag.h"
#include "ir-value.h"
#include "linearize.h"
#include "probe.h"
#include "sysfs-index.h"

#define PROBE_PREFIX "__sysfscheck_"

/* What the file's probes printed, until probe_flush(); in the index. */
struct probes {
	char *text;
	size_t len, cap;
	struct symbol_list *ir_functions;	/* holding an ir probe */
};

static void release_probes(void *state)
{
	struct probes *probes = state;

	free(probes->text);
	free_ptr_list(&probes->ir_functions);
}

static struct probes *file_probes(struct sysfs_index *idx)
{
	return index_context(idx, &probe_check, sizeof(struct probes),
			     release_probes);
}

static void append(struct probes *probes, const char *s, size_t n)
{
	if (probes->len + n + 1 > probes->cap) {
		probes->cap = (probes->len + n + 1) * 2;
		probes->text = realloc(probes->text, probes->cap);
		if (!probes->text)
			die("out of memory");
	}
	memcpy(probes->text + probes->len, s, n);
	probes->len += n;
	probes->text[probes->len] = '\0';
}

static struct position site_pos(const struct probe_site *site)
{
	if (site->call)
		return site->call->pos;
	return site->insn->pos;
}

void probe_report(const struct probe_site *site, const char *fmt, ...)
{
	struct probes *probes = file_probes(site->idx);
	const char *where = diag_where(site_pos(site));
	char *text;
	va_list args;
	int n;

	va_start(args, fmt);
	n = vasprintf(&text, fmt, args);
	va_end(args);
	if (n < 0)
		die("out of memory");
	append(probes, where, strlen(where));
	append(probes, ": warning: ", 11);
	append(probes, text, n);
	append(probes, " [sysfs-analysis]\n", 18);
	free(text);
}

void probe_flush(struct sysfs_index *idx)
{
	struct probes *probes = file_probes(idx);

	if (probes->len)
		fputs(probes->text, stderr);
	probes->len = 0;
}

struct expression *probe_arg(const struct probe_site *site, int n)
{
	return strip_casts(call_arg(site->call, n));
}

/* The probe name of @fn ("bound" for __sysfscheck_bound), or NULL. */
static const char *probe_name(struct symbol *fn)
{
	size_t n = strlen(PROBE_PREFIX);

	if (!fn || !fn->ident || strncmp(fn->ident->name, PROBE_PREFIX, n))
		return NULL;
	return fn->ident->name + n;
}

static const struct probe *probe_row(const char *name)
{
	const struct probe *const tables[] = { ast_probes, ir_probes };
	const struct probe *row;
	unsigned int i;

	for (i = 0; name && i < ARRAY_SIZE(tables); i++)
		for (row = tables[i]; row->name; row++)
			if (!strcmp(row->name, name))
				return row;
	return NULL;
}

struct probe_walk {
	struct ast_visitor v;
	struct sysfs_index *idx;
	struct statement_list *path;
};

static void enter(struct ast_visitor *v, struct statement *stmt)
{
	add_statement(&((struct probe_walk *)v)->path, stmt);
}

static void leave(struct ast_visitor *v, struct statement *stmt)
{
	delete_ptr_list_last((struct ptr_list **)&((struct probe_walk *)v)->path);
}

static void probe_call(struct ast_visitor *v, struct expression *e)
{
	struct probe_walk *w = (struct probe_walk *)v;
	struct probe_site site = {
		.idx = w->idx, .fn = v->fn, .call = e, .path = w->path,
	};
	const struct probe *row;
	struct probes *probes;
	struct symbol *fn;
	const char *name;
	int i;

	if (e->type != EXPR_CALL)
		return;
	name = probe_name(expr_function(e->fn));
	if (!name)
		return;
	row = probe_row(name);
	if (!row)
		probe_report(&site, "no probe named '%s'", name);
	else if (row->ast)
		row->ast(&site);
	probes = file_probes(w->idx);
	if (row && row->ir && !symbol_in_list(probes->ir_functions, v->fn))
		add_symbol(&probes->ir_functions, v->fn);
	/* Rows that read the functions they name want their code too. */
	for (i = 0; row && row->ir_arg && i < ptr_list_size((struct ptr_list *)e->args); i++) {
		fn = function_definition(expr_function(probe_arg(&site, i)));
		if (fn && !symbol_in_list(probes->ir_functions, fn))
			add_symbol(&probes->ir_functions, fn);
	}
}

static void probe_function(struct sysfs_index *idx, struct symbol *fn)
{
	struct probe_walk w = {
		.v = { .expr = probe_call, .stmt = enter, .stmt_end = leave },
		.idx = idx,
	};

	if (!index_in_input(idx, fn->pos))
		return;
	ast_walk_function(&w.v, fn);
	free_ptr_list(&w.path);
}

static int probe_wants_ir(struct sysfs_index *idx, struct symbol *fn)
{
	return symbol_in_list(file_probes(idx)->ir_functions, fn);
}

static void probe_function_ir(struct sysfs_index *idx, struct symbol *fn,
			      struct entrypoint *ep)
{
	struct instruction *insn;
	struct basic_block *bb;
	const struct probe *row;

	FOR_EACH_PTR(ep->bbs, bb) {
		FOR_EACH_PTR(bb->insns, insn) {
			struct probe_site site = {
				.idx = idx, .fn = fn, .insn = insn, .ep = ep,
			};

			if (!insn->bb || insn->opcode != OP_CALL)
				continue;
			row = probe_row(probe_name(irv_callee(insn)));
			if (row && row->ir)
				row->ir(&site);
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
}

const struct sysfs_check probe_check = {
	.name = "sysfs-analysis",
	.summary = "--debug-analysis: print what the analyses conclude at each __sysfscheck_*() probe",
	.function = probe_function,
	.wants_ir = probe_wants_ir,
	.function_ir = probe_function_ir,
};
