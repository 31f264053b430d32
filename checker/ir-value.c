// SPDX-License-Identifier: MIT
/*
 * Values of pseudos along one path through linearized code. See
 * ir-value.h.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "expression.h"
#include "expr-text.h"
#include "ir-value.h"
#include "ir-path.h"
#include "sysfs-model.h"

#define MAX_DEPTH 48

static int is_cast(int opcode)
{
	switch (opcode) {
	case OP_SEXT:
	case OP_ZEXT:
	case OP_TRUNC:
	case OP_PTRCAST:
	case OP_UTPTR:
	case OP_PTRTU:
		return 1;
	}
	return 0;
}

pseudo_t irv_strip(pseudo_t p)
{
	int n;

	for (n = 0; n < MAX_DEPTH && p && p->type == PSEUDO_REG && p->def &&
		    is_cast(p->def->opcode); n++)
		p = p->def->src;
	return p;
}

long long irv_const(pseudo_t p, unsigned int bits)
{
	unsigned long long v = p->value;

	if (bits > 0 && bits < 64) {
		v &= (1ULL << bits) - 1;
		if (v & (1ULL << (bits - 1)))
			v |= ~0ULL << bits;
	}
	return (long long)v;
}

/*
 * The highest digit the first directive of the scan format @fmt surely
 * converts ('9' for a decimal or hexadecimal conversion, '7' for an
 * octal one), or 0 when it is no numeric conversion that counts (a
 * literal, "%*d", "%s").
 */
static int scan_first_digit_max(const char *fmt)
{
	while (*fmt == ' ' || *fmt == '\t' || *fmt == '\n')
		fmt++;
	if (*fmt++ != '%' || *fmt == '*')
		return 0;
	fmt += strspn(fmt, "0123456789");
	fmt += strspn(fmt, "hlLqzjt");
	if (*fmt && strchr("diuxX", *fmt))
		return '9';
	return *fmt == 'o' ? '7' : 0;
}

static struct irv_fact *find_fact(struct irv_path *path, pseudo_t p, int add);

/*
 * Does the path know that the byte @buf points to is a digit no greater
 * than @max: a test of a load of it, or of the load less '0'
 * ("isdigit(buf[0])", which sparse makes "buf[0] - '0' <= 9 unsigned")?
 */
static int starts_with_digit(struct irv_path *path, pseudo_t buf, int max)
{
	struct instruction *def;
	long long k;
	int i;

	buf = irv_strip(buf);
	for (i = 0; i < path->nr_facts; i++) {
		const struct irv_fact *f = &path->facts[i];
		pseudo_t x = f->pseudo;

		k = 0;
		def = x->type == PSEUDO_REG ? x->def : NULL;
		if (def && def->opcode == OP_ADD &&
		    irv_constant(def->src2, def->size, &k) && f->lo >= 0 &&
		    k > -256 && k < 256)
			x = irv_strip(def->src1);
		def = x->type == PSEUDO_REG ? x->def : NULL;
		if (def && def->opcode == OP_LOAD && def->size == 8 &&
		    def->offset == 0 && irv_same_value(irv_strip(def->src), buf) &&
		    f->lo >= '0' + k && f->hi <= max + k)
			return 1;
	}
	return 0;
}

/*
 * The least a call's result @p can be, from what the path knew before
 * the call: sscanf() of a buffer known to start with a digit its first
 * conversion reads converts that field at least.
 */
static long long call_result_floor(struct irv_path *path, pseudo_t p)
{
	struct instruction *call = irv_call_of(p);
	const struct sysfs_callee *callee;
	const char *fmt;
	int max;

	if (!call)
		return LLONG_MIN;
	callee = sysfs_callee_lookup(irv_callee(call));
	if (!callee || callee->kind != CALLEE_SCAN)
		return LLONG_MIN;
	fmt = irv_string(irv_call_arg(call, 1));
	max = fmt ? scan_first_digit_max(fmt) : 0;
	if (max && starts_with_digit(path, irv_call_arg(call, 0), max))
		return 1;
	return LLONG_MIN;
}

static struct irv_fact *find_fact(struct irv_path *path, pseudo_t p, int add)
{
	struct irv_fact *f;
	int i;

	for (i = 0; i < path->nr_facts; i++)
		if (path->facts[i].pseudo == p)
			return &path->facts[i];
	if (!add)
		return NULL;
	if (path->nr_facts == IRV_MAX_FACTS) {
		path->facts_lost = 1;
		return NULL;
	}
	f = &path->facts[path->nr_facts++];
	f->pseudo = p;
	f->lo = call_result_floor(path, p);
	f->hi = LLONG_MAX;
	f->nonzero = 0;
	return f;
}

void irv_range(struct irv_path *path, pseudo_t p, long long *lo,
	       long long *hi, int *nonzero)
{
	struct irv_fact *f;

	p = irv_strip(p);
	*lo = LLONG_MIN;
	*hi = LLONG_MAX;
	*nonzero = 0;
	if (p && p->type == PSEUDO_VAL) {
		*lo = *hi = p->value;
		*nonzero = p->value != 0;
		return;
	}
	f = find_fact(path, p, 0);
	if (!f)
		return;
	*lo = f->lo;
	*hi = f->hi;
	*nonzero = f->nonzero || f->lo > 0 || f->hi < 0;
}

static int writes_to(struct instruction *insn, pseudo_t p);

/*
 * The call that fills the pointer variable @load reads: the one writer
 * of the variable in the function, a call handed its address that can
 * run before the load ("ret = register_port(&info, &port); ... !port").
 */
static struct instruction *filled_by(struct instruction *load)
{
	pseudo_t var = load->src;
	struct instruction *writer = NULL;
	struct pseudo_user *pu;

