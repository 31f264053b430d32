// SPDX-License-Identifier: MIT
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "checks.h"
#include "docs.h"
#include "output.h"
#include "version.h"

static enum output_format format = FORMAT_GCC;
static int out_fd = -1;			/* --output: appended to */
static int baseline_fd = -1;		/* --write-baseline */
static unsigned long reported;

static void *xrealloc(void *p, size_t size)
{
	p = realloc(p, size);
	if (!p) {
		fputs("sysfscheck: error: out of memory\n", stderr);
		exit(2);
	}
	return p;
}

static char *copy_string(const char *s)
{
	return s ? strcpy(xrealloc(NULL, strlen(s) + 1), s) : NULL;
}

/* A growing string. */
struct buf {
	char *s;
	size_t len, cap;
};

static void put_n(struct buf *b, const char *s, size_t n)
{
	if (b->len + n + 1 > b->cap) {
		b->cap = (b->len + n + 1) * 2;
		b->s = xrealloc(b->s, b->cap);
	}
	memcpy(b->s + b->len, s, n);
	b->len += n;
	b->s[b->len] = '\0';
}

static void put(struct buf *b, const char *s)
{
	put_n(b, s, strlen(s));
}

static void putf(struct buf *b, const char *fmt, ...)
{
	char tmp[256];
	va_list args;
	int n;

	va_start(args, fmt);
	n = vsnprintf(tmp, sizeof(tmp), fmt, args);
	va_end(args);
	put_n(b, tmp, n < (int)sizeof(tmp) ? (size_t)n : sizeof(tmp) - 1);
}

/* Length of the valid UTF-8 sequence at @s, or 0. */
static int utf8_length(const unsigned char *s)
{
	int n, i;

	if (s[0] < 0xc2 || s[0] > 0xf4)
		return 0;
	n = s[0] >= 0xf0 ? 4 : s[0] >= 0xe0 ? 3 : 2;
	for (i = 1; i < n; i++)
		if ((s[i] & 0xc0) != 0x80)
			return 0;
	return n;
}

/* @s as a JSON string; bytes that are not UTF-8 become U+FFFD. */
static void put_json_string(struct buf *b, const char *s)
{
	const unsigned char *p = (const unsigned char *)s;

	if (!s) {
		put(b, "null");
		return;
	}
	put(b, "\"");
	while (*p) {
		int n;

		if (*p == '"' || *p == '\\') {
			putf(b, "\\%c", *p++);
		} else if (*p == '\n') {
			put(b, "\\n");
			p++;
		} else if (*p == '\t') {
			put(b, "\\t");
			p++;
		} else if (*p < 0x20 || *p == 0x7f) {
			putf(b, "\\u%04x", *p++);
		} else if (*p < 0x80) {
			put_n(b, (const char *)p++, 1);
		} else {
			n = utf8_length(p);
			if (n) {
				put_n(b, (const char *)p, n);
				p += n;
			} else {
				put(b, "\\ufffd");
				p++;
			}
		}
	}
	put(b, "\"");
}

/*
 * Whole lines in one write(2), so that processes sharing a file with
 * O_APPEND never interleave inside a line.
 */
static void write_all(int fd, const char *s, size_t len)
{
	while (len > 0) {
		ssize_t n = write(fd, s, len);

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return;
		s += n;
		len -= n;
	}
}

static int open_append(const char *path, char *why, unsigned int len)
{
	int fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0666);

	if (fd < 0)
		snprintf(why, len, "cannot write '%s': %s", path,
			 strerror(errno));
	return fd;
}

int output_set_format(const char *name)
{
	static const char *const names[] = {
		[FORMAT_GCC] = "gcc",
		[FORMAT_JSON] = "json",
		[FORMAT_SARIF] = "sarif",
	};
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(names); i++)
		if (!strcmp(name, names[i])) {
			format = i;
			return 0;
		}
	return -1;
}

enum output_format output_format(void)
{
	return format;
}

