// SPDX-License-Identifier: MIT
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buffer.h"
#include "source.h"

#define TAB_STOP 8

struct line_info {
	size_t offset, length;	/* in the text, without the newline */
	char *code;		/* source_code(), made when first asked */
	int has_code;
};

struct definition {
	unsigned int first, last;
	char *name;
	int is_function;
};

struct source_file {
	char *path;
	char *text, *blanked;	/* blanked: comments made spaces */
	size_t size;
	struct line_info *lines;
	unsigned int nr_lines;
	struct definition *defs;
	unsigned int nr_defs;
	struct source_comment *comments;
	unsigned int nr_comments;
	struct source_file *next;	/* in its hash bucket */
};

static char *stdin_text;
static size_t stdin_len;

void source_provide_stdin(const char *text, size_t len)
{
	free(stdin_text);
	stdin_text = string_copy_n(text, len);
	stdin_len = len;
}

static char *read_whole(const char *path, size_t *size)
{
	FILE *f;
	char *text;

	if (!strcmp(path, "-")) {
		if (!stdin_text)
			return NULL;
		*size = stdin_len;
		return string_copy_n(stdin_text, stdin_len);
	}
	f = fopen(path, "rb");
	if (!f)
		return NULL;
	text = read_stream(f, size);
	fclose(f);
	return text;
}

static void split_lines(struct source_file *sf)
{
	size_t start = 0, i;
	unsigned int cap = 0;

	for (i = 0; i <= sf->size; i++) {
		if (i < sf->size && sf->text[i] != '\n')
			continue;
		if (i == sf->size && start == i)
			break;
		if (sf->nr_lines == cap) {
			cap = cap ? 2 * cap : 256;
			sf->lines = xrealloc(sf->lines, cap * sizeof(*sf->lines));
		}
		sf->lines[sf->nr_lines].offset = start;
		sf->lines[sf->nr_lines].length = i - start;
		if (i > start && sf->text[i - 1] == '\r')
			sf->lines[sf->nr_lines].length--;
		sf->lines[sf->nr_lines].code = NULL;
		sf->lines[sf->nr_lines].has_code = 0;
		sf->nr_lines++;
		start = i + 1;
	}
}

/* The top-level declaration being read, for source_definition(). */
struct head {
	unsigned int first;	/* 0: none started */
	unsigned int last_code_line;
	char last_ident[128], fn_name[128];
	int frozen;		/* '(' '[' '=' or '{' seen: last_ident is final */
	int paren, is_function, after_close_paren;
};

static void add_comment(struct source_file *sf, unsigned int line,
			size_t start, const char *text, size_t len)
{
	struct source_column col = {
		.given = COLUMN_BYTE,
		.byte = start - sf->lines[line - 1].offset,
	};
	struct source_comment *c;

	sf->comments = xrealloc(sf->comments,
				(sf->nr_comments + 1) * sizeof(*sf->comments));
	c = &sf->comments[sf->nr_comments++];
	source_columns(sf, line, &col);
	c->line = line;
	c->column = col.gcc;
	c->alone = 0;
	c->text = string_copy_n(text, len);
}

static void end_definition(struct source_file *sf, struct head *h,
			   unsigned int last)
{
	struct definition *d;

	if (h->first) {
		sf->defs = xrealloc(sf->defs, (sf->nr_defs + 1) * sizeof(*sf->defs));
		d = &sf->defs[sf->nr_defs++];
		d->first = h->first;
		d->last = last;
		d->is_function = h->is_function;
		d->name = string_copy(h->fn_name[0] ? h->fn_name : h->last_ident);
	}
	memset(h, 0, sizeof(*h));
}

static int is_ident_char(int c)
{
	return isalnum(c) || c == '_';
}

/*
 * One pass over the text: comments are recorded and blanked, strings,
 * character constants and preprocessor lines skipped, and the top-level
 * definitions found by their braces, parentheses, '=' and ';'.
 */
