// SPDX-License-Identifier: MIT
/*
 * The lines understood, whatever engine wrote them:
 *
 *   file:line:col: warning: message [sysfs-check:level] sysfscheck, wrappers
 *   file:line:col-col: message [sysfs-check]           Coccinelle's rules
 *   file:line: runtime: message [sysfs-check]          reference implementation
 *   file: In function 'name':                          gcc's context line
 *   file:line:col: warning: message                    sparse (--engine=sparse)
 *   {"file": ..., "line": ..., ...}                    --format=json
 *
 * and a whole SARIF log (--format=sarif).
 *
 * Here the engines are made alike: Coccinelle counts columns in bytes
 * from 0, sysfscheck as gcc does (from 1, a tab to the next multiple of
 * 8); a Coccinelle finding names no function, and gets the one its line
 * lies in from the source text.
 */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buffer.h"
#include "findings-in.h"
#include "json.h"
#include "output.h"
#include "source.h"

/* Words that may stand between the position and the message. */
static const char *const kinds[] = {
	"warning: ", "error: ", "note: ", "runtime: ", "info: ", NULL
};

static const char *skip_kind(const char *p)
{
	int i;

	for (i = 0; kinds[i]; i++)
		if (!strncmp(p, kinds[i], strlen(kinds[i])))
			return p + strlen(kinds[i]);
	return p;
}

/* "[sysfs-x]" or "[sysfs-x:level]" at the end of @msg: its start, or NULL. */
static char *trailing_tag(char *msg, size_t len)
{
	char *open;

	if (len < 3 || msg[len - 1] != ']')
		return NULL;
	msg[len - 1] = '\0';
	open = strrchr(msg, '[');
	msg[len - 1] = ']';
	if (!open || open == msg || open[-1] != ' ' ||
	    strncmp(open + 1, "sysfs-", 6))
		return NULL;
	return open;
}

/*
 * Parses "file:line[:col[-col]]: ": fills the numbers, returns the rest.
 * @byte_range says the column was Coccinelle's "col-col".
 */
static char *position(char *line, char **file_end, unsigned int *lineno,
		      unsigned int *col, int *byte_range)
{
	char *p;

	for (p = strchr(line, ':'); p; p = strchr(p + 1, ':')) {
		char *q = p + 1, *num_end;

		if (!isdigit((unsigned char)*q))
			continue;
		*lineno = strtoul(q, &num_end, 10);
		*col = 0;
		*byte_range = 0;
		q = num_end;
		if (*q == ':' && isdigit((unsigned char)q[1])) {
			*col = strtoul(q + 1, &num_end, 10);
			q = num_end;
			if (*q == '-' && isdigit((unsigned char)q[1])) {
				strtoul(q + 1, &q, 10);
				*byte_range = 1;
			}
		}
		if (q[0] != ':' || q[1] != ' ')
			continue;
		*file_end = p;
		return q + 2;
	}
	return NULL;
}

/* The current function of gcc's "file: In function 'name':" lines. */
static char *context_file, *context_function;

static int function_context(const char *line)
{
	const char *in = strstr(line, ": In function '");
	const char *name, *end;

	if (!in)
		return 0;
	name = in + strlen(": In function '");
	end = strchr(name, '\'');
	if (!end)
		return 0;
	free(context_file);
	free(context_function);
	context_file = string_copy_n(line, in - line);
	context_function = string_copy_n(name, end - name);
	return 1;
}

/*
 * What the source text says of a finding another engine reported: the
 * function its line lies in, and gcc's column for Coccinelle's byte
 * offset @byte (or -1).
 */
static void from_source(struct finding_record *r, long byte)
{
	const struct source_file *sf = source_get(r->file);
	struct source_column col = { .given = COLUMN_BYTE };
	unsigned int first, last;
	const char *name;
	int is_function;

	if (!sf) {
		/* Without the text, a byte is a character only in ASCII. */
		if (byte >= 0)
			r->column = 0;
		return;
	}
	if (byte >= 0) {
		col.byte = byte;
		if (source_columns(sf, r->line, &col)) {
			r->column = 0;
		} else {
			r->column = col.gcc;
			r->char_column = col.chars;
		}
	}
	if (!r->function &&
	    source_definition(sf, r->line, &name, &is_function, &first, &last) &&
	    is_function)
		r->function = name;
}