int output_set_file(const char *path, char *why, unsigned int len)
{
	out_fd = open_append(path, why, len);
	return out_fd < 0 ? -1 : 0;
}

int output_set_baseline_out(const char *path, char *why, unsigned int len)
{
	baseline_fd = open_append(path, why, len);
	return baseline_fd < 0 ? -1 : 0;
}

/*
 * Baseline keys. A key must survive edits elsewhere in the file, so it
 * holds no position: the file, the check, the function, and the message
 * with the line numbers it mentions replaced by "N".
 */

/* @path relative to the working directory when it lies below it. */
static const char *key_path(const char *path)
{
	static char cwd[PATH_MAX];
	static size_t cwd_len;

	if (!cwd_len && getcwd(cwd, sizeof(cwd)))
		cwd_len = strlen(cwd);
	while (path[0] == '.' && path[1] == '/')
		path += 2;
	if (cwd_len && !strncmp(path, cwd, cwd_len) && path[cwd_len] == '/')
		return path + cwd_len + 1;
	return path;
}

static int is_word_end(const char *msg, const char *p)
{
	return p == msg || !isalnum((unsigned char)p[-1]);
}

static void put_normalized_message(struct buf *b, const char *msg)
{
	const char *p = msg;

	while (*p) {
		size_t word = 0;

		/* "line 12", "lines 12 and 40", "lines 3, 4" */
		if (is_word_end(msg, p) && !strncmp(p, "line", 4)) {
			word = p[4] == 's' ? 5 : 4;
			if (p[word] != ' ' || !isdigit((unsigned char)p[word + 1]))
				word = 0;
		}
		if (word) {
			put_n(b, p, word + 1);
			p += word + 1;
			while (*p) {
				while (isdigit((unsigned char)*p))
					p++;
				put(b, "N");
				if (!strncmp(p, ", ", 2) &&
				    isdigit((unsigned char)p[2])) {
					put(b, ", ");
					p += 2;
				} else if (!strncmp(p, " and ", 5) &&
					   isdigit((unsigned char)p[5])) {
					put(b, " and ");
					p += 5;
				} else {
					break;
				}
			}
			continue;
		}
		/* "foo.c:12" and "foo.c:12:5" */
		if (*p == ':' && p > msg && isdigit((unsigned char)p[1]) &&
		    (p[-1] == 'c' || p[-1] == 'h') && p - msg >= 2 &&
		    p[-2] == '.') {
			put(b, ":N");
			p++;
			while (isdigit((unsigned char)*p) ||
			       (*p == ':' && isdigit((unsigned char)p[1])))
				p++;
			continue;
		}
		/* Tabs separate the key's fields. */
		put_n(b, *p == '\t' || *p == '\n' ? " " : p, 1);
		p++;
	}
}

char *baseline_key(const struct finding_record *r)
{
	struct buf b = { 0 };

	put(&b, key_path(r->file));
	put(&b, "\t");
	put(&b, r->check);
	put(&b, "\t");
	put(&b, r->function ? r->function : "");
	put(&b, "\t");
	put_normalized_message(&b, r->message);
	return b.s;
}

/*
 * The loaded baseline: keys with a count, since one key may stand for
 * several findings.
 */
struct held {
	char *path, *check, *function, *message;
	unsigned int count;
};

static struct held *held;
static unsigned int nr_held;