static void scan(struct source_file *sf)
{
	const char *t = sf->text;
	char *b = sf->blanked;
	size_t i = 0, n = sf->size;
	unsigned int line = 1, depth = 0;
	int line_start = 1, in_preproc = 0;
	struct head h = { 0 };

	while (i < n) {
		char c = t[i];

		if (c == '\n') {
			if (!(in_preproc && i > 0 && t[i - 1] == '\\'))
				in_preproc = 0;
			line++;
			line_start = 1;
			i++;
			continue;
		}
		if (c == '/' && i + 1 < n && (t[i + 1] == '*' || t[i + 1] == '/')) {
			size_t start = i, end;
			unsigned int first_line = line;
			int block = t[i + 1] == '*';

			i += 2;
			if (block) {
				while (i + 1 < n && !(t[i] == '*' && t[i + 1] == '/'))
					i++;
				end = i;
				i = i + 1 < n ? i + 2 : n;
			} else {
				while (i < n && t[i] != '\n')
					i++;
				end = i;
			}
			add_comment(sf, first_line, start, t + start + 2,
				    end - start - 2);
			for (; start < i; start++)
				if (b[start] == '\n')
					line++;
				else
					b[start] = ' ';
			continue;
		}
		if (isspace((unsigned char)c)) {
			i++;
			continue;
		}
		if (line_start && c == '#')
			in_preproc = 1;
		line_start = 0;
		sf->lines[line - 1].has_code = 1;
		if (c == '"' || c == '\'') {
			for (i++; i < n && t[i] != c && t[i] != '\n'; i++)
				if (t[i] == '\\' && i + 1 < n && t[i + 1] != '\n')
					i++;
			if (i < n && t[i] == c)
				i++;
			continue;
		}
		if (in_preproc) {
			i++;
			continue;
		}
		if (depth == 0 && !h.first)
			h.first = line;
		if (is_ident_char((unsigned char)c)) {
			size_t start = i;

			while (i < n && is_ident_char((unsigned char)t[i]))
				i++;
			if (depth || isdigit((unsigned char)c))
				continue;
			/* "f(x)" ending a line, then a name: a new declaration. */
			if (h.after_close_paren && h.last_code_line < line &&
			    !h.paren) {
				end_definition(sf, &h, h.last_code_line);
				h.first = line;
			}
			h.after_close_paren = 0;
			h.last_code_line = line;
			if (!h.frozen && i - start < sizeof(h.last_ident)) {
				memcpy(h.last_ident, t + start, i - start);
				h.last_ident[i - start] = '\0';
			}
			continue;
		}
		i++;
		if (depth) {
			if (c == '{') {
				depth++;
			} else if (c == '}' && --depth == 0) {
				h.last_code_line = line;
				if (h.is_function)
					end_definition(sf, &h, line);
			}
			continue;
		}
		h.last_code_line = line;
		h.after_close_paren = 0;
		switch (c) {
		case '(':
			if (!h.frozen && !h.paren) {
				memcpy(h.fn_name, h.last_ident, sizeof(h.fn_name));
				h.frozen = 1;
			}
			h.paren++;
			break;
		case ')':
			if (h.paren && --h.paren == 0)
				h.after_close_paren = 1;
			break;
		case '[':
		case '=':
			if (!h.paren && !h.fn_name[0])
				h.frozen = 1;
			if (c == '=' && !h.paren)
				h.fn_name[0] = '\0';
			break;
		case '{':
			h.is_function = h.fn_name[0] && !h.paren;
			h.frozen = 1;
			depth = 1;
			break;
		case ';':
			if (!h.paren)
				end_definition(sf, &h, line);
			break;
		}
	}
	if (h.first)
		end_definition(sf, &h, line);
}

static void mark_lone_comments(struct source_file *sf)
{
	unsigned int i;

	for (i = 0; i < sf->nr_comments; i++)
		sf->comments[i].alone =
			!sf->lines[sf->comments[i].line - 1].has_code;
}

#define BUCKETS 1024
static struct source_file *buckets[BUCKETS];

static unsigned int hash_path(const char *s)
{
	unsigned int h = 5381;

	while (*s)
		h = h * 33 + (unsigned char)*s++;
	return h % BUCKETS;
}

const struct source_file *source_get(const char *path)
{
	unsigned int bucket = hash_path(path);
	struct source_file *sf;
	size_t size;
	char *text;

	for (sf = buckets[bucket]; sf; sf = sf->next)
		if (!strcmp(sf->path, path))
			return sf->text ? sf : NULL;
	sf = xrealloc(NULL, sizeof(*sf));
	memset(sf, 0, sizeof(*sf));
	sf->path = string_copy(path);
	sf->next = buckets[bucket];
	buckets[bucket] = sf;
	text = read_whole(path, &size);
	if (!text || memchr(text, '\0', size)) {
		free(text);
		return NULL;
	}
	sf->text = text;
	sf->size = size;
	sf->blanked = string_copy_n(text, size);
	split_lines(sf);
	scan(sf);
	mark_lone_comments(sf);
	return sf;
}

unsigned int source_lines(const struct source_file *sf)
{
	return sf->nr_lines;
}

const char *source_code(const struct source_file *sf, unsigned int line)
{
	struct line_info *l;
	const char *p, *end;
	char *out, *o;

	if (!line || line > sf->nr_lines)
		return "";
	l = &sf->lines[line - 1];
	if (l->code)
		return l->code;
	p = sf->blanked + l->offset;
	end = p + l->length;
	out = o = xrealloc(NULL, l->length + 1);
	while (p < end) {
		if (isspace((unsigned char)*p)) {
			while (p < end && isspace((unsigned char)*p))
				p++;
			if (o > out && p < end)
				*o++ = ' ';
			continue;
		}
		*o++ = *p++;
	}
	*o = '\0';
	l->code = out;
	return out;
}

