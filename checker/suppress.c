// SPDX-License-Identifier: MIT
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buffer.h"
#include "checks.h"
#include "output.h"
#include "source.h"
#include "suppress.h"

const struct sysfs_check check_unused_suppression = {
	.name = "sysfs-unused-suppression",
	.summary = "inline suppressions (sysfscheck: ignore CHECK -- why) that hold back no finding, name no check or give no reason",
	.default_on = 1,
};

#define MAX_NAMED 8

struct suppression {
	unsigned int line, column;	/* of the comment */
	unsigned int first, last;	/* the lines it covers */
	const char *scope;		/* the definition it covers, or NULL */
	const char *checks[MAX_NAMED];
	unsigned int nr_checks;
	char *reason;
	const char *problem;		/* why it cannot hold anything */
	char *bad_name;
	unsigned int used;
};

struct suppressions {
	char *path;
	struct suppression *list;
	unsigned int n;
	struct suppressions *next;
};

static struct suppressions *files;

static const char marker[] = "sysfscheck:";

static const char *skip_space(const char *p)
{
	while (isspace((unsigned char)*p) || *p == '*')
		p++;
	return p;
}

/* "ignore NAME[, NAME...] -- REASON" after the marker. */
static int parse(const char *text, struct suppression *s)
{
	const char *p = strstr(text, marker), *end;

	if (!p)
		return 0;
	p = skip_space(p + strlen(marker));
	if (strncmp(p, "ignore", 6) || !isspace((unsigned char)p[6]))
		return 0;
	p += 6;
	for (;;) {
		const struct sysfs_check *check;
		char name[64];
		size_t len;

		while (isspace((unsigned char)*p) || *p == ',')
			p++;
		if (!*p || !strncmp(p, "--", 2))
			break;
		for (len = 0; p[len] && !isspace((unsigned char)p[len]) &&
		     p[len] != ','; len++)
			;
		snprintf(name, sizeof(name), "%.*s", (int)len, p);
		p += len;
		check = check_by_name(name);
		if (!check) {
			if (!s->problem) {
				s->problem = "names no check";
				s->bad_name = string_copy(name);
			}
			continue;
		}
		if (s->nr_checks < MAX_NAMED)
			s->checks[s->nr_checks++] = check->name;
	}
	if (!s->nr_checks && !s->problem)
		s->problem = "names no check";
	if (strncmp(p, "--", 2)) {
		if (!s->problem)
			s->problem = "gives no reason after '--'";
		return 1;
	}
	p = skip_space(p + 2);
	end = p + strlen(p);
	while (end > p && (isspace((unsigned char)end[-1]) || end[-1] == '*'))
		end--;
	if (end == p && !s->problem)
		s->problem = "gives no reason after '--'";
	s->reason = string_copy_n(p, end - p);
	return 1;
}

/* The lines a suppression covers: see suppress.h. */
static void cover(const struct source_file *sf, const struct source_comment *c,
		  struct suppression *s)
{
	unsigned int line = c->line, first, last;
	const char *name;
	int is_function;

	s->first = s->last = line;
	s->scope = NULL;
	if (!c->alone)
		return;
	while (line < source_lines(sf) && !source_has_code(sf, line))
		line++;
	s->first = s->last = line;
	if (source_definition(sf, line, &name, &is_function, &first, &last) &&
	    first == line) {
		s->last = last;
		s->scope = name;
	}
}

static struct suppressions *load(const char *path)
{
	const struct source_comment *comments;
	const struct source_file *sf;
	struct suppressions *f;
	unsigned int i, n;

	for (f = files; f; f = f->next)
		if (!strcmp(f->path, path))
			return f;
	f = xrealloc(NULL, sizeof(*f));
	memset(f, 0, sizeof(*f));
	f->path = string_copy(path);
	f->next = files;
	files = f;
	sf = source_get(path);
	if (!sf)
		return f;
	n = source_comments(sf, &comments);
	for (i = 0; i < n; i++) {
		struct suppression s = { 0 };

		if (!strstr(comments[i].text, marker) ||
		    !parse(comments[i].text, &s))
			continue;
		s.line = comments[i].line;
		s.column = comments[i].column;
		cover(sf, &comments[i], &s);
		f->list = xrealloc(f->list, (f->n + 1) * sizeof(*f->list));
		f->list[f->n++] = s;
	}
	return f;
}

static int names(const struct suppression *s, const char *check)
{
	unsigned int i;

	for (i = 0; i < s->nr_checks; i++)
		if (!strcmp(s->checks[i], check))
			return 1;
	return 0;
}

const char *suppress_match(const struct finding_record *r)
{
	struct suppressions *f = load(r->file);
	unsigned int i;

	for (i = 0; i < f->n; i++) {
		struct suppression *s = &f->list[i];

		if (s->problem || r->line < s->first || r->line > s->last ||
		    !names(s, r->check))
			continue;
		s->used++;
		return s->reason;
	}
	return NULL;
}

static void report(const char *file, const struct suppression *s,
		   const char *message)
{
	struct finding_record r = {
		.file = file,
		.line = s->line,
		.column = s->column,
		.check = check_unused_suppression.name,
		.level = LEVEL_STYLE,	/* a comment that does nothing */
		.message = message,
		.engine = "sysfscheck",
	};

	output_finding(&r);
}

void suppress_report_unused(const char *file)
{
	struct suppressions *f;
	unsigned int i, j;

	if (!check_enabled(&check_unused_suppression))
		return;
	f = load(file);
	for (i = 0; i < f->n; i++) {
		struct suppression *s = &f->list[i];
		char *message, where[160];
		int ran = 1;

		if (s->problem) {
			const char *near = s->bad_name ? check_suggest(s->bad_name) : NULL;
			char name[160] = "";

			if (s->bad_name)
				snprintf(name, sizeof(name), " '%s'%s%s%s", s->bad_name,
					 near ? " (did you mean '" : "",
					 near ? near : "", near ? "'?)" : "");
			if (asprintf(&message, "suppression %s%s: it holds back nothing; write 'sysfscheck: ignore sysfs-<check> -- why'",
				     s->problem, name) < 0)
				continue;
			report(file, s, message);
			free(message);
			continue;
		}
		for (j = 0; j < s->nr_checks; j++)
			ran &= check_enabled(check_by_name(s->checks[j]));
		if (s->used || !ran)
			continue;
		if (s->scope)
			snprintf(where, sizeof(where), "in '%s'", s->scope);
		else
			snprintf(where, sizeof(where), "on line %u", s->first);
		if (asprintf(&message, "suppression of '%s'%s holds back no finding %s: remove it, or move it to the finding's line or above its definition",
			     s->checks[0], s->nr_checks > 1 ? " and others" : "",
			     where) < 0)
			continue;
		report(file, s, message);
		free(message);
	}
}