static int text_line(char *line, const char *engine)
{
	unsigned int lineno, col;
	char *file_end, *msg, *tag, *check;
	size_t len;
	struct finding_record r = { .engine = engine };
	int tagged, byte_range;

	if (function_context(line))
		return 0;
	msg = position(line, &file_end, &lineno, &col, &byte_range);
	if (!msg)
		return 0;
	/* sysfscheck's notes (sysfs-incomplete) stay notes. */
	r.note = !strncmp(msg, "note: ", 6);
	msg = (char *)skip_kind(msg);
	len = strlen(msg);
	tag = trailing_tag(msg, len);
	tagged = tag != NULL;
	if (!tagged && strcmp(engine, "sparse"))
		return 0;
	if (tagged) {
		char *colon;

		check = string_copy_n(tag + 1, msg + len - tag - 2);
		colon = strchr(check, ':');
		if (colon) {
			r.level = level_by_name(colon + 1, strlen(colon + 1));
			*colon = '\0';
		}
		while (tag > msg && tag[-1] == ' ')
			tag--;
		tag[0] = '\0';
	} else {
		check = string_copy("sparse");
	}
	*file_end = '\0';
	r.file = line;
	r.line = lineno;
	r.column = col;
	r.check = check;
	r.message = msg;
	if (context_file && !strcmp(context_file, line))
		r.function = context_function;
	from_source(&r, byte_range ? (long)col : -1);
	output_finding(&r);
	free(check);
	return 1;
}

static enum finding_level json_level(const char *name)
{
	return name ? level_by_name(name, strlen(name)) : LEVEL_NONE;
}

/* One object of --format=json. */
static int json_line(const char *line, const char *engine, char *why,
		     unsigned int len)
{
	struct json *v = json_parse(line, why, len);
	struct finding_record r = { .engine = engine };

	if (!v)
		return -1;
	r.file = json_get_string(v, "file");
	r.line = json_get_number(v, "line", 0);
	r.column = json_get_number(v, "column", 0);
	r.check = json_get_string(v, "check");
	r.level = json_level(json_get_string(v, "level"));
	r.message = json_get_string(v, "message");
	if (json_get_string(v, "engine"))
		r.engine = json_get_string(v, "engine");
	r.function = json_get_string(v, "function");
	r.suppressed = json_get_string(v, "suppressed");
	r.note = json_get(v, "note") != NULL;
	if (!r.file || !r.check || !r.message || !r.line) {
		json_free(v);
		return 0;
	}
	from_source(&r, -1);
	output_finding(&r);
	json_free(v);
	return 1;
}

/* file:///a%20b/ -> /a b/ (malloc'ed); NULL when it is no file URI. */
static char *uri_path(const char *uri, const char *base)
{
	size_t n = (base ? strlen(base) : 0) + strlen(uri) + 1;
	char *s = xrealloc(NULL, n), *o = s;
	const char *parts[2] = { base, uri }, *p;
	int i;

	for (i = 0; i < 2; i++) {
		p = parts[i];
		if (!p)
			continue;
		if (!strncmp(p, "file://", 7))
			p += 7;
		else if (i == 0 || strchr(p, ':'))
			goto bad;
		for (; *p; p++) {
			unsigned int c;

			if (*p == '%' && isxdigit((unsigned char)p[1]) &&
			    isxdigit((unsigned char)p[2]) &&
			    sscanf(p + 1, "%2x", &c) == 1) {
				*o++ = c;
				p += 2;
			} else {
				*o++ = *p;
			}
		}
	}
	*o = '\0';
	return s;
bad:
	free(s);
	return NULL;
}

static const struct json *path_get(const struct json *v, const char *path)
{
	char key[64];
	const char *dot;

	while (v && *path) {
		dot = strchr(path, '.');
		snprintf(key, sizeof(key), "%.*s",
			 (int)(dot ? dot - path : (long)strlen(path)), path);
		v = isdigit((unsigned char)key[0]) ? json_at(v, atoi(key)) :
						     json_get(v, key);
		path = dot ? dot + 1 : "";
	}
	return v;
}