	if (load->opcode != OP_LOAD || load->offset || !var ||
	    var->type != PSEUDO_SYM || !is_ptr_type(var->sym))
		return NULL;
	FOR_EACH_PTR(var->users, pu) {
		struct instruction *insn = pu->insn;

		if (!insn || !insn->bb || !writes_to(insn, var))
			continue;
		if (writer || insn->opcode != OP_CALL)
			return NULL;
		writer = insn;
	} END_FOR_EACH_PTR(pu);
	return writer && irp_runs_before(writer, load) ? writer : NULL;
}

static struct irv_fact *find_fact(struct irv_path *path, pseudo_t p, int add);

static int known_zero(struct irv_path *path, pseudo_t p)
{
	const struct irv_fact *f = find_fact(path, p, 0);

	return f && f->lo == 0 && f->hi == 0;
}

/*
 * A call that returned 0 filled the pointer it was handed (the kernel's
 * convention): a path on which the call returned 0 and the pointer reads
 * NULL, now that @f says one of the two, does not run.
 */
static int succeeded_unfilled(struct irv_path *path, const struct irv_fact *f)
{
	struct instruction *def = f->pseudo->type == PSEUDO_REG ?
				  f->pseudo->def : NULL;
	struct instruction *call;
	int i;

	if (!def || f->lo != 0 || f->hi != 0)
		return 0;
	if (def->opcode == OP_LOAD) {
		call = filled_by(def);
		return call && call->target && known_zero(path, call->target);
	}
	if (def->opcode != OP_CALL)
		return 0;
	for (i = 0; i < path->nr_facts; i++) {
		const struct irv_fact *g = &path->facts[i];
		struct instruction *load = g->pseudo->type == PSEUDO_REG ?
					   g->pseudo->def : NULL;

		if (load && load->opcode == OP_LOAD && g->lo == 0 &&
		    g->hi == 0 && filled_by(load) == def)
			return 1;
	}
	return 0;
}

static void restrict_range(struct irv_path *path, pseudo_t p, long long lo,
			   long long hi, int nonzero)
{
	struct irv_fact *f;

	p = irv_strip(p);
	if (p && p->type == PSEUDO_VAL) {
		if (p->value < lo || p->value > hi || (nonzero && !p->value))
			path->infeasible = 1;
		return;
	}
	f = find_fact(path, p, 1);
	if (!f)
		return;
	if (lo > f->lo)
		f->lo = lo;
	if (hi < f->hi)
		f->hi = hi;
	if (nonzero)
		f->nonzero = 1;
	if (f->lo > f->hi || (f->nonzero && f->lo == 0 && f->hi == 0) ||
	    succeeded_unfilled(path, f))
		path->infeasible = 1;
}

static int is_compare(int opcode)
{
	return opcode >= OP_BINCMP && opcode <= OP_BINCMP_END;
}

static int compare_bits(struct instruction *insn)
{
	if (insn->itype && insn->itype->bit_size > 0)
		return insn->itype->bit_size;
	return 64;
}

/* The comparison @op mirrored: K op x is x mirror(op) K. */
static int mirrored(int op)
{
	switch (op) {
	case OP_SET_LT: return OP_SET_GT;
	case OP_SET_LE: return OP_SET_GE;
	case OP_SET_GT: return OP_SET_LT;
	case OP_SET_GE: return OP_SET_LE;
	case OP_SET_B: return OP_SET_A;
	case OP_SET_BE: return OP_SET_AE;
	case OP_SET_A: return OP_SET_B;
	case OP_SET_AE: return OP_SET_BE;
	}
	return op;
}

static int negated(int op)
{
	switch (op) {
	case OP_SET_EQ: return OP_SET_NE;
	case OP_SET_NE: return OP_SET_EQ;
	case OP_SET_LT: return OP_SET_GE;
	case OP_SET_LE: return OP_SET_GT;
	case OP_SET_GT: return OP_SET_LE;
	case OP_SET_GE: return OP_SET_LT;
	case OP_SET_B: return OP_SET_AE;
	case OP_SET_BE: return OP_SET_A;
	case OP_SET_A: return OP_SET_BE;
	case OP_SET_AE: return OP_SET_B;
	}
	return op;
}

/* x op k as an interval; returns 0 when it is not one. */
static int op_interval(int op, long long k, long long *lo, long long *hi,
		       int *nonzero)
{
	*lo = LLONG_MIN;
	*hi = LLONG_MAX;
	*nonzero = 0;
	switch (op) {
	case OP_SET_EQ:
		*lo = *hi = k;
		return 1;
	case OP_SET_NE:
		if (k != 0)
			return 0;
		*nonzero = 1;
		return 1;
	case OP_SET_LT:
		if (k == LLONG_MIN)
			return 0;
		*hi = k - 1;
		return 1;
	case OP_SET_LE:
		*hi = k;
		return 1;
	case OP_SET_GT:
		if (k == LLONG_MAX)
			return 0;
		*lo = k + 1;
		return 1;
	case OP_SET_GE:
		*lo = k;
		return 1;
	/*
	 * Unsigned: against a small constant, the values are the small
	 * non-negative ones; against a "negative" one (IS_ERR_VALUE()), the
	 * error codes.
	 */
	case OP_SET_B:
		if (k <= 0)
			return 0;
		*lo = 0;
		*hi = k - 1;
		return 1;
	case OP_SET_BE:
		if (k < 0)
			return 0;
		*lo = 0;
		*hi = k;
		return 1;
	case OP_SET_A:
		/* IS_ERR() once sparse has made ">= -4095" "> -4096". */
		if (k < 0 && k != -1) {
			*lo = k + 1;
			*hi = -1;
			return 1;
		}
		if (k < 0 || k == LLONG_MAX)
			return 0;
		*lo = k + 1;
		return 1;
	case OP_SET_AE:
		if (k < 0) {
			*lo = k;
			*hi = -1;
			return 1;
		}
		*lo = k;
		return 1;
	}
	return 0;
}

