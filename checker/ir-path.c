// SPDX-License-Identifier: MIT
/*
 * Walking the paths of linearized code. See ir-path.h.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis.h"
#include "ir-path.h"
#include "sysfs-index.h"

/* sparse's marks for walks over the blocks (flow.h clashes with linearize.h). */
extern unsigned long bb_generation;

/* Limits reached, per file: the functions whose walks were cut. */

struct cut_function {
	struct symbol *fn;
	unsigned int cut;
};

struct cuts {
	struct cut_function *fns;
	int n, max;
};

static const char cuts_owner[] = "ir-path cuts";

static void cuts_release(void *state)
{
	struct cuts *c = state;

	free(c->fns);
}

/* A walk of @ep's code reached the limits @cut. */
static void note_cut(struct entrypoint *ep, unsigned int cut)
{
	struct sysfs_index *idx = analysis_file();
	struct cuts *c;
	int i;

	if (!cut || !idx || !ep || !ep->name)
		return;
	c = index_context(idx, cuts_owner, sizeof(*c), cuts_release);
	for (i = 0; i < c->n; i++) {
		if (c->fns[i].fn == ep->name) {
			c->fns[i].cut |= cut;
			return;
		}
	}
	if (c->n == c->max) {
		c->max = c->max ? 2 * c->max : 8;
		c->fns = realloc(c->fns, c->max * sizeof(*c->fns));
		if (!c->fns)
			die("out of memory");
	}
	c->fns[c->n].fn = ep->name;
	c->fns[c->n++].cut = cut;
}

void irp_each_cut(struct sysfs_index *idx,
		  void (*visit)(struct symbol *fn, unsigned int cut, void *data),
		  void *data)
{
	struct cuts *c = index_context(idx, cuts_owner, sizeof(*c),
				       cuts_release);
	int i;

	for (i = 0; i < c->n; i++)
		visit(c->fns[i].fn, c->fns[i].cut, data);
}

const char *irp_cut_text(unsigned int cut, char *buf, size_t size)
{
	static const struct {
		unsigned int cut;
		const char *text;
		int max;
	} limits[] = {
		{ IRP_CUT_PATHS, "more than %d paths", IRP_MAX_PATHS },
		{ IRP_CUT_FORKS, "more than %d undecided conditions on one path", IRP_MAX_FORKS },
		{ IRP_CUT_STEPS, "more than %d blocks walked", IRP_MAX_STEPS },
		{ IRP_CUT_LENGTH, "a path of more than %d blocks", IRP_MAX_BLOCKS },
		{ IRP_CUT_FACTS, "more than %d branch facts on one path", IRV_MAX_FACTS },
	};
	size_t n = 0;
	unsigned int i;

	buf[0] = '\0';
	for (i = 0; i < ARRAY_SIZE(limits); i++) {
		if (!(cut & limits[i].cut) || n >= size)
			continue;
		if (n)
			n += snprintf(buf + n, size - n, ", ");
		if (n < size)
			n += snprintf(buf + n, size - n, limits[i].text,
				      limits[i].max);
	}
	return buf;
}

struct instruction *irp_terminator(struct basic_block *bb)
{
	struct instruction *insn, *last = NULL;

	FOR_EACH_PTR(bb->insns, insn) {
		if (insn->bb)
			last = insn;
	} END_FOR_EACH_PTR(insn);
	return last;
}

struct basic_block *irp_edge(struct instruction *cbr, int truth)
{
	return truth ? cbr->bb_true : cbr->bb_false;
}

int irp_each_call_in(struct basic_block *bb, int inlined,
		     int (*visit)(struct instruction *call, void *data),
		     void *data)
{
	struct instruction *insn;

	if (!bb)
		return 0;
	FOR_EACH_PTR(bb->insns, insn) {
		if (!insn->bb || (insn->opcode != OP_CALL &&
				   (!inlined || insn->opcode != OP_INLINED_CALL)))
			continue;
		if (!insn->func || insn->func->type != PSEUDO_SYM)
			continue;
		if (visit(insn, data))
			return 1;
	} END_FOR_EACH_PTR(insn);
	return 0;
}

