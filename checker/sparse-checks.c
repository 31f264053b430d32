// SPDX-License-Identifier: MIT
/*
 * The checks the sparse program runs on linearized code, written anew on
 * libsparse's API. The messages are worded as sparse words them so that
 * logs, filters and habits built around sparse keep working.
 *
 * Not here: sparse's -Wmemcpy-max-count test, which in sparse 0.6.4 reads
 * a fourth call argument that memset(), memcpy() and copy_*_user() do not
 * have and so never fires; and the debugging output of -vcompound and
 * -ventry.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lib.h"
#include "linearize.h"
#include "output.h"
#include "sparse-checks.h"
#include "symbol.h"
#include "token.h"

/*
 * Lock contexts. Each block is entered with one context depth; the walk
 * follows the control flow from the entry, counting __acquire/__release
 * (OP_CONTEXT), and stops at the first contradiction, as sparse does.
 */
struct context_walk {
	struct entrypoint *ep;
	int exit_depth;
	int stopped;
};

#define NOT_SEEN (-1)

static void report_imbalance(struct context_walk *w, struct basic_block *bb,
		      const char *why)
{
	if (Wcontext)
		warning(bb->pos, "context imbalance in '%s' - %s",
			show_ident(w->ep->name->ident), why);
	w->stopped = 1;
}

/* The depth after @bb's context instructions, entered at @depth. */
static int depth_after(struct basic_block *bb, int depth)
{
	struct instruction *insn;
	int change = 0;

	FOR_EACH_PTR(bb->insns, insn) {
		int now = depth + change;

		if (!insn->bb || insn->opcode != OP_CONTEXT)
			continue;
		if (!insn->check) {
			change += insn->increment;
			continue;
		}
		/* __context__(x, 0, 1): must be held; (x, 0, 0): must not. */
		if (insn->increment ? now < insn->increment : now != 0)
			warning(insn->pos, "context check failure");
	} END_FOR_EACH_PTR(insn);
	return depth + change;
}

static void walk_block(struct context_walk *w, struct basic_block *bb,
		       int depth)
{
	struct basic_block *next;
	struct instruction *last;

	if (!bb || w->stopped || bb->context == depth)
		return;
	if (bb->context != NOT_SEEN) {
		report_imbalance(w, bb, "different lock contexts for basic block");
		return;
	}
	bb->context = depth;
	depth = depth_after(bb, depth);
	if (depth < 0) {
		report_imbalance(w, bb, "unexpected unlock");
		return;
	}
	last = last_instruction(bb->insns);
	if (!last)
		return;
	if (last->opcode == OP_RET) {
		if (depth != w->exit_depth)
			report_imbalance(w, bb, "wrong count at exit");
		return;
	}
	FOR_EACH_PTR(bb->children, next) {
		walk_block(w, next, depth);
		if (w->stopped)
			return;
	} END_FOR_EACH_PTR(next);
}

static void check_contexts(struct entrypoint *ep)
{
	struct context_walk w = { .ep = ep };
	struct basic_block *bb;
	struct context *c;
	void **saved;
	int entry_depth = 0, n = 0, i = 0;

	FOR_EACH_PTR(ep->name->ctype.contexts, c) {
		entry_depth += c->in;
		w.exit_depth += c->out;
	} END_FOR_EACH_PTR(c);

	/* bb->context shares its storage with bb->priv: give it back. */
	FOR_EACH_PTR(ep->bbs, bb) {
		n++;
	} END_FOR_EACH_PTR(bb);
	saved = calloc(n ? n : 1, sizeof(*saved));
	if (!saved)
		return;
	FOR_EACH_PTR(ep->bbs, bb) {
		saved[i++] = bb->priv;
		bb->context = NOT_SEEN;
	} END_FOR_EACH_PTR(bb);

	walk_block(&w, ep->entry->bb, entry_depth);

	i = 0;
	FOR_EACH_PTR(ep->bbs, bb) {
		bb->priv = saved[i++];
	} END_FOR_EACH_PTR(bb);
	free(saved);
}

/* -v: a cast the optimiser left in place says something about the code. */
static void check_cast(struct instruction *insn)
{
	struct symbol *from = insn->orig_type;
	int from_signed, to_signed;

	if (!from)
		return;
	from_signed = !!(from->ctype.modifiers & MOD_SIGNED);
	to_signed = insn->opcode == OP_SEXT;
	if (insn->size < from->bit_size)
		warning(insn->pos, "cast drops bits");
	else if (insn->size == from->bit_size)
		warning(insn->pos, from_signed == to_signed ?
			"cast wasn't removed" : "cast changes sign");
	else if (from_signed && !to_signed)
		warning(insn->pos, "cast loses sign");
}