/* A comparison with a constant: x op k. */
static int compare_with_constant(struct instruction *insn, pseudo_t *x,
				 int *op, long long *k)
{
	int bits = compare_bits(insn);

	if (insn->src2->type == PSEUDO_VAL && insn->src1->type != PSEUDO_VAL) {
		*x = insn->src1;
		*op = insn->opcode;
		*k = irv_const(insn->src2, bits);
		return 1;
	}
	if (insn->src1->type == PSEUDO_VAL && insn->src2->type != PSEUDO_VAL) {
		*x = insn->src2;
		*op = mirrored(insn->opcode);
		*k = irv_const(insn->src1, bits);
		return 1;
	}
	return 0;
}

static int decide(struct irv_path *path, pseudo_t cond);

/* An operand of a condition "a || b" the path took, or NULL. */
static struct instruction *or_taken(struct irv_path *path, int i)
{
	const struct irv_fact *f = &path->facts[i];
	struct instruction *def = f->pseudo->type == PSEUDO_REG ?
				  f->pseudo->def : NULL;

	if (!def || def->opcode != OP_OR || !f->nonzero)
		return NULL;
	return def;
}

/*
 * In each "a || b" the path took, where a is now false, b is true; where
 * both are, the path does not run.
 */
static void or_rest(struct irv_path *path)
{
	struct instruction *def;
	int i, a, b;

	for (i = 0; i < path->nr_facts && !path->infeasible; i++) {
		def = or_taken(path, i);
		if (!def)
			continue;
		a = decide(path, def->src1);
		b = decide(path, def->src2);
		if (!a && !b)
			path->infeasible = 1;
		else if (!a && b < 0)
			irv_assume(path, def->src2, 1);
		else if (!b && a < 0)
			irv_assume(path, def->src1, 1);
	}
}

/*
 * A comparison of @p with a constant, one side of an "a || b" the path
 * took, that the facts do not decide: "if (ret || !port) return ret;"
 * returns ret on two paths, ret != 0 and ret == 0 with port NULL.
 */
static pseudo_t or_undecided_test(struct irv_path *path, pseudo_t p)
{
	struct instruction *def, *cmp;
	pseudo_t sides[2], x;
	long long k;
	int i, j, op;

	for (i = 0; i < path->nr_facts; i++) {
		def = or_taken(path, i);
		if (!def)
			continue;
		sides[0] = irv_strip(def->src1);
		sides[1] = irv_strip(def->src2);
		for (j = 0; j < 2; j++) {
			cmp = sides[j]->type == PSEUDO_REG ? sides[j]->def : NULL;
			if (cmp && is_compare(cmp->opcode) &&
			    compare_with_constant(cmp, &x, &op, &k) &&
			    irv_strip(x) == p && decide(path, sides[j]) < 0)
				return sides[j];
		}
	}
	return NULL;
}

static void assume(struct irv_path *path, pseudo_t cond, int truth)
{
	struct instruction *def;
	long long lo, hi, k;
	int nonzero, op;
	pseudo_t x;

	if (!cond || path->infeasible)
		return;
	if (cond->type == PSEUDO_VAL) {
		if ((cond->value != 0) != !!truth)
			path->infeasible = 1;
		return;
	}
	/* The condition itself. */
	if (truth)
		restrict_range(path, cond, LLONG_MIN, LLONG_MAX, 1);
	else
		restrict_range(path, cond, 0, 0, 0);

	def = cond->type == PSEUDO_REG ? cond->def : NULL;
	if (def && is_compare(def->opcode)) {
		if (!compare_with_constant(def, &x, &op, &k))
			return;
		if (!truth)
			op = negated(op);
		if (op_interval(op, k, &lo, &hi, &nonzero))
			restrict_range(path, x, lo, hi, nonzero);
		return;
	}
	if (def && def->opcode == OP_AND && truth) {
		assume(path, def->src1, 1);
		assume(path, def->src2, 1);
		return;
	}
	if (def && def->opcode == OP_OR && !truth) {
		assume(path, def->src1, 0);
		assume(path, def->src2, 0);
		return;
	}
	/* The condition under a cast: (int)(a || b) as a select's test. */
	x = irv_strip(cond);
	if (x != cond)
		assume(path, x, truth);
}

void irv_assume(struct irv_path *path, pseudo_t cond, int truth)
{
	assume(path, cond, truth);
	or_rest(path);
}

/* What the path knows about @from holds for @to, the value it came from. */
static void transfer(struct irv_path *path, pseudo_t from, pseudo_t to)
{
	long long lo, hi;
	int nonzero;

	irv_range(path, from, &lo, &hi, &nonzero);
	if (lo != LLONG_MIN || hi != LLONG_MAX || nonzero)
		restrict_range(path, to, lo, hi, nonzero);
}

/* Does @cond hold on @path: 1, 0, or -1 when the facts do not say. */
static int decide(struct irv_path *path, pseudo_t cond)
{
	long long lo, hi, k, ilo, ihi;
	struct instruction *def;
	int nonzero, inz, op;
	pseudo_t x;

	irv_range(path, cond, &lo, &hi, &nonzero);
	if (lo == 0 && hi == 0)
		return 0;
	if (nonzero)
		return 1;
	def = cond->type == PSEUDO_REG ? cond->def : NULL;
	if (!def || !is_compare(def->opcode) ||
	    !compare_with_constant(def, &x, &op, &k))
		return -1;
	irv_range(path, x, &lo, &hi, &nonzero);
	if (op == OP_SET_EQ || op == OP_SET_NE) {
		int eq = -1;

		if (lo == k && hi == k)
			eq = 1;
		else if (k < lo || k > hi || (k == 0 && nonzero))
			eq = 0;
		if (eq < 0 || op == OP_SET_EQ)
			return eq;
		return !eq;
	}
	if (!op_interval(op, k, &ilo, &ihi, &inz))
		return -1;
	if (lo >= ilo && hi <= ihi)
		return 1;
	if (hi < ilo || lo > ihi)
		return 0;
	return -1;
}

static void set(struct irv *v, enum irv_kind kind, long long value)
{
	memset(v, 0, sizeof(*v));
	v->kind = kind;
	v->value = value;
}

