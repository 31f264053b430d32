// SPDX-License-Identifier: MIT
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "checks.h"
#include "diag.h"
#include "output.h"
#include "source.h"
#include "symbol.h"
#include "token.h"

struct finding {
	struct position pos;
	const struct sysfs_check *check;
	enum finding_level level;
	char *function;		/* a copy: show_ident() reuses its buffers */
	char *message;
	unsigned int order;
};

static struct finding *pending;
static unsigned int nr_pending, pending_cap;
static unsigned long total_printed;

/*
 * Places already reported ("file:line:col check"): a header that two input
 * files include must not repeat its findings, even when the two files give
 * them different words. Open addressing over string hashes; the table only
 * grows.
 */
static char **printed;
static unsigned int printed_cap, nr_printed;

static unsigned int hash_string(const char *s)
{
	unsigned int h = 5381;

	while (*s)
		h = h * 33 + (unsigned char)*s++;
	return h;
}

static int remember_printed(char *line)
{
	unsigned int i;

	if (2 * (nr_printed + 1) > printed_cap) {
		char **old = printed;
		unsigned int old_cap = printed_cap, j;

		printed_cap = printed_cap ? 2 * printed_cap : 256;
		printed = calloc(printed_cap, sizeof(*printed));
		if (!printed)
			die("out of memory");
		nr_printed = 0;
		for (j = 0; j < old_cap; j++)
			if (old[j])
				remember_printed(old[j]);
		free(old);
	}
	for (i = hash_string(line) % printed_cap; printed[i];
	     i = (i + 1) % printed_cap)
		if (!strcmp(printed[i], line))
			return 0;
	printed[i] = line;
	nr_printed++;
	return 1;
}

void diag_report(const struct sysfs_check *check, enum finding_level level,
		 struct position pos, const char *function, const char *fmt,
		 ...)
{
	struct finding *f;
	va_list args;
	char *message;

	if (!check_enabled(check))
		return;
	va_start(args, fmt);
	if (vasprintf(&message, fmt, args) < 0)
		die("out of memory");
	va_end(args);

	if (nr_pending == pending_cap) {
		pending_cap = pending_cap ? 2 * pending_cap : 32;
		pending = realloc(pending, pending_cap * sizeof(*pending));
		if (!pending)
			die("out of memory");
	}
	f = &pending[nr_pending];
	f->pos = pos;
	f->check = check;
	f->level = level;
	f->function = function ? strdup(function) : NULL;
	f->message = message;
	f->order = nr_pending++;
}

static int by_source_order(const void *a, const void *b)
{
	const struct finding *x = a, *y = b;

	if (x->pos.stream != y->pos.stream)
		return x->pos.stream < y->pos.stream ? -1 : 1;
	if (x->pos.line != y->pos.line)
		return x->pos.line < y->pos.line ? -1 : 1;
	if (x->pos.pos != y->pos.pos)
		return x->pos.pos < y->pos.pos ? -1 : 1;
	return x->order < y->order ? -1 : x->order > y->order;
}

const char *diag_where(struct position pos)
{
	static char buf[4][512];
	static unsigned int next;
	char *out = buf[next++ % 4];

	snprintf(out, sizeof(buf[0]), "%s:%d:%d", stream_name(pos.stream),
		 pos.line, pos.pos);
	return out;
}

unsigned int diag_filter(int (*keep)(struct position pos, void *arg), void *arg)
{
	unsigned int i, out = 0;

	for (i = 0; i < nr_pending; i++) {
		if (keep(pending[i].pos, arg)) {
			pending[out++] = pending[i];
			continue;
		}
		free(pending[i].message);
		free(pending[i].function);
	}
	i = nr_pending - out;
	nr_pending = out;
	return i;
}

static const char *base_name(const char *path)
{
	const char *slash = strrchr(path, '/');

	return slash ? slash + 1 : path;
}

/*
 * The macro whose use a finding in a function starts at, if any.
 * Findings about data (an attribute, a list) are left alone: the macro
 * makes the variable, but the defect may be an argument's (a mode).
 */
struct macro_use {
	char *name;
	struct position def;
};

/*
 * Is the function a finding is in made by the macro used where it points
 * (defined on that line)? A header's macro used inside a function of the
 * file (a fortified memcpy()) is that function's own code: its findings
 * are not one defect of the macro's.
 */
static int defined_by_use(const struct finding *f)
{
	struct symbol *fn;

	fn = lookup_symbol(built_in_ident(f->function), NS_SYMBOL);
	return fn && fn->pos.stream == f->pos.stream &&
	       fn->pos.line == f->pos.line;
}