int output_load_baseline(const char *path, char *why, unsigned int len)
{
	FILE *f = fopen(path, "r");
	char *line = NULL;
	size_t cap = 0;
	ssize_t n;
	unsigned int lineno = 0;

	if (!f) {
		snprintf(why, len, "cannot read baseline '%s': %s", path,
			 strerror(errno));
		return -1;
	}
	while ((n = getline(&line, &cap, f)) >= 0) {
		char *field[4], *p = line;
		unsigned int i;

		lineno++;
		while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == '\r'))
			line[--n] = '\0';
		if (!n || line[0] == '#')
			continue;
		for (i = 0; i < 4; i++) {
			field[i] = p;
			p = i < 3 ? strchr(p, '\t') : NULL;
			if (i < 3 && !p)
				break;
			if (p)
				*p++ = '\0';
		}
		if (i < 4) {
			snprintf(why, len,
				 "%s:%u: not a baseline line (file, check, function and message separated by tabs)",
				 path, lineno);
			free(line);
			fclose(f);
			return -1;
		}
		for (i = 0; i < nr_held; i++)
			if (!strcmp(held[i].path, field[0]) &&
			    !strcmp(held[i].check, field[1]) &&
			    !strcmp(held[i].function, field[2]) &&
			    !strcmp(held[i].message, field[3]))
				break;
		if (i == nr_held) {
			held = xrealloc(held, (nr_held + 1) * sizeof(*held));
			held[i].path = copy_string(field[0]);
			held[i].check = copy_string(field[1]);
			held[i].function = copy_string(field[2]);
			held[i].message = copy_string(field[3]);
			held[i].count = 0;
			nr_held++;
		}
		held[i].count++;
	}
	free(line);
	fclose(f);
	return 0;
}

/*
 * The same file seen from two places ("drivers/a/b.c" from the tree,
 * "/src/linux/drivers/a/b.c" from elsewhere): one path ends with the
 * other at a directory boundary.
 */
static int same_file(const char *a, const char *b)
{
	size_t la = strlen(a), lb = strlen(b);

	if (la < lb) {
		const char *t = a;

		a = b;
		b = t;
		la = strlen(a);
		lb = strlen(b);
	}
	return !strcmp(a + la - lb, b) && (la == lb || a[la - lb - 1] == '/');
}

/*
 * Uses up one matching baseline entry; the function must agree when both
 * sides know it (lines read from a log may not).
 */
static int baseline_holds(const char *key)
{
	char *copy = copy_string(key), *field[4], *p = copy;
	unsigned int i;
	int found = 0;

	for (i = 0; i < 4; i++) {
		field[i] = p;
		p = i < 3 ? strchr(p, '\t') : NULL;
		if (p)
			*p++ = '\0';
	}
	for (i = 0; i < nr_held && !found; i++) {
		struct held *h = &held[i];

		if (!h->count || strcmp(h->check, field[1]) ||
		    strcmp(h->message, field[3]) ||
		    !same_file(h->path, field[0]))
			continue;
		if (*h->function && *field[2] &&
		    strcmp(h->function, field[2]))
			continue;
		h->count--;
		found = 1;
	}
	free(copy);
	return found;
}

/* Findings kept for the SARIF document, and the engines that ran. */
static struct finding_record *kept;
static unsigned int nr_kept;
static const char **engines;
static unsigned int nr_engines;

void output_engine(const char *engine)
{
	unsigned int i;

	for (i = 0; i < nr_engines; i++)
		if (!strcmp(engines[i], engine))
			return;
	engines = xrealloc(engines, (nr_engines + 1) * sizeof(*engines));
	engines[nr_engines++] = copy_string(engine);
}

static void emit(struct buf *b)
{
	int fd = out_fd >= 0 ? out_fd :
		 format == FORMAT_GCC ? STDERR_FILENO : STDOUT_FILENO;

	if (fd == STDERR_FILENO)
		fflush(stderr);
	else if (fd == STDOUT_FILENO)
		fflush(stdout);
	write_all(fd, b->s, b->len);
}

static void put_json_finding(struct buf *b, const struct finding_record *r)
{
	put(b, "{\"file\": ");
	put_json_string(b, r->file);
	putf(b, ", \"line\": %u, \"column\": ", r->line);
	if (r->column)
		putf(b, "%u", r->column);
	else
		put(b, "null");
	put(b, ", \"check\": ");
	put_json_string(b, r->check);
	put(b, ", \"message\": ");
	put_json_string(b, r->message);
	put(b, ", \"engine\": ");
	put_json_string(b, r->engine);
	put(b, ", \"function\": ");
	put_json_string(b, r->function);
	put(b, "}\n");
}