static int source_bits(struct instruction *insn)
{
	if (insn->orig_type && insn->orig_type->bit_size > 0)
		return insn->orig_type->bit_size;
	return insn->size;
}

static int path_index(struct irv_path *path, struct basic_block *bb)
{
	int i;

	for (i = path->nr_blocks - 1; i >= 0; i--)
		if (path->blocks[i] == bb)
			return i;
	return -1;
}

static int is_return_phisrc(struct instruction *phisrc)
{
	pseudo_t target = phisrc->target;

	return target && target->ident &&
	       !strcmp(target->ident->name, "return");
}

static void eval(struct irv_path *path, pseudo_t p, int bits, struct irv *out,
		 int depth);

/*
 * The phi source @phi takes on @path: the one in the block the path
 * entered the phi's block from, the last time.
 */
static struct instruction *phi_source(struct irv_path *path,
				      struct instruction *phi)
{
	int i = path_index(path, phi->bb);
	struct basic_block *pred;
	pseudo_t src;

	if (i <= 0)
		return NULL;
	pred = path->blocks[i - 1];
	FOR_EACH_PTR(phi->phi_list, src) {
		if (src->type == PSEUDO_PHI && src->def && src->def->bb == pred)
			return src->def;
	} END_FOR_EACH_PTR(src);
	return NULL;
}

static void eval_phi(struct irv_path *path, struct instruction *phi,
		     struct irv *out, int depth)
{
	struct instruction *phisrc = phi_source(path, phi);

	set(out, IRV_UNKNOWN, 0);
	if (!phisrc)
		return;
	if (path->nr_phisrc < 8 && is_return_phisrc(phisrc))
		path->phisrc[path->nr_phisrc++] = phisrc;
	transfer(path, phi->target, phisrc->phi_src);
	eval(path, phisrc->phi_src, phisrc->size, out, depth + 1);
}

/* Is @v the pointer @arg, or a pointer that some call found in it? */
static int points_into(const struct irv *v, int arg)
{
	pseudo_t a;

	if (v->kind == IRV_BUFPTR || (v->kind == IRV_ARG))
		return v->arg == arg;
	if (v->kind != IRV_CALL)
		return 0;
	FOR_EACH_PTR(v->call->arguments, a) {
		a = irv_strip(a);
		if (a->type == PSEUDO_ARG && a->nr == arg)
			return 1;
	} END_FOR_EACH_PTR(a);
	return 0;
}

static void eval_add(struct irv *a, struct irv *b, struct irv *out)
{
	struct irv *tmp;

	if (a->kind == IRV_CONST) {
		tmp = a;
		a = b;
		b = tmp;
	}
	if (a->kind == IRV_CONST && b->kind == IRV_CONST) {
		set(out, IRV_CONST, a->value + b->value);
		return;
	}
	if (b->kind == IRV_CONST && a->kind != IRV_UNKNOWN) {
		*out = *a;
		out->value += b->value;
		return;
	}
	/* Pointer arithmetic: buf + i. */
	if (a->kind == IRV_ARG || a->kind == IRV_BUFPTR) {
		set(out, IRV_BUFPTR, 0);
		out->arg = a->arg;
		return;
	}
	if (b->kind == IRV_ARG || b->kind == IRV_BUFPTR) {
		set(out, IRV_BUFPTR, 0);
		out->arg = b->arg;
		return;
	}
	set(out, IRV_UNKNOWN, 0);
}

static void eval_sub(struct irv *a, struct irv *b, struct irv *out)
{
	if (a->kind == IRV_CONST && b->kind == IRV_CONST) {
		set(out, IRV_CONST, a->value - b->value);
		return;
	}
	if (b->kind == IRV_CONST && a->kind != IRV_UNKNOWN) {
		*out = *a;
		out->value -= b->value;
		return;
	}
	/* end - buf: what was consumed from the buffer. */
	if ((b->kind == IRV_ARG || b->kind == IRV_BUFPTR) && !b->value &&
	    points_into(a, b->arg) && a != b) {
		set(out, IRV_CONSUMED, 0);
		out->arg = b->arg;
		return;
	}
	set(out, IRV_UNKNOWN, 0);
}

static void eval(struct irv_path *path, pseudo_t p, int bits, struct irv *out,
		 int depth)
{
	struct instruction *def;
	struct irv a, b;
	int d;

	set(out, IRV_UNKNOWN, 0);
	if (!p || depth > MAX_DEPTH || path->fork || path->infeasible)
		return;
	switch (p->type) {
	case PSEUDO_VAL:
		set(out, IRV_CONST, irv_const(p, bits));
		return;
	case PSEUDO_ARG:
		set(out, IRV_ARG, 0);
		out->arg = p->nr;
		return;
	case PSEUDO_REG:
		break;
	default:
		return;
	}
	def = p->def;
	if (!def)
		return;
	if (is_cast(def->opcode)) {
		eval(path, def->src, source_bits(def), out, depth + 1);
		return;
	}
	switch (def->opcode) {
	case OP_PHI:
		eval_phi(path, def, out, depth);
		return;
	case OP_SEL:
		d = decide(path, def->src1);
		if (d < 0) {
			path->fork = def->src1;
			return;
		}
		transfer(path, p, d ? def->src2 : def->src3);
		eval(path, d ? def->src2 : def->src3, def->size, out, depth + 1);
		return;
	case OP_CALL:
		set(out, IRV_CALL, 0);
		out->call = def;
		out->pseudo = p;
		path->fork = or_undecided_test(path, p);
		return;
	case OP_ADD:
	case OP_SUB:
		eval(path, def->src1, def->size, &a, depth + 1);
		eval(path, def->src2, def->size, &b, depth + 1);
		if (def->opcode == OP_ADD)
			eval_add(&a, &b, out);
		else
			eval_sub(&a, &b, out);
		return;
	}
	if (is_compare(def->opcode)) {
		d = decide(path, p);
		if (d < 0)
			path->fork = p;
		else
			set(out, IRV_CONST, d);
	}
}