static void check_instructions(struct entrypoint *ep)
{
	struct basic_block *bb;
	struct instruction *insn;

	FOR_EACH_PTR(ep->bbs, bb) {
		FOR_EACH_PTR(bb->insns, insn) {
			if (!insn->bb)
				continue;
			switch (insn->opcode) {
			case OP_RANGE:
				warning(insn->pos, "value out of range");
				break;
			case OP_SEXT:
			case OP_ZEXT:
			case OP_TRUNC:
				if (verbose)
					check_cast(insn);
				break;
			default:
				break;
			}
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
}

/* -v -Wuninitialized: values the entry block needs but nobody set. */
static void check_uninitialized(struct entrypoint *ep)
{
	struct symbol *fn = ep->name;
	pseudo_t p;

	if (!Wuninitialized || !verbose)
		return;
	FOR_EACH_PTR(ep->entry->bb->needs, p) {
		if (p->type == PSEUDO_ARG)
			continue;
		warning(fn->pos, "%s: possible uninitialized variable (%s)",
			show_ident(fn->ident), show_pseudo(p));
	} END_FOR_EACH_PTR(p);
}

void sparse_checks_run(struct entrypoint *ep)
{
	if (!ep || !ep->entry || !ep->entry->bb)
		return;
	check_uninitialized(ep);
	check_instructions(ep);
	check_contexts(ep);
}

/*
 * "file:line:col: warning: text". sparse adds details as info lines at the
 * same place, "file:line:col:    expected ...": their text starts with a
 * space. Returns the length of the "file" part, or 0 when @line has no
 * position; @text is what follows the position.
 */
static size_t message_start(const char *line, unsigned int *lineno,
			    unsigned int *col, const char **text)
{
	const char *p;

	for (p = strchr(line, ':'); p; p = strchr(p + 1, ':')) {
		char *end;

		if (!isdigit((unsigned char)p[1]))
			continue;
		*lineno = strtoul(p + 1, &end, 10);
		if (end[0] != ':' || !isdigit((unsigned char)end[1]))
			continue;
		*col = strtoul(end + 1, &end, 10);
		if (end[0] != ':' || end[1] != ' ')
			continue;
		*text = end + 2;
		return p - line;
	}
	return 0;
}

static void pass_on(const char *s, size_t len)
{
	if (output_format() == FORMAT_GCC)
		fwrite(s, 1, len, stderr);
}

/* A warning and its detail lines, reported as one finding. */
struct pending_warning {
	char *file, *message, *raw;
	unsigned int line, col;
};

static unsigned int report_pending(struct pending_warning *w)
{
	struct finding_record r = {
		.file = w->file,
		.line = w->line,
		.column = w->col,
		.check = "sparse",
		.message = w->message,
		.engine = "sparse",
		.raw = w->raw,
	};
	unsigned int reported;

	if (!w->file)
		return 0;
	reported = output_finding(&r);
	free(w->file);
	free(w->message);
	free(w->raw);
	memset(w, 0, sizeof(*w));
	return reported;
}

static char *joined(char *head, const char *sep, const char *tail,
		    size_t tail_len)
{
	char *out;

	if (asprintf(&out, "%s%s%.*s", head, sep, (int)tail_len, tail) < 0)
		return head;
	free(head);
	return out;
}

unsigned int sparse_messages_report(const char *text)
{
	struct pending_warning w = { 0 };
	const char *p = text;
	unsigned int reported = 0;

	while (p && *p) {
		const char *eol = strchrnul(p, '\n'), *msg;
		unsigned int line, col;
		size_t file_len = message_start(p, &line, &col, &msg);

		if (file_len && !strncmp(msg, "warning: ", 9)) {
			reported += report_pending(&w);
			msg += 9;
			w.file = strndup(p, file_len);
			w.line = line;
			w.col = col;
			w.message = strndup(msg, eol - msg);
			w.raw = strndup(p, eol - p);
		} else if (file_len && *msg == ' ' && w.file) {
			while (*msg == ' ')
				msg++;
			w.message = joined(w.message, "; ", msg, eol - msg);
			w.raw = joined(w.raw, "\n", p, eol - p);
		} else {
			reported += report_pending(&w);
			pass_on(p, eol - p + (*eol == '\n'));
		}
		p = *eol ? eol + 1 : eol;
	}
	reported += report_pending(&w);
	fflush(stderr);
	return reported;
}