int output_finding(const struct finding_record *r)
{
	struct buf b = { 0 };
	char *key = baseline_key(r);
	int held_back = nr_held && baseline_holds(key);

	output_engine(r->engine);
	if (baseline_fd >= 0) {
		put(&b, key);
		put(&b, "\n");
		write_all(baseline_fd, b.s, b.len);
		b.len = 0;
	}
	free(key);
	if (held_back) {
		free(b.s);
		return 0;
	}
	reported++;

	switch (format) {
	case FORMAT_GCC:
		if (r->raw) {
			put(&b, r->raw);
			if (!b.len || b.s[b.len - 1] != '\n')
				put(&b, "\n");
		} else {
			put(&b, r->file);
			putf(&b, ":%u:%u: warning: ", r->line, r->column);
			put(&b, r->message);
			put(&b, " [");
			put(&b, r->check);
			put(&b, "]\n");
		}
		emit(&b);
		break;
	case FORMAT_JSON:
		put_json_finding(&b, r);
		emit(&b);
		break;
	case FORMAT_SARIF:
		kept = xrealloc(kept, (nr_kept + 1) * sizeof(*kept));
		kept[nr_kept] = *r;
		kept[nr_kept].file = copy_string(r->file);
		kept[nr_kept].check = copy_string(r->check);
		kept[nr_kept].message = copy_string(r->message);
		kept[nr_kept].engine = copy_string(r->engine);
		kept[nr_kept].function = copy_string(r->function);
		kept[nr_kept].raw = NULL;
		nr_kept++;
		break;
	}
	free(b.s);
	return 1;
}

unsigned long output_reported(void)
{
	return reported;
}

/* SARIF. */

static void put_uri(struct buf *b, const char *path)
{
	static const char hex[] = "0123456789ABCDEF";
	const unsigned char *p = (const unsigned char *)path;

	if (*p == '/')
		put(b, "file://");
	for (; *p; p++) {
		if (isalnum(*p) || strchr("/-._~", *p)) {
			put_n(b, (const char *)p, 1);
		} else {
			char esc[3] = { '%', hex[*p >> 4], hex[*p & 15] };

			put_n(b, esc, 3);
		}
	}
}

static const char *check_summary(const char *check)
{
	const struct sysfs_check *c = check_by_name(check);

	if (c)
		return c->summary;
	if (!strcmp(check, "sparse"))
		return "a warning of sparse's own checks (--sparse)";
	return check;
}

static void put_rule(struct buf *b, const char *check)
{
	char *page = docs_page(check), *summary;

	put(b, "{\"id\": ");
	put_json_string(b, check);
	put(b, ", \"shortDescription\": {\"text\": ");
	put_json_string(b, check_summary(check));
	put(b, "}");
	summary = page ? docs_summary(page) : NULL;
	if (summary) {
		put(b, ", \"fullDescription\": {\"text\": ");
		put_json_string(b, summary);
		put(b, "}");
	}
	if (page) {
		put(b, ", \"help\": {\"text\": ");
		put_json_string(b, page);
		put(b, ", \"markdown\": ");
		put_json_string(b, page);
		put(b, "}");
	}
	put(b, ", \"defaultConfiguration\": {\"level\": \"warning\"}}");
	free(summary);
	free(page);
}

/*
 * The rules of one run: every check sysfscheck knows for its own run,
 * and for any run the checks its results name.
 */
static unsigned int run_rules(const char *engine, const char ***rules)
{
	unsigned int n = 0, i, j;

	*rules = NULL;
	if (!strcmp(engine, "sysfscheck"))
		for (i = 0; sysfs_checks[i]; i++) {
			*rules = xrealloc(*rules, (n + 1) * sizeof(**rules));
			(*rules)[n++] = sysfs_checks[i]->name;
		}
	for (i = 0; i < nr_kept; i++) {
		if (strcmp(kept[i].engine, engine))
			continue;
		for (j = 0; j < n; j++)
			if (!strcmp((*rules)[j], kept[i].check))
				break;
		if (j < n)
			continue;
		*rules = xrealloc(*rules, (n + 1) * sizeof(**rules));
		(*rules)[n++] = kept[i].check;
	}
	return n;
}