/* The identifier at @p (up to @end): its length, 0 when none starts. */
static size_t identifier_at(const char *p, const char *end)
{
	const char *q = p;

	if (q >= end || !(isalpha((unsigned char)*q) || *q == '_'))
		return 0;
	while (q < end && (isalnum((unsigned char)*q) || *q == '_'))
		q++;
	return q - p;
}

/*
 * The identifier followed by '(' at gcc's column @column of line @line:
 * its start in the blanked text and its length; 0 when there is none.
 */
static size_t call_at(const struct source_file *sf, unsigned int line,
		      unsigned int column, const char **at)
{
	struct source_column col = { .given = COLUMN_GCC, .gcc = column };
	const char *end, *p, *q;
	size_t len;

	if (!line || line > sf->nr_lines ||
	    source_columns(sf, line, &col))
		return 0;
	p = sf->blanked + sf->lines[line - 1].offset + col.byte;
	end = sf->blanked + sf->lines[line - 1].offset +
	      sf->lines[line - 1].length;
	len = identifier_at(p, end);
	if (!len || (p > sf->blanked && (isalnum((unsigned char)p[-1]) ||
					 p[-1] == '_')))
		return 0;
	for (q = p + len; q < end && isspace((unsigned char)*q); q++)
		;
	if (q == end || *q != '(')
		return 0;
	*at = p;
	return len;
}

char *source_call_name(const struct source_file *sf, unsigned int line,
		       unsigned int column)
{
	const char *p;
	size_t len = call_at(sf, line, column, &p);

	return len ? string_copy_n(p, len) : NULL;
}

char *source_line_call(const struct source_file *sf, unsigned int line,
		       unsigned int column)
{
	const char *start, *p;
	size_t len = call_at(sf, line, column, &p);

	if (!len)
		return NULL;
	start = sf->blanked + sf->lines[line - 1].offset;
	while (start < p && isspace((unsigned char)*start))
		start++;
	return start == p ? string_copy_n(p, len) : NULL;
}

char *source_macro_use(const struct source_file *sf, unsigned int line,
		       unsigned int column)
{
	const char *p, *q, *end;
	int depth = 0;

	if (!call_at(sf, line, column, &p))
		return NULL;
	end = sf->blanked + sf->lines[line - 1].offset +
	      sf->lines[line - 1].length;
	/* Balanced on the blanked text, so strings and comments hold no parenthesis. */
	for (q = p; q < end; q++) {
		if (*q == '(')
			depth++;
		else if (*q == ')' && --depth == 0)
			break;
	}
	if (q == end)
		return NULL;
	return string_copy_n(sf->text + (p - sf->blanked), q + 1 - p);
}

int source_has_code(const struct source_file *sf, unsigned int line)
{
	return line && line <= sf->nr_lines && sf->lines[line - 1].has_code;
}

/* Is @c the first byte of a character (not a UTF-8 continuation)? */
static int starts_char(unsigned char c)
{
	return (c & 0xc0) != 0x80;
}

int source_columns(const struct source_file *sf, unsigned int line,
		   struct source_column *col)
{
	const char *p;
	size_t len, i;
	unsigned int display = 0, chars = 0;

	if (!line || line > sf->nr_lines)
		return -1;
	p = sf->text + sf->lines[line - 1].offset;
	len = sf->lines[line - 1].length;
	/* One past the last byte: a position at the line's end. */
	for (i = 0; i <= len; i++) {
		int found;

		if (i == len || starts_char(p[i]))
			chars++;
		switch (col->given) {
		case COLUMN_GCC:
			found = display + 1 == col->gcc ||
				(display < col->gcc && i < len && p[i] == '\t' &&
				 col->gcc <= display + TAB_STOP - display % TAB_STOP);
			break;
		case COLUMN_BYTE:
			found = i == col->byte;
			break;
		default:
			found = chars == col->chars && (i == len || starts_char(p[i]));
			break;
		}
		if (found) {
			col->gcc = display + 1;
			col->byte = i;
			col->chars = chars;
			return 0;
		}
		if (i < len)
			display += p[i] == '\t' ? TAB_STOP - display % TAB_STOP : 1;
	}
	return -1;
}

int source_definition(const struct source_file *sf, unsigned int line,
		      const char **name, int *is_function,
		      unsigned int *first, unsigned int *last)
{
	unsigned int lo = 0, hi = sf->nr_defs;

	/* Definitions are in order and do not overlap. */
	while (lo < hi) {
		unsigned int mid = (lo + hi) / 2;

		if (sf->defs[mid].last < line)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo == sf->nr_defs || sf->defs[lo].first > line)
		return 0;
	*name = sf->defs[lo].name;
	*is_function = sf->defs[lo].is_function;
	*first = sf->defs[lo].first;
	*last = sf->defs[lo].last;
	return 1;
}

unsigned int source_comments(const struct source_file *sf,
			     const struct source_comment **comments)
{
	*comments = sf->comments;
	return sf->nr_comments;
}
