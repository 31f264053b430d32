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
#include "sysfs-index.h"
#include "ast.h"

const struct sysfs_check check_store_input;

static int si_wants_ir(struct sysfs_index *idx, struct symbol *fn)
{
	return index_callback(idx, fn, ROLE_STORE) != NULL;
}

/* Does @p carry a pointer into parameter @arg? */
static int from_arg(pseudo_t p, int arg, int depth)
{
	struct instruction *def;
	pseudo_t src;

	p = irv_strip(p);
	if (!p || depth > 8)
		return 0;
	if (p->type == PSEUDO_ARG)
		return p->nr == arg;
	if (p->type != PSEUDO_REG || !p->def)
		return 0;
	def = p->def;
	switch (def->opcode) {
	case OP_ADD:
	case OP_SUB:
		return from_arg(def->src1, arg, depth + 1) ||
		       from_arg(def->src2, arg, depth + 1);
	case OP_SEL:
		return from_arg(def->src2, arg, depth + 1) ||
		       from_arg(def->src3, arg, depth + 1);
	case OP_PHI:
		FOR_EACH_PTR(def->phi_list, src) {
			if (src->type == PSEUDO_PHI && src->def &&
			    from_arg(src->def->phi_src, arg, depth + 1))
				return 1;
		} END_FOR_EACH_PTR(src);
		return 0;
	case OP_CALL:
		/* skip_spaces(buf), strim(...) */
		FOR_EACH_PTR(def->arguments, src) {
			if (from_arg(src, arg, depth + 1))
				return 1;
		} END_FOR_EACH_PTR(src);
		return 0;
	}
	return 0;
}

static int result_used(struct instruction *call)
{
	pseudo_t target = call->target;

	return target && target != VOID && ptr_list_size((struct ptr_list *)target->users);
}

/* Is @p the address of a variable that is read (somewhere)? */
static int var_read(pseudo_t p)
{
	struct pseudo_user *pu;

	if (!p || p->type != PSEUDO_SYM)
		return 0;
	FOR_EACH_PTR(p->users, pu) {
		if (pu->insn && pu->insn->bb && pu->insn->opcode == OP_LOAD)
			return 1;
	} END_FOR_EACH_PTR(pu);
	return 0;
}

/* Is the end pointer of simple_strto*() read after the call? */
static int end_checked(struct instruction *call)
{
	return var_read(ptr_list_nth_entry((struct ptr_list *)call->arguments, 1));
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
	const char *fmt = literal(ptr_list_nth_entry((struct ptr_list *)call->arguments, 1));
	int len, n = ptr_list_size((struct ptr_list *)call->arguments);

	if (!fmt)
		return 0;
	len = strlen(fmt);
	while (len > 0 && strchr(" \t\n", fmt[len - 1]))
		len--;
	if (len < 2 || fmt[len - 2] != '%' || fmt[len - 1] != 'n' ||
	    (len > 2 && fmt[len - 3] == '%'))
		return 0;
	return var_read(ptr_list_nth_entry((struct ptr_list *)call->arguments,
					   n - 1));
}

/* Where the call was written: its own line, or the inlined wrapper's. */
static struct position call_pos(struct sysfs_index *idx,
				struct instruction *call)
{
	struct instruction *insn;
	int after = 0;

	if (call->pos.stream == idx->stream)
		return call->pos;
	FOR_EACH_PTR(call->bb->insns, insn) {
		if (insn == call)
			after = 1;
		else if (after && insn->bb && insn->opcode == OP_INLINED_CALL &&
			 insn->pos.stream == idx->stream)
			return insn->pos;
	} END_FOR_EACH_PTR(insn);
	return call->pos;
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
	input = ptr_list_nth_entry((struct ptr_list *)call->arguments, 0);
	if (!input || !from_arg(input, buf_arg, 0))
		return;
	name = irv_name(written);
	switch (callee->kind) {
	case CALLEE_PARSE_UNCHECKED:
		if (strncmp(callee->name, "simple_", 7) == 0 && end_checked(call))
			return;
		diag_report(&check_store_input, LEVEL_STYLE,
			    call_pos(idx, call), store,
			    "store() '%s' parses the user's buffer with %s(), which reads bad input ('abc') as 0 without an error: use %s() and return its error",
			    store, name, callee->instead);
		return;
	case CALLEE_SCAN:
		if (result_used(call) || scan_end_checked(call))
			return;
		diag_report(&check_store_input, LEVEL_BUG,
			    call_pos(idx, call), store,
			    "store() '%s' ignores what %s() returns: on bad input its outputs are left unset; check that it converted every field, or use %s()",
			    store, name, callee->instead);
		return;
	case CALLEE_PARSE:
		if (result_used(call))
			return;
		diag_report(&check_store_input, LEVEL_BUG,
			    call_pos(idx, call), store,
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