static unsigned int rule_index(const char **rules, unsigned int n,
			       const char *check)
{
	unsigned int i;

	for (i = 0; i < n; i++)
		if (!strcmp(rules[i], check))
			break;
	return i;
}

/* A stable fingerprint of the baseline key (64-bit FNV-1a). */
static unsigned long long fingerprint(const char *key)
{
	unsigned long long h = 0xcbf29ce484222325ULL;

	for (; *key; key++)
		h = (h ^ (unsigned char)*key) * 0x100000001b3ULL;
	return h;
}

static void put_result(struct buf *b, const struct finding_record *r,
		       const char **rules, unsigned int nr_rules)
{
	char *key = baseline_key(r);

	put(b, "{\"ruleId\": ");
	put_json_string(b, r->check);
	putf(b, ", \"ruleIndex\": %u, \"level\": \"warning\", ",
	     rule_index(rules, nr_rules, r->check));
	put(b, "\"message\": {\"text\": ");
	put_json_string(b, r->message);
	put(b, "}, \"locations\": [{\"physicalLocation\": {\"artifactLocation\": {\"uri\": \"");
	put_uri(b, r->file);
	put(b, "\"");
	if (r->file[0] != '/')
		put(b, ", \"uriBaseId\": \"SRCROOT\"");
	putf(b, "}, \"region\": {\"startLine\": %u", r->line ? r->line : 1);
	if (r->column)
		putf(b, ", \"startColumn\": %u", r->column);
	put(b, "}}");
	if (r->function) {
		put(b, ", \"logicalLocations\": [{\"name\": ");
		put_json_string(b, r->function);
		put(b, ", \"kind\": \"function\"}]");
	}
	putf(b, "}], \"partialFingerprints\": {\"sysfscheckKey/v1\": \"%016llx\"}}",
	     fingerprint(key));
	free(key);
}

static void put_run(struct buf *b, const char *engine)
{
	const char **rules;
	unsigned int nr_rules = run_rules(engine, &rules), i, first = 1;
	char cwd[PATH_MAX];

	put(b, "    {\"tool\": {\"driver\": {\"name\": ");
	put_json_string(b, engine);
	if (!strcmp(engine, "sysfscheck")) {
		put(b, ", \"version\": ");
		put_json_string(b, SYSFSCHECK_VERSION);
	}
	put(b, ", \"rules\": [");
	for (i = 0; i < nr_rules; i++) {
		put(b, i ? ",\n      " : "\n      ");
		put_rule(b, rules[i]);
	}
	put(b, "]}}");
	if (getcwd(cwd, sizeof(cwd))) {
		put(b, ",\n     \"originalUriBaseIds\": {\"SRCROOT\": {\"uri\": \"");
		put_uri(b, cwd);
		put(b, "/\"}}");
	}
	put(b, ",\n     \"results\": [");
	for (i = 0; i < nr_kept; i++) {
		if (strcmp(kept[i].engine, engine))
			continue;
		put(b, first ? "\n      " : ",\n      ");
		put_result(b, &kept[i], rules, nr_rules);
		first = 0;
	}
	put(b, "]}");
	free(rules);
}

void output_finish(void)
{
	struct buf b = { 0 };
	unsigned int i;

	if (format == FORMAT_SARIF) {
		put(&b, "{\"version\": \"2.1.0\",\n");
		put(&b, " \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n");
		put(&b, " \"runs\": [\n");
		for (i = 0; i < nr_engines; i++) {
			if (i)
				put(&b, ",\n");
			put_run(&b, engines[i]);
		}
		put(&b, "\n ]}\n");
		emit(&b);
		free(b.s);
	}
	if (out_fd >= 0)
		close(out_fd);
	if (baseline_fd >= 0)
		close(baseline_fd);
	out_fd = baseline_fd = -1;
}