void irv_eval(struct irv_path *path, pseudo_t p, struct irv *out)
{
	int bits = 64;

	if (p && p->type == PSEUDO_REG && p->def)
		bits = p->def->size;
	eval(path, p, bits, out, 0);
}

struct symbol *irv_callee(struct instruction *call)
{
	pseudo_t fn = call->func;

	if (!fn || fn->type != PSEUDO_SYM || !fn->sym)
		return NULL;
	return fn->sym;
}

struct symbol *irv_call_written(struct instruction *call, int input_stream)
{
	struct instruction *insn;
	int after = 0;

	if (call->pos.stream == input_stream || !call->bb)
		return irv_callee(call);
	FOR_EACH_PTR(call->bb->insns, insn) {
		if (insn == call) {
			after = 1;
			continue;
		}
		if (!after || !insn->bb || insn->opcode != OP_INLINED_CALL)
			continue;
		if (insn->pos.stream == input_stream &&
		    insn->func && insn->func->type == PSEUDO_SYM)
			return insn->func->sym;
	} END_FOR_EACH_PTR(insn);
	return irv_callee(call);
}

struct position irv_call_pos(struct instruction *call, int input_stream)
{
	struct instruction *insn;
	int after = 0;

	if (call->pos.stream == input_stream)
		return call->pos;
	FOR_EACH_PTR(call->bb->insns, insn) {
		if (insn == call)
			after = 1;
		else if (after && insn->bb && insn->opcode == OP_INLINED_CALL &&
			 insn->pos.stream == input_stream)
			return insn->pos;
	} END_FOR_EACH_PTR(insn);
	return call->pos;
}

int irv_constant(pseudo_t p, unsigned int bits, long long *value)
{
	if (!p || p->type != PSEUDO_VAL)
		return 0;
	*value = irv_const(p, bits);
	return 1;
}

static int is_model_call(struct instruction *def)
{
	return def->func && def->func->type == PSEUDO_SYM &&
	       sysfs_function_lookup(def->func->sym);
}

#define SAME_VALUE_DEPTH 4

static int same_value(pseudo_t a, pseudo_t b, int depth);

/*
 * Where a load or a store goes: a root value and the bytes [from, to)
 * from it, the constants added to the root folded in; not exact when an
 * index was added too ("&d->regs[i]": anywhere from d on).
 */
struct place {
	pseudo_t root;
	long long from, to;
	int exact;
};

static void place_at(pseudo_t p, long long offset, int bits,
		     struct place *at)
{
	struct instruction *def;
	long long k;
	int n;

	at->from = offset;
	at->exact = 1;
	for (n = 0; n < MAX_DEPTH; n++) {
		p = irv_strip(p);
		def = p && p->type == PSEUDO_REG ? p->def : NULL;
		if (!def || def->opcode != OP_ADD)
			break;
		if (irv_constant(def->src2, def->size, &k))
			at->from += k;
		else
			at->exact = 0;
		p = def->src1;
	}
	at->root = p;
	at->to = at->from + (bits + 7) / 8;
}

static void place_of(struct instruction *access, struct place *at)
{
	place_at(access->src, access->offset, access->size, at);
}

static int is_variable(pseudo_t p)
{
	return p && p->type == PSEUDO_SYM;
}

/* A variable that outlives the function: any call may write it. */
static int is_global(pseudo_t p)
{
	return is_variable(p) && !(p->sym->ctype.modifiers & MOD_AUTO);
}

/*
 * May @store write some of the bytes @at names: through any pointer that
 * is not provably another variable, at bytes that overlap them (or
 * anywhere, past an index).
 */
static int store_may_write(struct instruction *store, const struct place *at)
{
	struct place to;

	place_of(store, &to);
	if (is_variable(to.root) && is_variable(at->root) &&
	    to.root->sym != at->root->sym)
		return 0;
	return !to.exact || !at->exact ||
	       (to.from < at->to && at->from < to.to);
}

/*
 * May @call write where @at is: the place is a global variable, or the
 * call is handed the root of the place or of a pointer the place was
 * read through ("d->priv->mode" after "reset(d)").
 */
static int call_may_write(struct instruction *call, const struct place *at,
			  int depth)
{
	struct place through = *at;
	struct place arg_at;
	pseudo_t arg, root;
	int n;

	if (call->opcode != OP_CALL)
		return 0;
	for (n = 0; n < SAME_VALUE_DEPTH; n++) {
		root = through.root;
		if (is_global(root))
			return 1;
		FOR_EACH_PTR(call->arguments, arg) {
			place_at(arg, 0, 0, &arg_at);
			if (same_value(arg_at.root, root, depth))
				return 1;
		} END_FOR_EACH_PTR(arg);
		if (!root || root->type != PSEUDO_REG || !root->def ||
		    root->def->opcode != OP_LOAD)
			return 0;
		place_of(root->def, &through);
	}
	return 1;
}

/* The stores and calls of the function being looked at. */
static struct {
	struct entrypoint *ep;
	struct instruction **insns;
	int nr, max;
} writers;

#define BETWEEN_SLOTS 1024

/* Answers of written_between() for the function of writers.ep. */
static struct between {
	struct instruction *a, *b;
	int written;
} between_cache[BETWEEN_SLOTS];

