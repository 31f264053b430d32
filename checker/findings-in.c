// SPDX-License-Identifier: MIT
/*
 * The lines understood, whatever engine wrote them:
 *
 *   file:line:col: warning: message [sysfs-check]      sysfscheck, wrappers
 *   file:line:col-col: message [sysfs-check]           Coccinelle reports
 *   file:line: runtime: message [sysfs-check]          reference implementation
 *   file: In function 'name':                          gcc's context line
 *   file:line:col: warning: message                    sparse (--engine=sparse)
 *   {"file": ..., "line": ..., ...}                    --format=json
 */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "findings-in.h"
#include "output.h"

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

/* "[sysfs-x]" at the end of @msg: its start, or NULL. */
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

/* Parses "file:line[:col[-col]]: ": fills the numbers, returns the rest. */
static char *position(char *line, char **file_end, unsigned int *lineno,
		      unsigned int *col)
{
	char *p;

	for (p = strchr(line, ':'); p; p = strchr(p + 1, ':')) {
		char *q = p + 1, *num_end;

		if (!isdigit((unsigned char)*q))
			continue;
		*lineno = strtoul(q, &num_end, 10);
		*col = 0;
		q = num_end;
		if (*q == ':' && isdigit((unsigned char)q[1])) {
			*col = strtoul(q + 1, &num_end, 10);
			q = num_end;
			if (*q == '-' && isdigit((unsigned char)q[1]))
				strtoul(q + 1, &q, 10);
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
	context_file = strndup(line, in - line);
	context_function = strndup(name, end - name);
	return 1;
}

static int text_line(char *line, const char *engine)
{
	unsigned int lineno, col;
	char *file_end, *msg, *tag, *check;
	size_t len;
	struct finding_record r = { .engine = engine };
	int tagged;

	if (function_context(line))
		return 0;
	msg = position(line, &file_end, &lineno, &col);
	if (!msg)
		return 0;
	msg = (char *)skip_kind(msg);
	len = strlen(msg);
	tag = trailing_tag(msg, len);
	tagged = tag != NULL;
	if (!tagged && strcmp(engine, "sparse"))
		return 0;
	if (tagged) {
		check = strndup(tag + 1, msg + len - tag - 2);
		while (tag > msg && tag[-1] == ' ')
			tag--;
		tag[0] = '\0';
	} else {
		check = strdup("sparse");
	}
	*file_end = '\0';
	r.file = line;
	r.line = lineno;
	r.column = col;
	r.check = check;
	r.message = msg;
	if (context_file && !strcmp(context_file, line))
		r.function = context_function;
	output_finding(&r);
	free(check);
	return 1;
}

/*
 * A flat JSON object of strings, numbers and nulls: what --format=json
 * writes.
 */
struct json_field {
	char key[16];
	char *value;		/* NULL for null */
};

static const char *json_string(const char *p, char **out)
{
	size_t cap = strlen(p) + 1, n = 0;
	char *s = malloc(cap);

	if (!s || *p++ != '"') {
		free(s);
		return NULL;
	}
	while (*p && *p != '"') {
		if (*p != '\\') {
			s[n++] = *p++;
			continue;
		}
		p++;
		switch (*p) {
		case 'n':
			s[n++] = '\n';
			break;
		case 't':
			s[n++] = '\t';
			break;
		case 'r':
			s[n++] = '\r';
			break;
		case 'b':
			s[n++] = '\b';
			break;
		case 'f':
			s[n++] = '\f';
			break;
		case 'u': {
			unsigned int c = 0, i;

			for (i = 1; i <= 4 && isxdigit((unsigned char)p[i]); i++)
				c = c * 16 + (isdigit((unsigned char)p[i]) ?
					      p[i] - '0' :
					      (tolower((unsigned char)p[i]) - 'a' + 10));
			p += 4;
			/* Basic plane only: what the writer produces. */
			if (c < 0x80) {
				s[n++] = c;
			} else if (c < 0x800) {
				s[n++] = 0xc0 | (c >> 6);
				s[n++] = 0x80 | (c & 0x3f);
			} else {
				s[n++] = 0xe0 | (c >> 12);
				s[n++] = 0x80 | ((c >> 6) & 0x3f);
				s[n++] = 0x80 | (c & 0x3f);
			}
			break;
		}
		default:
			if (!*p) {
				free(s);
				return NULL;
			}
			s[n++] = *p;
		}
		p++;
	}
	if (*p != '"') {
		free(s);
		return NULL;
	}
	s[n] = '\0';
	*out = s;
	return p + 1;
}

#define MAX_FIELDS 12

static int json_line(const char *line, const char *engine)
{
	struct json_field f[MAX_FIELDS];
	int n = 0, i, ok = 0;
	const char *p = line + 1;
	struct finding_record r = { .engine = engine };

	for (;;) {
		char *key = NULL;

		while (isspace((unsigned char)*p))
			p++;
		if (*p == '}')
			break;
		if (n == MAX_FIELDS)
			goto out;
		p = json_string(p, &key);
		if (!p)
			goto out;
		snprintf(f[n].key, sizeof(f[n].key), "%s", key);
		free(key);
		while (isspace((unsigned char)*p))
			p++;
		if (*p++ != ':')
			goto out;
		while (isspace((unsigned char)*p))
			p++;
		f[n].value = NULL;
		if (*p == '"') {
			p = json_string(p, &f[n].value);
			if (!p)
				goto out;
		} else if (!strncmp(p, "null", 4)) {
			p += 4;
		} else {
			const char *start = p;

			while (*p == '-' || isdigit((unsigned char)*p))
				p++;
			if (p == start)
				goto out;
			f[n].value = strndup(start, p - start);
		}
		n++;
		while (isspace((unsigned char)*p))
			p++;
		if (*p == ',')
			p++;
	}
	for (i = 0; i < n; i++) {
		const char *k = f[i].key, *v = f[i].value;

		if (!strcmp(k, "file"))
			r.file = v;
		else if (!strcmp(k, "line") && v)
			r.line = strtoul(v, NULL, 10);
		else if (!strcmp(k, "column") && v)
			r.column = strtoul(v, NULL, 10);
		else if (!strcmp(k, "check"))
			r.check = v;
		else if (!strcmp(k, "message"))
			r.message = v;
		else if (!strcmp(k, "engine") && v)
			r.engine = v;
		else if (!strcmp(k, "function"))
			r.function = v;
	}
	if (r.file && r.check && r.message && r.line) {
		output_finding(&r);
		ok = 1;
	}
out:
	for (i = 0; i < n; i++)
		free(f[i].value);
	return ok;
}

long read_findings(const char *path, const char *engine, char *why,
		   unsigned int len)
{
	FILE *f = strcmp(path, "-") ? fopen(path, "r") : stdin;
	char *line = NULL;
	size_t cap = 0;
	ssize_t n;
	long found = 0;

	if (!f) {
		snprintf(why, len, "cannot read '%s': %s", path,
			 strerror(errno));
		return -1;
	}
	while ((n = getline(&line, &cap, f)) >= 0) {
		while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == '\r'))
			line[--n] = '\0';
		if (line[0] == '{')
			found += json_line(line, engine);
		else
			found += text_line(line, engine);
	}
	free(line);
	if (f != stdin)
		fclose(f);
	return found;
}