int irp_each_call(struct entrypoint *ep, int inlined,
		  int (*visit)(struct instruction *call, void *data),
		  void *data)
{
	struct basic_block *bb;

	FOR_EACH_PTR(ep->bbs, bb) {
		if (irp_each_call_in(bb, inlined, visit, data))
			return 1;
	} END_FOR_EACH_PTR(bb);
	return 0;
}

void irp_each_return(struct entrypoint *ep,
		     void (*visit)(struct instruction *ret, void *data),
		     void *data)
{
	struct instruction *insn;
	struct basic_block *bb;

	if (!ep || !ep->entry)
		return;
	FOR_EACH_PTR(ep->bbs, bb) {
		FOR_EACH_PTR(bb->insns, insn) {
			if (insn->bb && insn->opcode == OP_RET && insn->src &&
			    insn->src != VOID)
				visit(insn, data);
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
}

struct instruction *irp_last_in_stream(struct basic_block *bb, int stream)
{
	struct instruction *insn;

	FOR_EACH_PTR_REVERSE(bb->insns, insn) {
		if (insn->bb && insn->pos.stream == stream)
			return insn;
	} END_FOR_EACH_PTR_REVERSE(insn);
	return NULL;
}

int irp_on_path(struct irp_forward *f, struct basic_block *bb)
{
	int i;

	for (i = 0; i < f->path.nr_blocks; i++)
		if (f->path.blocks[i] == bb)
			return 1;
	return 0;
}

/* Backwards */

struct backward {
	struct irp_walk *w;
	struct entrypoint *ep;
	irp_path_fn visit;
	void *data;
	struct basic_block *stack[IRP_MAX_BLOCKS];
};

/* The branch taken from @from to @to, as a fact. */
static void take_edge(struct irv_path *path, struct basic_block *from,
		      struct basic_block *to)
{
	struct instruction *term = last_instruction(from->insns);

	if (!term || term->opcode != OP_CBR || term->bb_true == term->bb_false)
		return;
	irv_assume(path, term->cond, term->bb_true == to);
}

static int on_stack(struct basic_block **stack, int n, struct basic_block *bb)
{
	int i;

	for (i = 0; i < n; i++)
		if (stack[i] == bb)
			return 1;
	return 0;
}

static void whole_path(struct backward *b, int n)
{
	struct basic_block *blocks[IRP_MAX_BLOCKS];
	struct irv_path *path = calloc(1, sizeof(*path));
	int i;

	if (!path)
		die("out of memory");
	for (i = 0; i < n; i++)
		blocks[i] = b->stack[n - 1 - i];
	path->blocks = blocks;
	path->nr_blocks = n;
	for (i = 1; i < n && !path->infeasible; i++)
		take_edge(path, blocks[i - 1], blocks[i]);
	if (path->infeasible) {
		free(path);
		return;
	}
	/* It knows less than the branches it took say: left out. */
	if (path->facts_lost) {
		b->w->cut |= IRP_CUT_FACTS;
	} else {
		b->w->paths++;
		b->visit(b->w, path, b->data);
	}
	free(path);
}

static void paths_to(struct backward *b, int n)
{
	struct basic_block *bb = b->stack[n - 1], *parent;

	if (b->w->paths >= IRP_MAX_PATHS) {
		b->w->cut |= IRP_CUT_PATHS;
		return;
	}
	if (++b->w->steps > IRP_MAX_STEPS) {
		b->w->cut |= IRP_CUT_STEPS;
		return;
	}
	if (bb == b->ep->entry->bb) {
		whole_path(b, n);
		return;
	}
	if (n == IRP_MAX_BLOCKS) {
		b->w->cut |= IRP_CUT_LENGTH;
		return;
	}
	FOR_EACH_PTR(bb->parents, parent) {
		if (on_stack(b->stack, n, parent))
			continue;
		b->stack[n] = parent;
		paths_to(b, n + 1);
	} END_FOR_EACH_PTR(parent);
}

void irp_backward(struct irp_walk *w, struct entrypoint *ep,
		  struct basic_block *to, irp_path_fn visit, void *data)
{
	unsigned int before = w->cut;
	struct backward *b;

	if (!ep || !ep->entry || !to)
		return;
	b = calloc(1, sizeof(*b));
	if (!b)
		die("out of memory");
	b->w = w;
	b->ep = ep;
	b->visit = visit;
	b->data = data;
	b->stack[0] = to;
	paths_to(b, 1);
	free(b);
	note_cut(ep, w->cut & ~before);
}

void irp_learn_outcomes(struct irv_path *path)
{
	struct instruction *term;
	int i;

	for (i = 1; i < path->nr_blocks && !path->infeasible; i++) {
		term = last_instruction(path->blocks[i - 1]->insns);
		if (!term || term->opcode != OP_CBR ||
		    term->bb_true == term->bb_false)
			continue;
		if (!irv_learn_branch(path, term->cond,
				      term->bb_true == path->blocks[i]))
			path->infeasible = 1;
	}
}

static void values(struct irp_walk *w, struct irv_path *path, pseudo_t p,
		   irp_value_fn visit, void *data, int forks)
{
	struct irv_path *other;
	struct irv v;
	pseudo_t fork;

	if (path->infeasible)
		return;
	/* A fork is one more path; the path itself was counted. */
	if (forks) {
		if (w->paths >= IRP_MAX_PATHS) {
			w->cut |= IRP_CUT_PATHS;
			return;
		}
		w->paths++;
	}
	path->fork = NULL;
	path->nr_phisrc = 0;
	irv_eval(path, p, &v);
	if (path->facts_lost)
		w->cut |= IRP_CUT_FACTS;
	if (path->infeasible || path->facts_lost)
		return;
	fork = path->fork;
	if (!fork) {
		visit(w, path, &v, data);
		return;
	}
	if (forks >= IRP_MAX_FORKS) {
		w->cut |= IRP_CUT_FORKS;
		return;
	}
	other = malloc(sizeof(*other));
	if (!other)
		die("out of memory");
	*other = *path;
	irv_assume(path, fork, 1);
	values(w, path, p, visit, data, forks + 1);
	irv_assume(other, fork, 0);
	values(w, other, p, visit, data, forks + 1);
	free(other);
}

void irp_values(struct irp_walk *w, struct irv_path *path, pseudo_t p,
		irp_value_fn visit, void *data)
{
	unsigned int before = w->cut;

	values(w, path, p, visit, data, 0);
	if (path->nr_blocks)
		note_cut(path->blocks[0]->ep, w->cut & ~before);
}

/* Forwards */

static void walk_block(struct irp_forward *f, struct basic_block *bb,
		       struct instruction *after);

/* What a path restores when it ends: the facts, the places, the caller's state. */
struct saved {
	int nr_outcomes, nr_passed, hidden_from;
	pseudo_t hidden;
	struct position last;
	char state[64];
};

static void save(struct irp_forward *f, struct saved *s)
{
	s->nr_outcomes = f->path.nr_outcomes;
	s->nr_passed = f->path.nr_passed;
	s->hidden = f->path.hidden;
	s->hidden_from = f->path.hidden_from;
	s->last = f->last;
	if (f->state)
		memcpy(s->state, f->state, f->state_size);
}

static void restore(struct irp_forward *f, const struct saved *s)
{
	f->path.nr_outcomes = s->nr_outcomes;
	f->path.nr_passed = s->nr_passed;
	f->path.hidden = s->hidden;
	f->path.hidden_from = s->hidden_from;
	f->last = s->last;
	if (f->state)
		memcpy(f->state, s->state, f->state_size);
}

static void walk_to(struct irp_forward *f, struct basic_block *bb)
{
	struct irv_path *path = &f->path;
	struct saved s;
	int i;

	if (!bb)
		return;
	if (f->walk.paths >= IRP_MAX_PATHS) {
		f->walk.cut |= IRP_CUT_PATHS;
		return;
	}
	if (path->nr_blocks >= IRP_MAX_BLOCKS) {
		f->walk.cut |= IRP_CUT_LENGTH;
		return;
	}
	if (++f->walk.steps > IRP_MAX_STEPS) {
		f->walk.cut |= IRP_CUT_STEPS;
		return;
	}
	for (i = 0; i < path->nr_blocks; i++)
		if (path->blocks[i] == bb && (!f->revisit || !f->revisit(f, i)))
			return;
	save(f, &s);
	path->blocks[path->nr_blocks++] = bb;
	walk_block(f, bb, NULL);
	path->nr_blocks--;
	restore(f, &s);
}

static void branch(struct irp_forward *f, struct instruction *cbr, int truth)
{
	int nr_outcomes = f->path.nr_outcomes;

	if (irv_learn_branch(&f->path, cbr->cond, truth) &&
	    (!f->take || f->take(f, cbr, truth)))
		walk_to(f, truth ? cbr->bb_true : cbr->bb_false);
	f->path.nr_outcomes = nr_outcomes;
}

static void walk_block(struct irp_forward *f, struct basic_block *bb,
		       struct instruction *after)
{
	struct irv_path *path = &f->path;
	struct instruction *insn;
	struct multijmp *jmp;
	struct basic_block *child;
	int started = !after, edges;

	FOR_EACH_PTR(bb->insns, insn) {
		if (!started) {
			started = insn == after;
			continue;
		}
		if (!insn->bb)
			continue;
		if (insn->pos.stream == f->stream)
			f->last = insn->pos;
		switch (insn->opcode) {
		case OP_CALL:
		case OP_INLINED_CALL:
			if (f->insn(f, insn) == IRP_END) {
				f->walk.paths++;
				return;
			}
			break;
		case OP_PHISOURCE:
			if (path->nr_passed < IRP_MAX_BLOCKS) {
				path->passed[path->nr_passed].pos = f->last;
				path->passed[path->nr_passed++].phisrc = insn;
			}
			break;
		case OP_RET:
			f->walk.paths++;
			f->insn(f, insn);
			return;
		case OP_BR:
			walk_to(f, insn->bb_true);
			return;
		case OP_CBR:
			edges = f->edges ? f->edges(f, insn) : -1;
			if (edges != 0)
				branch(f, insn, 1);
			if (edges != 1)
				branch(f, insn, 0);
			return;
		case OP_SWITCH:
			FOR_EACH_PTR(insn->multijmp_list, jmp) {
				walk_to(f, jmp->target);
			} END_FOR_EACH_PTR(jmp);
			return;
		case OP_UNREACH:
		case OP_COMPUTEDGOTO:
			return;
		default:
			break;
		}
	} END_FOR_EACH_PTR(insn);
	FOR_EACH_PTR(bb->children, child) {
		walk_to(f, child);
	} END_FOR_EACH_PTR(child);
}

/* The blocks a walk from @from can reach (@from too). */
struct reach {
	struct basic_block **bbs;
	int nr;
};

static void reach_from(struct reach *r, struct basic_block *from)
{
	unsigned long gen = ++bb_generation;
	struct basic_block *child;
	int max, done = 0;

	max = ptr_list_size((struct ptr_list *)from->ep->bbs) + 1;
	r->bbs = malloc(max * sizeof(*r->bbs));
	if (!r->bbs)
		die("out of memory");
	r->nr = 0;
	r->bbs[r->nr++] = from;
	from->generation = gen;
	while (done < r->nr) {
		FOR_EACH_PTR(r->bbs[done]->children, child) {
			if (child->generation == gen || r->nr == max)
				continue;
			child->generation = gen;
			r->bbs[r->nr++] = child;
		} END_FOR_EACH_PTR(child);
		done++;
	}
}

static int reached(struct reach *r, pseudo_t p)
{
	int i;

	p = irv_strip(p);
	if (!p || p->type != PSEUDO_REG || !p->def || !p->def->bb)
		return 0;
	for (i = 0; i < r->nr; i++)
		if (r->bbs[i] == p->def->bb)
			return 1;
	return 0;
}

/* Is @cond, or the value it compares, computed where the walk goes? */
static int tests_again(struct reach *r, pseudo_t cond)
{
	struct instruction *test;

	if (reached(r, cond))
		return 1;
	cond = irv_strip(cond);
	test = cond && cond->type == PSEUDO_REG ? cond->def : NULL;
	return test && test->opcode >= OP_BINCMP &&
	       test->opcode <= OP_BINCMP_END &&
	       (reached(r, test->src1) || reached(r, test->src2));
}

/* Can the function's entry reach @bb without passing @avoid? */
static int reaches_around(struct basic_block *bb, struct basic_block *avoid)
{
	struct basic_block *entry = bb->ep->entry->bb, **stack, *parent;
	unsigned long gen = ++bb_generation;
	int n = 0, max, found = 0;

	max = ptr_list_size((struct ptr_list *)bb->ep->bbs) + 1;
	stack = malloc(max * sizeof(*stack));
	if (!stack)
		die("out of memory");
	stack[n++] = bb;
	bb->generation = gen;
	avoid->generation = gen;
	while (n && !found) {
		bb = stack[--n];
		found = bb == entry;
		FOR_EACH_PTR(bb->parents, parent) {
			if (parent->generation == gen || n == max)
				continue;
			parent->generation = gen;
			stack[n++] = parent;
		} END_FOR_EACH_PTR(parent);
	}
	free(stack);
	return found;
}

/*
 * The nearest block every way into @bb passes, along its first parents
 * (an if's test before its two arms meet again); NULL when none is
 * found within IRP_MAX_WAY_IN blocks.
 */
static struct basic_block *way_in(struct basic_block *bb)
{
	struct basic_block *up = bb;
	int depth;

	for (depth = 0; depth < IRP_MAX_WAY_IN; depth++) {
		up = first_ptr_list((struct ptr_list *)up->parents);
		if (!up || up == bb)
			return NULL;
		if (!reaches_around(bb, up))
			return up;
	}
	return NULL;
}

/*
 * What every way into @bb tested ("err = activate(); if (err) goto
 * out; ... create();"): a walk starts at a create with the branches that
 * led there, but not on a value the walk can compute again (a loop).
 */
static void learn_way_in(struct irv_path *path, struct basic_block *bb)
{
	struct basic_block *parent;
	struct instruction *cbr;
	struct reach r;
	int depth;

	if (!bb->ep || !bb->ep->entry || !bb->ep->entry->bb)
		return;
	reach_from(&r, bb);
	for (depth = 0; depth < IRP_MAX_WAY_IN && bb; depth++) {
		if (ptr_list_size((struct ptr_list *)bb->parents) != 1) {
			bb = way_in(bb);
			continue;
		}
		parent = first_ptr_list((struct ptr_list *)bb->parents);
		cbr = irp_terminator(parent);
		if (cbr && cbr->opcode == OP_CBR &&
		    cbr->bb_true != cbr->bb_false &&
		    (tests_again(&r, cbr->cond) ||
		     !irv_learn_branch(path, cbr->cond, cbr->bb_true == bb)))
			break;
		bb = parent;
	}
	free(r.bbs);
}

/*
 * The ways into a forward walk's start: each path of at most
 * IRP_MAX_WAY_IN blocks that ends there (at the entry, or higher up where
 * it would come round a loop or past the limit), with what its branches
 * say. Two ways that say the same are one.
 */
struct ways {
	struct reach reach;
	/* What the code the walk can reach reads, and which facts matter. */
	pseudo_t *used;
	int nr_used, depth;
	struct {
		pseudo_t value;
		int matters;
	} asked[IRP_MAX_WAYS_SEEN];
	int nr_asked;
	struct basic_block *stack[IRP_MAX_WAY_IN + 1];
	int seen;
	int nr;
	struct irv_outcome_fact facts[IRP_MAX_WAYS][IRV_MAX_OUTCOMES];
	int nr_facts[IRP_MAX_WAYS];
	int too_many;
	struct irv_path path;
};

static int same_facts(const struct irv_outcome_fact *a,
		      const struct irv_outcome_fact *b, int n)
{
	int i;

	for (i = 0; i < n; i++)
		if (a[i].value != b[i].value || a[i].outcome != b[i].outcome ||
		    a[i].null != b[i].null ||
		    a[i].not_negative != b[i].not_negative)
			return 0;
	return 1;
}

static void note_operands(struct ways *ws, struct instruction *insn,
			  int *max);

/*
 * @p is read: and so are the operands of the select or phi it is, when
 * computed before the walk's start ("ret = err ? err : ret;" returned
 * after it is chosen by what the way in said of err).
 */
static void note_used(struct ways *ws, pseudo_t p, int *max)
{
	struct instruction *def;

	p = irv_strip(p);
	if (!p || p->type != PSEUDO_REG)
		return;
	if (ws->nr_used == *max) {
		*max = *max ? 2 * *max : 256;
		ws->used = realloc(ws->used, *max * sizeof(*ws->used));
		if (!ws->used)
			die("out of memory");
	}
	ws->used[ws->nr_used++] = p;
	def = p->def;
	if (def && (def->opcode == OP_SEL || def->opcode == OP_PHI) &&
	    !reached(&ws->reach, p) && ws->depth < 4) {
		ws->depth++;
		note_operands(ws, def, max);
		ws->depth--;
	}
}

static void note_operands(struct ways *ws, struct instruction *insn,
			  int *max)
{
	int op = insn->opcode;
	pseudo_t p;

	switch (op) {
	case OP_PHI:
		FOR_EACH_PTR(insn->phi_list, p) {
			if (p->type == PSEUDO_PHI && p->def)
				note_used(ws, p->def->phi_src, max);
		} END_FOR_EACH_PTR(p);
		return;
	case OP_CALL:
		FOR_EACH_PTR(insn->arguments, p) {
			note_used(ws, p, max);
		} END_FOR_EACH_PTR(p);
		return;
	case OP_CBR:
	case OP_SWITCH:
		note_used(ws, insn->cond, max);
		return;
	case OP_STORE:
		note_used(ws, insn->target, max);
		/* fall through */
	case OP_RET:
	case OP_LOAD:
		note_used(ws, insn->src, max);
		return;
	case OP_SEL:
		note_used(ws, insn->src3, max);
		/* fall through */
	default:
		break;
	}
	if (op == OP_SEL || (op >= OP_BINARY && op <= OP_BINARY_END) ||
	    (op >= OP_BINCMP && op <= OP_BINCMP_END)) {
		note_used(ws, insn->src1, max);
		note_used(ws, insn->src2, max);
	} else if (op >= OP_UNOP && op <= OP_UNOP_END) {
		note_used(ws, insn->src, max);
	}
}

/* The values the instructions of the blocks the walk can reach read. */
static void collect_used(struct ways *ws)
{
	struct instruction *insn;
	int i, max = 0;

	for (i = 0; i < ws->reach.nr; i++) {
		FOR_EACH_PTR(ws->reach.bbs[i]->insns, insn) {
			if (!insn->bb)
				continue;
			note_operands(ws, insn, &max);
		} END_FOR_EACH_PTR(insn);
	}
}

/*
 * Can a fact about @v matter to the walk: is @v, or a value that is the
 * same (irv_same_value()), read where the walk goes? A fact about a value
 * nothing there reads tells two ways apart for nothing.
 */
static int matters(struct ways *ws, pseudo_t v)
{
	int i, yes = 0;

	for (i = 0; i < ws->nr_asked; i++)
		if (ws->asked[i].value == v)
			return ws->asked[i].matters;
	for (i = 0; i < ws->nr_used && !yes; i++)
		yes = ws->used[i] == v || irv_same_value(ws->used[i], v);
	if (ws->nr_asked < IRP_MAX_WAYS_SEEN) {
		ws->asked[ws->nr_asked].value = v;
		ws->asked[ws->nr_asked++].matters = yes;
	}
	return yes;
}

/* The way up the stack's @n blocks, learnt from its top down. */
static void add_way(struct ways *ws, int n)
{
	struct basic_block *blocks[IRP_MAX_WAY_IN + 1];
	struct irv_path *path = &ws->path;
	int i, j;

	if (++ws->seen > IRP_MAX_WAYS_SEEN) {
		ws->too_many = 1;
		return;
	}
	for (i = 0; i < n; i++)
		blocks[i] = ws->stack[n - 1 - i];
	memset(path, 0, sizeof(*path));
	path->blocks = blocks;
	path->nr_blocks = n;
	irp_learn_outcomes(path);
	if (path->infeasible)
		return;
	for (i = j = 0; i < path->nr_outcomes; i++)
		if (matters(ws, path->outcomes[i].value))
			path->outcomes[j++] = path->outcomes[i];
	path->nr_outcomes = j;
	for (i = 0; i < ws->nr; i++)
		if (ws->nr_facts[i] == path->nr_outcomes &&
		    same_facts(ws->facts[i], path->outcomes, path->nr_outcomes))
			return;
	if (ws->nr == IRP_MAX_WAYS) {
		ws->too_many = 1;
		return;
	}
	memcpy(ws->facts[ws->nr], path->outcomes,
	       path->nr_outcomes * sizeof(path->outcomes[0]));
	ws->nr_facts[ws->nr++] = path->nr_outcomes;
}

/*
 * Each way up from the stack's block @n - 1: a branch on a value the walk
 * computes again (a loop) ends it, as it says nothing of the value then.
 */
static void ways_up(struct ways *ws, int n)
{
	struct basic_block *bb = ws->stack[n - 1], *parent;
	struct instruction *cbr;
	int ends = 1;

	if (ws->too_many)
		return;
	if (n <= IRP_MAX_WAY_IN && bb != bb->ep->entry->bb) {
		ends = 0;
		FOR_EACH_PTR(bb->parents, parent) {
			cbr = irp_terminator(parent);
			if (on_stack(ws->stack, n, parent) ||
			    (cbr && cbr->opcode == OP_CBR &&
			     cbr->bb_true != cbr->bb_false &&
			     tests_again(&ws->reach, cbr->cond))) {
				ends = 1;
				continue;
			}
			ws->stack[n] = parent;
			ways_up(ws, n + 1);
		} END_FOR_EACH_PTR(parent);
	}
	if (ends)
		add_way(ws, n);
}

/*
 * Walks forwards from @from once for each way into its block (at most
 * IRP_MAX_WAYS that say different things); past that, once with what
 * every way says.
 */
static void walk_each_way(struct irp_forward *f, struct instruction *from)
{
	struct ways *ws = calloc(1, sizeof(*ws));
	struct saved s;
	int i;

	if (!ws)
		die("out of memory");
	if (from->bb->ep && from->bb->ep->entry && from->bb->ep->entry->bb) {
		reach_from(&ws->reach, from->bb);
		collect_used(ws);
		ws->stack[0] = from->bb;
		ways_up(ws, 1);
		free(ws->reach.bbs);
		free(ws->used);
	}
	if (ws->too_many || !ws->nr) {
		learn_way_in(&f->path, from->bb);
		f->last = from->pos;
		walk_block(f, from->bb, from);
		free(ws);
		return;
	}
	save(f, &s);
	for (i = 0; i < ws->nr; i++) {
		restore(f, &s);
		memcpy(f->path.outcomes, ws->facts[i],
		       ws->nr_facts[i] * sizeof(ws->facts[i][0]));
		f->path.nr_outcomes = ws->nr_facts[i];
		walk_block(f, from->bb, from);
	}
	free(ws);
}

void irp_forward(struct irp_forward *f, struct instruction *from)

{
	unsigned int before = f->walk.cut;

	if (f->state_size > sizeof(((struct saved *)0)->state))
		die("%s: caller state too large", __func__);
	f->path.blocks = f->blocks;
	f->path.passed = f->passed;
	f->path.nr_blocks = 0;
	f->path.blocks[f->path.nr_blocks++] = from->bb;
	f->last = from->pos;
	walk_each_way(f, from);
	note_cut(from->bb->ep, f->walk.cut & ~before);
}

int irp_nonzero_at(struct basic_block *target, pseudo_t x)
{
	struct entrypoint *ep = target->ep;
	struct basic_block **stack, *bb, *child;
	struct instruction *last;
	unsigned long gen = ++bb_generation;
	int n = 0, max, edge, reached = 0;

	if (!ep || !ep->entry || !ep->entry->bb)
		return 0;
	max = ptr_list_size((struct ptr_list *)ep->bbs) + 1;
	stack = malloc(max * sizeof(*stack));
	if (!stack)
		die("out of memory");
	stack[n++] = ep->entry->bb;
	ep->entry->bb->generation = gen;
	while (n && !reached) {
		bb = stack[--n];
		if (bb == target) {
			reached = 1;
			break;
		}
		last = irp_terminator(bb);
		edge = last && last->opcode == OP_CBR ?
			irv_nonzero_edge(last->cond, x) : -1;
		FOR_EACH_PTR(bb->children, child) {
			if (child->generation == gen)
				continue;
			/* Only where x is 0. */
			if (edge >= 0 &&
			    child != (edge ? last->bb_false : last->bb_true))
				continue;
			if (n == max) {
				reached = 1;
				break;
			}
			child->generation = gen;
			stack[n++] = child;
		} END_FOR_EACH_PTR(child);
	}
	free(stack);
	return !reached;
}

static int earlier_in_block(struct instruction *first, struct instruction *later)
{
	struct instruction *insn;

	FOR_EACH_PTR(first->bb->insns, insn) {
		if (insn == first)
			return 1;
		if (insn == later)
			return 0;
	} END_FOR_EACH_PTR(insn);
	return 0;
}

int irp_runs_before(struct instruction *first, struct instruction *later)
{
	struct basic_block **stack, *bb, *child;
	unsigned long gen = ++bb_generation;
	int n = 0, max, reached = 0;

	if (!first->bb || !later->bb)
		return 0;
	if (first->bb == later->bb && earlier_in_block(first, later))
		return 1;
	/* Otherwise @later's block must be reached again from @first's. */
	max = ptr_list_size((struct ptr_list *)first->bb->ep->bbs) + 1;
	stack = malloc(max * sizeof(*stack));
	if (!stack)
		die("out of memory");
	stack[n++] = first->bb;
	while (n && !reached) {
		bb = stack[--n];
		FOR_EACH_PTR(bb->children, child) {
			if (child == later->bb) {
				reached = 1;
				break;
			}
			if (child->generation == gen || n == max)
				continue;
			child->generation = gen;
			stack[n++] = child;
		} END_FOR_EACH_PTR(child);
	}
	free(stack);
	return reached;
}
