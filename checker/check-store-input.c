// SPDX-License-Identifier: MIT
/*
 * sysfs-store-input (opt-in): a store() that parses the user's buffer
 * without rejecting bad input. The buffer is whatever user space wrote:
 * simple_strtoul() and atoi() read "abc" as 0 and cannot say so, a
 * sscanf() whose count is not checked leaves its outputs unset, and a
 * kstrto*() whose error is ignored lets the bad value through. kstrto*()
 * with its error returned rejects the write.
 *
 * Works on the linearized store(): each call the model knows as a parser,
 * given the buffer parameter (or a pointer computed from it), and what
 * becomes of its result.
 */
#include <string.h>

#include "checks.h"
#include "diag.h"
#include "ir-value.h"
#include "linearize.h"
#include "locals.h"
#include "sysfs-index.h"
#include "ast.h"

const struct sysfs_check check_store_input;

static int si_wants_ir(struct sysfs_index *idx, struct symbol *fn)
{
	return index_callback(idx, fn, ROLE_STORE) != NULL;
}

/* Is the end pointer of simple_strto*() read after the call? */
static int end_checked(struct instruction *call)
{
	return irv_address_loaded(irv_call_arg(call, 1));
}

/* The text of a string literal argument, or NULL. */
static const char *literal(pseudo_t p)
{
	struct expression *init;

	if (!p || p->type != PSEUDO_SYM || !p->sym)
		return NULL;
	init = p->sym->initializer;
	if (!init || init->type != EXPR_STRING || !init->string)
		return NULL;
	return init->string->data;
}

/*
 * sscanf(buf, "%x:%x %n", &a, &b, &parsed) with parsed read afterwards
 * (if (parsed && !buf[parsed])): the trailing %n stores only when every
 * conversion before it succeeded, so reading it checks them all.
 */
static int scan_end_checked(struct instruction *call)
{
	const char *fmt = literal(irv_call_arg(call, 1));
	int len, n = ptr_list_size((struct ptr_list *)call->arguments);

	if (!fmt)
		return 0;
	len = strlen(fmt);
	while (len > 0 && strchr(" \t\n", fmt[len - 1]))
		len--;
	if (len < 2 || fmt[len - 2] != '%' || fmt[len - 1] != 'n' ||
	    (len > 2 && fmt[len - 3] == '%'))
		return 0;
	return irv_address_loaded(irv_call_arg(call, n - 1));
}

/*
 * Is output @p of a scan left unset by a failed conversion: a local
 * variable that nothing gives a value before the call? Any other output
 * (a member, a global, a local given a value) keeps the value it held,
 * defined though perhaps unintended.
 */
static int output_unset(struct symbol *fn, pseudo_t p, struct instruction *call)
{
	struct symbol *sym = irv_symbol(p);

	if (!sym || sym->initializer || !local_of(fn, sym))
		return 0;
	return !irv_written_before(p, call);
}

static int scan_leaves_unset(struct symbol *fn, struct instruction *call)
{
	int n, args = ptr_list_size((struct ptr_list *)call->arguments);

	for (n = 2; n < args; n++)
		if (output_unset(fn, irv_call_arg(call, n), call))
			return 1;
	return 0;
}

static void check_call(struct sysfs_index *idx, struct symbol *fn,
		       struct instruction *call, int buf_arg)
{
	struct symbol *written = irv_call_written(call, idx->stream);
	const struct sysfs_callee *callee;
	const char *name, *store = symbol_name(fn);
	pseudo_t input;

	callee = sysfs_callee_lookup(written);
	if (!callee)
		callee = sysfs_callee_lookup(irv_callee(call));
	if (!callee || callee->kind == CALLEE_STATUS)
		return;
	input = irv_call_arg(call, 0);
	if (!input || !irv_from_arg(input, buf_arg))
		return;
	name = callee_name(written);
	switch (callee->kind) {
	case CALLEE_PARSE_UNCHECKED:
		if (strncmp(callee->name, "simple_", 7) == 0 && end_checked(call))
			return;
		diag_report(&check_store_input, LEVEL_STYLE,
			    irv_call_pos(call, idx->stream), store,
			    "store() '%s' parses the user's buffer with %s(), which reads bad input ('abc') as 0 without an error: use %s() and return its error",
			    store, name, callee->instead);
		return;
	case CALLEE_SCAN:
		if (irv_result_used(call) || scan_end_checked(call))
			return;
		if (scan_leaves_unset(fn, call))
			diag_report(&check_store_input, LEVEL_BUG,
				    irv_call_pos(call, idx->stream), store,
				    "store() '%s' ignores what %s() returns: on bad input its outputs are left unset; check that it converted every field, or use %s()",
				    store, name, callee->instead);
		else
			diag_report(&check_store_input, LEVEL_STYLE,
				    irv_call_pos(call, idx->stream), store,
				    "store() '%s' ignores what %s() returns: on bad input its outputs keep the values they held before; check that it converted every field, or use %s()",
				    store, name, callee->instead);
		return;
	case CALLEE_PARSE:
		if (irv_result_used(call))
			return;
		diag_report(&check_store_input, LEVEL_BUG,
			    irv_call_pos(call, idx->stream), store,
			    "store() '%s' ignores the error of %s(): bad input goes through as whatever the output held; return the error",
			    store, name);
		return;
	default:
		return;
	}
}

static void si_function_ir(struct sysfs_index *idx, struct symbol *fn,
			   struct entrypoint *ep)
{
	int buf_arg = function_param_count(fn) - 1;
	struct instruction *insn;
	struct basic_block *bb;

	if (buf_arg < 1)
		return;
	FOR_EACH_PTR(ep->bbs, bb) {
		FOR_EACH_PTR(bb->insns, insn) {
			if (insn->bb && insn->opcode == OP_CALL)
				check_call(idx, fn, insn, buf_arg);
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
}

const struct sysfs_check check_store_input = {
	.name = "sysfs-store-input",
	.summary = "store() callbacks that parse the user's buffer without rejecting bad input (simple_strto*, unchecked sscanf or kstrto*)",
	.default_on = 0,
	.wants_ir = si_wants_ir,
	.function_ir = si_function_ir,
};