static void index_writers(struct entrypoint *ep)
{
	struct basic_block *bb;
	struct instruction *insn;

	if (writers.ep == ep)
		return;
	writers.ep = ep;
	writers.nr = 0;
	memset(between_cache, 0, sizeof(between_cache));
	FOR_EACH_PTR(ep->bbs, bb) {
		FOR_EACH_PTR(bb->insns, insn) {
			if (!insn->bb || (insn->opcode != OP_STORE &&
					  insn->opcode != OP_CALL))
				continue;
			if (writers.nr == writers.max) {
				writers.max = writers.max ? 2 * writers.max : 64;
				writers.insns = realloc(writers.insns,
					writers.max * sizeof(*writers.insns));
				if (!writers.insns)
					die("out of memory");
			}
			writers.insns[writers.nr++] = insn;
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
}

/* Can @w run after @first and before @later on some path? */
static int runs_between(struct instruction *w, struct instruction *first,
			struct instruction *later)
{
	return irp_runs_before(first, w) && irp_runs_before(w, later);
}

/*
 * Can the place the loads @a and @b read be written between them, in
 * either order: by a store that may reach it, or by a call that may
 * (call_may_write()). A call handed neither the place's object nor a
 * pointer it was read through is taken to leave it alone, as a kernel
 * maintainer reads "if (is_ab8505(ab)) ...; dev_err(ab->dev, ...); if
 * (is_ab8505(ab))": that is one test twice. Paths are not told apart:
 * a writer between the two on any path counts.
 */
static int written_between(struct instruction *a, struct instruction *b,
			   int depth)
{
	struct between *slot;
	struct place at;
	struct instruction *w;
	int i, written = 0;

	if (a == b)
		return 0;
	if (a > b) {
		w = a;
		a = b;
		b = w;
	}
	index_writers(a->bb->ep);
	slot = &between_cache[((unsigned long)a / 8 * 31 +
			       (unsigned long)b / 8) % BETWEEN_SLOTS];
	if (slot->a == a && slot->b == b)
		return slot->written;
	place_of(a, &at);
	for (i = 0; i < writers.nr && !written; i++) {
		w = writers.insns[i];
		if (w->opcode == OP_STORE ? !store_may_write(w, &at) :
					    !call_may_write(w, &at, depth))
			continue;
		written = runs_between(w, a, b) || runs_between(w, b, a);
	}
	slot->a = a;
	slot->b = b;
	slot->written = written;
	return written;
}

static int same_value(pseudo_t a, pseudo_t b, int depth)
{
	struct instruction *da, *db;
	pseudo_t x, y;
	int n;

	a = irv_strip(a);
	b = irv_strip(b);
	if (a == b)
		return 1;
	if (!a || !b || a->type != b->type)
		return 0;
	switch (a->type) {
	case PSEUDO_VAL:
		return a->value == b->value;
	case PSEUDO_SYM:
		return a->sym == b->sym;
	case PSEUDO_ARG:
		return a->nr == b->nr;
	case PSEUDO_REG:
		break;
	default:
		return 0;
	}
	da = a->def;
	db = b->def;
	if (!da || !db || depth > SAME_VALUE_DEPTH || da->opcode != db->opcode)
		return 0;
	/* READ_ONCE() of one place twice may read two values. */
	if (da->opcode == OP_LOAD)
		return da->offset == db->offset && da->size == db->size &&
		       !da->is_volatile && !db->is_volatile && da->bb &&
		       db->bb && da->bb->ep == db->bb->ep &&
		       same_value(da->src, db->src, depth + 1) &&
		       !written_between(da, db, depth + 1);
	if ((da->opcode >= OP_BINARY && da->opcode <= OP_BINARY_END) ||
	    is_compare(da->opcode))
		return same_value(da->src1, db->src1, depth + 1) &&
		       same_value(da->src2, db->src2, depth + 1);
	if (da->opcode != OP_CALL || !da->func || !db->func ||
	    da->func->type != PSEUDO_SYM || db->func->type != PSEUDO_SYM ||
	    da->func->sym != db->func->sym || is_model_call(da))
		return 0;
	n = ptr_list_size((struct ptr_list *)da->arguments);
	if (n != ptr_list_size((struct ptr_list *)db->arguments))
		return 0;
	PREPARE_PTR_LIST(da->arguments, x);
	PREPARE_PTR_LIST(db->arguments, y);
	while (x && y && same_value(x, y, depth + 1)) {
		NEXT_PTR_LIST(x);
		NEXT_PTR_LIST(y);
	}
	FINISH_PTR_LIST(y);
	FINISH_PTR_LIST(x);
	return !x && !y;
}

int irv_same_value(pseudo_t a, pseudo_t b)
{
	return same_value(a, b, 0);
}

/* The newest outcome fact about @p, or NULL. */
static struct irv_outcome_fact *outcome_fact(struct irv_path *path,
					     pseudo_t p)
{
	int i;

	for (i = path->nr_outcomes - 1; i >= 0; i--) {
		if (i < path->hidden_from && path->hidden &&
		    irv_same_value(p, path->hidden))
			break;
		if (irv_same_value(path->outcomes[i].value, p))
			return &path->outcomes[i];
	}
	return NULL;
}

enum irv_outcome irv_outcome(struct irv_path *path, pseudo_t p)
{
	struct irv_outcome_fact *f = outcome_fact(path, p);

	return f ? f->outcome : IRV_UNDECIDED;
}

/*
 * Adds what the path now knows of @p, @outcome and @null together (a
 * later fact about a value stands for the earlier ones); 0 when it
 * contradicts what was known.
 */
static int learn_value(struct irv_path *path, pseudo_t p,
		       enum irv_outcome outcome, enum irv_null null,
		       int not_negative)
{
	struct irv_outcome_fact *known = outcome_fact(path, p);
	struct irv_outcome_fact *f;

	if (known) {
		if (outcome == IRV_UNDECIDED)
			outcome = known->outcome;
		else if (known->outcome != IRV_UNDECIDED &&
			 known->outcome != outcome)
			return 0;
		if (null == IRV_NULL_UNKNOWN)
			null = known->null;
		else if (known->null != IRV_NULL_UNKNOWN && known->null != null)
			return 0;
		not_negative |= known->not_negative;
		if (outcome == known->outcome && null == known->null &&
		    not_negative == known->not_negative)
			return 1;
	}
	/* An error pointer is not NULL. */
	if (outcome == IRV_FAILED && null == IRV_NULL)
		return 0;
	if (path->nr_outcomes < IRV_MAX_OUTCOMES) {
		f = &path->outcomes[path->nr_outcomes++];
		f->value = p;
		f->outcome = outcome;
		f->null = null;
		f->not_negative = not_negative;
	}
	return 1;
}

/*
 * What a branch says of @p holds for the value the path gave it too (the
 * phi source it took, through casts): "if (ret)" after "if (!ret) ret =
 * b();" tests a() itself on the path that skipped b(), and a constant
 * source is zero or not.
 */
static int learn(struct irv_path *path, pseudo_t p, enum irv_outcome outcome,
		 enum irv_null null, int not_negative)
{
	pseudo_t source = irv_path_value(path, p);

	if (!learn_value(path, p, outcome, null, not_negative))
		return 0;
	if (source && source != p && source->type == PSEUDO_VAL) {
		if (not_negative && source->value < 0)
			return 0;
		return source->value ? null != IRV_NULL :
				       outcome != IRV_FAILED && null != IRV_NOT_NULL;
	}
	if (!source || source == p || source->type != PSEUDO_REG)
		return 1;
	return learn_value(path, source, outcome, null, not_negative);
}

int irv_learn_outcome(struct irv_path *path, pseudo_t p,
		      enum irv_outcome outcome)
{
	p = irv_strip(p);
	if (!p || p->type != PSEUDO_REG)
		return 1;
	return learn(path, p, outcome, IRV_NULL_UNKNOWN, 0);
}

/* Is @p (casts aside) a pointer, or compared as one (@itype)? */
static int is_pointer(pseudo_t p, struct symbol *itype)
{
	struct symbol *type;

	if (itype && is_ptr_type(itype))
		return 1;
	type = p && p->type == PSEUDO_REG && p->def ? p->def->type : NULL;
	return type && is_ptr_type(type);
}

/*
 * @p tested against 0 is zero (@zero) or not: for a pointer, whether it
 * is NULL; else its outcome.
 */
static int learn_zero(struct irv_path *path, pseudo_t p, struct symbol *itype,
		      int zero)
{
	p = irv_strip(p);
	if (!p || p->type != PSEUDO_REG)
		return 1;
	if (is_pointer(p, itype))
		return learn(path, p, IRV_UNDECIDED,
			     zero ? IRV_NULL : IRV_NOT_NULL, 0);
	return learn(path, p, zero ? IRV_SUCCEEDED : IRV_FAILED,
		     IRV_NULL_UNKNOWN, 0);
}

/* @p is tested ">= 0" (or "> 0"). */
static int learn_not_negative(struct irv_path *path, pseudo_t p)
{
	p = irv_strip(p);
	if (!p || p->type != PSEUDO_REG)
		return 1;
	return learn(path, p, IRV_UNDECIDED, IRV_NULL_UNKNOWN, 1);
}

int irv_not_negative(struct irv_path *path, pseudo_t p)
{
	struct irv_outcome_fact *f = outcome_fact(path, irv_strip(p));

	return f && f->not_negative;
}

void irv_forget_outcome(struct irv_path *path, pseudo_t p)
{
	path->hidden = p;
	path->hidden_from = path->nr_outcomes;
}

int irv_zero(struct irv_path *path, pseudo_t p)
{
	struct irv_outcome_fact *f = outcome_fact(path, p);

	if (!f)
		return -1;
	if (f->null != IRV_NULL_UNKNOWN)
		return f->null == IRV_NULL;
	if (f->outcome == IRV_FAILED)
		return 0;
	/* Not an error pointer: NULL or not. */
	if (f->outcome == IRV_SUCCEEDED && !is_pointer(irv_strip(p), NULL))
		return 1;
	return -1;
}

int irv_learn_branch(struct irv_path *path, pseudo_t cond, int truth)
{
	enum irv_outcome failed = truth ? IRV_FAILED : IRV_SUCCEEDED;
	enum irv_outcome succeeded = truth ? IRV_SUCCEEDED : IRV_FAILED;
	struct instruction *def;
	long long k;
	pseudo_t x;

	if (!learn_zero(path, cond, NULL, !truth))
		return 0;
	cond = irv_strip(cond);
	if (!cond || cond->type != PSEUDO_REG || !cond->def)
		return 1;
	def = cond->def;
	if (!is_compare(def->opcode))
		return 1;
	x = def->src1;
	if (!irv_constant(def->src2, def->itype ? def->itype->bit_size : 0, &k))
		return 1;
	switch (def->opcode) {
	case OP_SET_NE:
		return k ? 1 : learn_zero(path, x, def->itype, !truth);
	case OP_SET_EQ:
		return k ? 1 : learn_zero(path, x, def->itype, truth);
	case OP_SET_LT:
	case OP_SET_LE:
		if (k)
			return 1;
		return truth ? irv_learn_outcome(path, x, IRV_FAILED) :
			       learn_not_negative(path, x);
	case OP_SET_GE:
	case OP_SET_GT:
		if (k)
			return 1;
		return truth ? learn_not_negative(path, x) :
			       irv_learn_outcome(path, x, IRV_FAILED);
	case OP_SET_AE:
	case OP_SET_A:
		/* IS_ERR(): above the last 4095 addresses. */
		if (k < -4096 || k >= 0)
			return 1;
		return irv_learn_outcome(path, x, failed);
	case OP_SET_B:
	case OP_SET_BE:
		if (k < -4096 || k >= 0)
			return 1;
		return irv_learn_outcome(path, x, succeeded);
	default:
		return 1;
	}
}

int irv_nonzero_edge(pseudo_t cond, pseudo_t x)
{
	struct instruction *def;
	pseudo_t c = irv_strip(cond);
	long long k;

	if (c == x)
		return 1;
	def = c && c->type == PSEUDO_REG ? c->def : NULL;
	if (!def || (def->opcode != OP_SET_NE && def->opcode != OP_SET_EQ) ||
	    irv_strip(def->src1) != x || !irv_constant(def->src2, 0, &k) || k)
		return -1;
	return def->opcode == OP_SET_NE;
}

/* Where the path passed @phisrc: its own place when walked backwards. */
static struct position passed_at(struct irv_path *path,
				 struct instruction *phisrc)
{
	int i;

	for (i = path->nr_passed - 1; i >= 0; i--)
		if (path->passed[i].phisrc == phisrc)
			return path->passed[i].pos;
	return phisrc->pos;
}

pseudo_t irv_step(struct irv_path *path, pseudo_t p, struct position *pos)
{
	struct instruction *def, *src;

	if (!p || p->type != PSEUDO_REG || !p->def)
		return p;
	def = p->def;
	if (is_cast(def->opcode))
		return def->src;
	if (def->opcode == OP_PHI) {
		src = phi_source(path, def);
		if (!src)
			return NULL;
		if (pos)
			*pos = passed_at(path, src);
		return src->phi_src;
	}
	if (def->opcode == OP_SEL) {
		switch (irv_zero(path, def->src1)) {
		case 0:
			return def->src2;
		case 1:
			return def->src3;
		default:
			return NULL;
		}
	}
	return p;
}

pseudo_t irv_path_value(struct irv_path *path, pseudo_t p)
{
	struct instruction *src;
	int depth;

	for (depth = 0; depth < 16; depth++) {
		p = irv_strip(p);
		if (!p || p->type != PSEUDO_REG || !p->def ||
		    p->def->opcode != OP_PHI)
			return p;
		src = phi_source(path, p->def);
		if (!src)
			return p;
		p = src->phi_src;
	}
	return p;
}

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

int irv_from_arg(pseudo_t p, int arg)
{
	return from_arg(p, arg, 0);
}

int irv_result_used(struct instruction *call)
{
	pseudo_t target = call->target;

	return target && target != VOID &&
	       ptr_list_size((struct ptr_list *)target->users);
}

int irv_address_loaded(pseudo_t p)
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

static int writes_to(struct instruction *insn, pseudo_t p)
{
	pseudo_t arg;

	if (insn->opcode == OP_STORE)
		return insn->src == p;
	if (insn->opcode != OP_CALL)
		return 0;
	FOR_EACH_PTR(insn->arguments, arg) {
		if (arg == p)
			return 1;
	} END_FOR_EACH_PTR(arg);
	return 0;
}

int irv_written_before(pseudo_t p, struct instruction *at)
{
	struct pseudo_user *pu;

	if (!p || p->type != PSEUDO_SYM)
		return 1;
	FOR_EACH_PTR(p->users, pu) {
		struct instruction *insn = pu->insn;

		if (insn && insn != at && insn->bb && writes_to(insn, p) &&
		    irp_runs_before(insn, at))
			return 1;
	} END_FOR_EACH_PTR(pu);
	return 0;
}

struct instruction *irv_call_of(pseudo_t p)
{
	if (!p || p->type != PSEUDO_REG || !p->def ||
	    p->def->opcode != OP_CALL)
		return NULL;
	return p->def;
}

pseudo_t irv_call_arg(struct instruction *call, int n)
{
	if (!call || call->opcode != OP_CALL || n < 0)
		return NULL;
	return ptr_list_nth(call->arguments, n);
}

int irv_computed(pseudo_t p)
{
	return p && p->type == PSEUDO_REG && p->def;
}

struct basic_block *irv_block_of(pseudo_t p)
{
	return irv_computed(p) ? p->def->bb : NULL;
}

pseudo_t irv_tested(struct irv_path *path, pseudo_t cond, int *edge)
{
	pseudo_t x = irv_path_value(path, cond);
	struct instruction *def = irv_computed(x) ? x->def : NULL;
	long long k;

	*edge = 1;
	if (def && (def->opcode == OP_SET_NE || def->opcode == OP_SET_EQ) &&
	    irv_constant(def->src2, 0, &k) && !k) {
		x = irv_path_value(path, def->src1);
		*edge = def->opcode == OP_SET_NE;
	}
	return irv_computed(x) ? x : NULL;
}

struct instruction *irv_inlined_result(struct instruction *marker)
{
	struct instruction *insn, *last = NULL;

	/*
	 * Return at the marker: a break leaves only the list's current
	 * node, and the calls after the marker would count.
	 */
	FOR_EACH_PTR(marker->bb->insns, insn) {
		if (insn == marker)
			return last ? last : marker;
		if (!insn->bb || insn->opcode != OP_CALL)
			continue;
		last = insn->pos.stream != marker->pos.stream ? insn : NULL;
	} END_FOR_EACH_PTR(insn);
	return marker;
}

struct symbol *irv_symbol(pseudo_t p)
{
	return p && p->type == PSEUDO_SYM ? p->sym : NULL;
}

const char *irv_string(pseudo_t p)
{
	struct expression *init;

	if (!p || p->type != PSEUDO_SYM || p->sym->ident)
		return NULL;
	init = p->sym->initializer;
	return init && init->type == EXPR_STRING ? init->string->data : NULL;
}

const char *irv_text(const struct irv *v, char *buf, size_t size)
{
	char more[32] = "";

	if (v->value && v->kind != IRV_CONST)
		snprintf(more, sizeof(more), " %c %lld", v->value < 0 ? '-' : '+',
			 v->value < 0 ? -v->value : v->value);
	switch (v->kind) {
	case IRV_CONST:
		snprintf(buf, size, "constant %lld", v->value);
		break;
	case IRV_ARG:
		snprintf(buf, size, "parameter %d%s", v->arg, more);
		break;
	case IRV_BUFPTR:
		snprintf(buf, size, "pointer into parameter %d", v->arg);
		break;
	case IRV_CONSUMED:
		snprintf(buf, size, "length consumed from parameter %d%s",
			 v->arg, more);
		break;
	case IRV_CALL:
		snprintf(buf, size, "result of %s%s%s",
			 irv_callee(v->call) ? callee_name(irv_callee(v->call)) :
					       "an indirect call",
			 irv_callee(v->call) ? "()" : "", more);
		break;
	default:
		snprintf(buf, size, "unknown");
		break;
	}
	return buf;
}