int sarif_read(const char *text,
	       void (*take)(const struct finding_record *r, void *arg),
	       void *arg, char *why, unsigned int len)
{
	struct json *log = json_parse(text, why, len);
	const struct json *runs, *run, *result;
	unsigned int i, j;
	int found = 0;

	if (!log)
		return -1;
	runs = json_get(log, "runs");
	if (!json_get_string(log, "version") || !runs || runs->kind != JSON_ARRAY) {
		snprintf(why, len, "no SARIF version and runs");
		json_free(log);
		return -1;
	}
	for (i = 0; (run = json_at(runs, i)); i++) {
		const char *engine = json_get_string(path_get(run, "tool.driver"), "name");
		const struct json *bases = json_get(run, "originalUriBaseIds");

		if (!engine)
			continue;
		output_engine(engine);
		for (j = 0; (result = json_at(json_get(run, "results"), j)); j++) {
			const struct json *art = path_get(result,
				"locations.0.physicalLocation.artifactLocation");
			const struct json *region = path_get(result,
				"locations.0.physicalLocation.region");
			const char *uri = json_get_string(art, "uri");
			const char *base_id = json_get_string(art, "uriBaseId");
			const char *base = base_id ? json_get_string(
				json_get(bases, base_id), "uri") : NULL;
			struct finding_record r = { .engine = engine };
			const char *level;
			char *file;

			if (!uri)
				continue;
			file = uri_path(uri, base);
			r.file = file ? file : uri;
			r.line = json_get_number(region, "startLine", 1);
			r.char_column = json_get_number(region, "startColumn", 0);
			r.check = json_get_string(result, "ruleId");
			r.level = json_level(json_get_string(
				json_get(result, "properties"), "sysfscheckLevel"));
			/* A note without a level of ours: sysfs-incomplete's. */
			level = json_get_string(result, "level");
			r.note = !r.level && level && !strcmp(level, "note");
			r.message = json_get_string(json_get(result, "message"), "text");
			r.function = json_get_string(path_get(result,
				"locations.0.logicalLocations.0"), "name");
			r.suppressed = json_get_string(path_get(result,
				"suppressions.0"), "justification");
			if (r.check && r.message) {
				take(&r, arg);
				found++;
			}
			free(file);
		}
	}
	json_free(log);
	return found;
}

static void take_finding(const struct finding_record *r, void *arg)
{
	output_finding(r);
}

/*
 * A SARIF log is one JSON value, usually over many lines; JSON Lines are
 * one finding a line: a first line that is a whole object with a "file"
 * is JSON Lines.
 */
static int is_sarif(const char *text)
{
	const char *end;
	char *first, why[64];
	struct json *v;
	int lines;

	while (isspace((unsigned char)*text))
		text++;
	if (*text != '{')
		return 0;
	end = strchr(text, '\n');
	first = string_copy_n(text, end ? (size_t)(end - text) : strlen(text));
	v = json_parse(first, why, sizeof(why));
	lines = v && json_get(v, "file");
	json_free(v);
	free(first);
	return !lines;
}

long read_findings(const char *path, const char *engine, char *why,
		   unsigned int len)
{
	FILE *f = strcmp(path, "-") ? fopen(path, "r") : stdin;
	char *text, *line, *next;
	size_t size;
	long found = 0;

	if (!f) {
		snprintf(why, len, "cannot read '%s': %s", path,
			 strerror(errno));
		return -1;
	}
	text = read_stream(f, &size);
	if (f != stdin)
		fclose(f);
	if (!text) {
		snprintf(why, len, "cannot read '%s'", path);
		return -1;
	}
	if (is_sarif(text)) {
		char sarif_why[256];

		found = sarif_read(text, take_finding, NULL, sarif_why,
				   sizeof(sarif_why));
		if (found < 0)
			snprintf(why, len, "'%s' is not a SARIF log: %s", path,
				 sarif_why);
		free(text);
		return found;
	}
	for (line = text; line < text + size; line = next) {
		char json_why[128];
		size_t n;
		int got;

		next = strchr(line, '\n');
		next = next ? next + 1 : text + size;
		n = next - line;
		while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == '\r'))
			n--;
		line[n] = '\0';
		if (line[0] == '{')
			got = json_line(line, engine, json_why, sizeof(json_why));
		else
			got = text_line(line, engine);
		if (got > 0)
			found += got;
	}
	free(text);
	return found;
}