static void find_macro_use(const struct finding *f, struct macro_use *m)
{
	const struct source_file *sf = source_get(stream_name(f->pos.stream));
	struct symbol *macro;

	m->name = sf && f->function ?
		  source_line_call(sf, f->pos.line, f->pos.pos) : NULL;
	if (!m->name)
		return;
	/* The preprocessor's: a function-like macro, where it is defined. */
	macro = lookup_symbol(built_in_ident(m->name), NS_MACRO);
	if (!macro || macro->namespace != NS_MACRO || !macro->arglist ||
	    (macro->pos.stream != f->pos.stream && !defined_by_use(f))) {
		free(m->name);
		m->name = NULL;
		return;
	}
	m->def = macro->pos;
}

static int same_macro(const struct finding *a, const struct macro_use *ma,
		      const struct finding *b, const struct macro_use *mb)
{
	return ma->name && mb->name && a->check == b->check &&
	       a->pos.stream == b->pos.stream && !strcmp(ma->name, mb->name);
}

/*
 * One finding per macro: what a function-like macro makes carries the
 * position of each use (the start of the macro's name), so a defect in a
 * function its body defines is found once per use. Two or more such
 * findings of one check become one at the macro's #define (the
 * preprocessor's, in the file or a header), naming the uses; a defect in
 * an argument's own code points into the argument and stays where it is.
 */
static void group_macro_findings(void)
{
	struct macro_use *uses = calloc(nr_pending, sizeof(*uses));
	unsigned int i, j, out = 0;

	if (!uses)
		die("out of memory");
	for (i = 0; i < nr_pending; i++)
		find_macro_use(&pending[i], &uses[i]);
	for (i = 0; i < nr_pending; i++) {
		struct finding *f = &pending[i];
		char lines[120] = "", *message;
		unsigned int n = 1, len = 0, last = f->pos.line;
		int differ = 0;

		if (!uses[i].name || !f->message)
			continue;
		len += snprintf(lines, sizeof(lines), "%d", f->pos.line);
		for (j = i + 1; j < nr_pending; j++) {
			if (!same_macro(f, &uses[i], &pending[j], &uses[j]))
				continue;
			if (pending[j].pos.line != last) {
				n++;
				if (n <= 5 && len < sizeof(lines))
					len += snprintf(lines + len, sizeof(lines) - len,
							", %d", pending[j].pos.line);
				last = pending[j].pos.line;
			}
			if (pending[j].message &&
			    strcmp(pending[j].message, f->message))
				differ = 1;
			free(pending[j].message);
			pending[j].message = NULL;
		}
		if (n < 2)
			continue;
		/*
		 * The uses' file, when the macro is defined in another; the
		 * first use's words, when the uses' messages name what each
		 * use makes ("store() 'red_store'").
		 */
		if (asprintf(&message, "in each of the %u uses of macro '%s' (%s%slines %s%s%s): %s",
			     n, uses[i].name,
			     uses[i].def.stream == f->pos.stream ? "" :
			     base_name(stream_name(f->pos.stream)),
			     uses[i].def.stream == f->pos.stream ? "" : " ",
			     lines, n > 5 ? ", ..." : "",
			     differ ? "; as said of the first" : "",
			     f->message) < 0)
			die("out of memory");
		free(f->message);
		f->message = message;
		f->pos = uses[i].def;
	}
	for (i = 0; i < nr_pending; i++) {
		free(uses[i].name);
		if (pending[i].message)
			pending[out++] = pending[i];
		else
			free(pending[i].function);
	}
	nr_pending = out;
	free(uses);
}

unsigned int diag_flush(void)
{
	unsigned int i, shown = 0;

	qsort(pending, nr_pending, sizeof(*pending), by_source_order);
	group_macro_findings();
	qsort(pending, nr_pending, sizeof(*pending), by_source_order);
	for (i = 0; i < nr_pending; i++) {
		struct finding *f = &pending[i];
		char *place;

		if (asprintf(&place, "%s %s", diag_where(f->pos),
			     f->check->name) < 0)
			die("out of memory");
		if (remember_printed(place)) {
			struct finding_record r = {
				.file = stream_name(f->pos.stream),
				.line = f->pos.line,
				.column = f->pos.pos,
				.check = f->check->name,
				.level = f->level,
				.message = f->message,
				.engine = "sysfscheck",
				.function = f->function,
				.note = f->check->note,
			};

			shown += output_finding(&r);
		} else {
			free(place);
		}
		free(f->message);
		free(f->function);
	}
	nr_pending = 0;
	total_printed += shown;
	return shown;
}

unsigned long diag_total(void)
{
	return total_printed;
}
