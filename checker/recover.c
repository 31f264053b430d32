// SPDX-License-Identifier: MIT
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "recover.h"
#include "token.h"

struct error_line {
	char *file;
	int line;
};

struct broken {
	struct error_line *errors;
	unsigned int nr;
	struct symbol_list *syms;
};

/* "file:line:col: error: ..." lines; anything else is skipped. */
static void parse_errors(const char *text, struct broken *b)
{
	const char *p = text, *eol;
	unsigned int cap = 0;

	for (; p && *p; p = eol ? eol + 1 : NULL) {
		const char *tag, *colon;
		char *end;
		long line;

		eol = strchr(p, '\n');
		tag = strstr(p, ": error: ");
		if (!tag || (eol && tag > eol))
			continue;
		/* "file:line:col" before the tag: find line from the right. */
		colon = tag;
		while (colon > p && colon[-1] != ':')
			colon--;
		if (colon <= p + 1)
			continue;
		colon--;
		while (colon > p && colon[-1] != ':')
			colon--;
		if (colon <= p + 1)
			continue;
		line = strtol(colon, &end, 10);
		if (end == colon || *end != ':' || line <= 0)
			continue;
		if (b->nr == cap) {
			cap = cap ? 2 * cap : 8;
			b->errors = realloc(b->errors, cap * sizeof(*b->errors));
			if (!b->errors)
				die("out of memory");
		}
		b->errors[b->nr].file = strndup(p, colon - 1 - p);
		b->errors[b->nr].line = line;
		b->nr++;
	}
}

/*
 * The definition around @pos: from the top-level symbol at or before it to
 * the line before the next one in the same stream.
 */
static void span_of(struct symbol_list *syms, struct position pos,
		    int *first, int *last)
{
	struct symbol *sym;

	*first = 0;
	*last = 0x7fffffff;
	FOR_EACH_PTR(syms, sym) {
		if (sym->pos.stream != pos.stream)
			continue;
		if (sym->pos.line <= pos.line && sym->pos.line > *first)
			*first = sym->pos.line;
		if (sym->pos.line > pos.line && sym->pos.line - 1 < *last)
			*last = sym->pos.line - 1;
	} END_FOR_EACH_PTR(sym);
}

static int keep(struct position pos, void *arg)
{
	struct broken *b = arg;
	const char *name = stream_name(pos.stream);
	int first, last, have = 0;
	unsigned int i;

	for (i = 0; i < b->nr; i++)
		have |= !strcmp(b->errors[i].file, name);
	if (!have)
		return 1;
	span_of(b->syms, pos, &first, &last);
	for (i = 0; i < b->nr; i++)
		if (!strcmp(b->errors[i].file, name) &&
		    b->errors[i].line >= first && b->errors[i].line <= last)
			return 0;
	return 1;
}

unsigned int recover_drop_broken(struct symbol_list *syms, const char *messages)
{
	struct broken b = { .syms = syms };
	unsigned int i, dropped;

	if (!messages)
		return 0;
	parse_errors(messages, &b);
	if (!b.nr)
		return 0;
	dropped = diag_filter(keep, &b);
	for (i = 0; i < b.nr; i++)
		free(b.errors[i].file);
	free(b.errors);
	return dropped;
}
