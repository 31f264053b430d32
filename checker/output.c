// SPDX-License-Identifier: MIT
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "buffer.h"
#include "checks.h"
#include "docs.h"
#include "findings-in.h"
#include "output.h"
#include "source.h"
#include "suppress.h"
#include "version.h"

static enum output_format format = FORMAT_GCC;
static int out_fd = -1;			/* --output: appended to */
static int baseline_fd = -1;		/* --write-baseline */
static int list_suppressed;		/* --list-suppressed */
static enum finding_level min_level = LEVEL_DEFAULT;	/* --level */
static unsigned long reported;

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
static int write_error;		/* errno of the first failed write */

static void write_all(int fd, const char *s, size_t len)
{
	while (len > 0) {
		ssize_t n = write(fd, s, len);

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0) {
			if (!write_error)
				write_error = n < 0 ? errno : ENOSPC;
			return;
		}
		s += n;
		len -= n;
	}
}

/* Read access too, when the file allows it: a SARIF log is merged. */
static int open_append(const char *path, char *why, unsigned int len)
{
	int fd = open(path, O_RDWR | O_CREAT | O_APPEND | O_CLOEXEC, 0666);

	if (fd < 0)
		fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0666);
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

void output_list_suppressed(int on)
{
	list_suppressed = on;
}

void output_set_level(enum finding_level level)
{
	min_level = level;
}

int output_set_baseline_out(const char *path, char *why, unsigned int len)
{
	baseline_fd = open_append(path, why, len);
	return baseline_fd < 0 ? -1 : 0;
}

/*
 * Baseline keys. A key must survive edits elsewhere in the file, and the
 * two engines, which word the same bug differently, must give it the same
 * key: so it holds no position and no message, but the file, the check,
 * the top-level definition (function or array) the finding lies in and
 * the code of its line, read from the source text (source.h) whatever the
 * engine. When the file cannot be read (a log from elsewhere), the
 * engine's function and the message, with the line numbers it mentions
 * replaced by "N", stand in for the last two.
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
	const struct source_file *sf = source_get(r->file);
	struct buf b = { 0 };
	const char *scope = "";
	unsigned int first, last;
	int is_function;

	put(&b, key_path(r->file));
	put(&b, "\t");
	put(&b, r->check);
	put(&b, "\t");
	if (sf && r->line && r->line <= source_lines(sf)) {
		source_definition(sf, r->line, &scope, &is_function, &first,
				  &last);
		put(&b, scope);
		put(&b, "\t");
		put(&b, source_code(sf, r->line));
	} else {
		put(&b, r->function ? r->function : "");
		put(&b, "\tmessage: ");
		put_normalized_message(&b, r->message);
	}
	return b.s;
}

/*
 * The loaded baseline: keys with a count, since one key may stand for
 * several findings.
 */
struct held {
	char *path, *check, *scope, *code;
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
				 "%s:%u: not a baseline line (file, check, definition and code separated by tabs)",
				 path, lineno);
			free(line);
			fclose(f);
			return -1;
		}
		for (i = 0; i < nr_held; i++)
			if (!strcmp(held[i].path, field[0]) &&
			    !strcmp(held[i].check, field[1]) &&
			    !strcmp(held[i].scope, field[2]) &&
			    !strcmp(held[i].code, field[3]))
				break;
		if (i == nr_held) {
			held = xrealloc(held, (nr_held + 1) * sizeof(*held));
			held[i].path = string_copy(field[0]);
			held[i].check = string_copy(field[1]);
			held[i].scope = string_copy(field[2]);
			held[i].code = string_copy(field[3]);
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

/* Uses up one matching baseline entry. */
static int baseline_holds(const char *key)
{
	char *copy = string_copy(key), *field[4], *p = copy;
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
		    strcmp(h->code, field[3]) ||
		    strcmp(h->scope, field[2]) ||
		    !same_file(h->path, field[0]))
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
	engines[nr_engines++] = string_copy(engine);
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
	if (r->level) {
		put(b, ", \"level\": ");
		put_json_string(b, level_name(r->level));
	}
	put(b, ", \"message\": ");
	put_json_string(b, r->message);
	put(b, ", \"engine\": ");
	put_json_string(b, r->engine);
	put(b, ", \"function\": ");
	put_json_string(b, r->function);
	if (r->suppressed) {
		put(b, ", \"suppressed\": ");
		put_json_string(b, r->suppressed);
	}
	if (r->note)
		put(b, ", \"note\": true");
	put(b, "}\n");
}

static void put_gcc_finding(struct buf *b, const struct finding_record *r)
{
	if (r->raw && !r->suppressed) {
		put(b, r->raw);
		if (!b->len || b->s[b->len - 1] != '\n')
			put(b, "\n");
		return;
	}
	put(b, r->file);
	putf(b, ":%u:", r->line);
	if (r->column)
		putf(b, "%u:", r->column);
	put(b, r->suppressed ? " note: suppressed: " :
	       r->note ? " note: " : " warning: ");
	put(b, r->message);
	put(b, " [");
	put(b, r->check);
	if (r->level) {
		put(b, ":");
		put(b, level_name(r->level));
	}
	put(b, "]");
	if (r->suppressed) {
		put(b, " -- ");
		put(b, r->suppressed);
	}
	put(b, "\n");
}

/* Each column from the other, when the file can be read. */
static void complete_columns(struct finding_record *r)
{
	struct source_column col = { 0 };
	const struct source_file *sf;

	if (!r->column == !r->char_column)
		return;
	sf = source_get(r->file);
	if (!sf)
		return;
	col.given = r->column ? COLUMN_GCC : COLUMN_CHARS;
	col.gcc = r->column;
	col.chars = r->char_column;
	if (source_columns(sf, r->line, &col))
		return;
	r->column = col.gcc;
	r->char_column = col.chars;
}

static void keep(const struct finding_record *r)
{
	struct finding_record *k;

	kept = xrealloc(kept, (nr_kept + 1) * sizeof(*kept));
	k = &kept[nr_kept++];
	*k = *r;
	k->file = string_copy(r->file);
	k->check = string_copy(r->check);
	k->message = string_copy(r->message);
	k->engine = string_copy(r->engine);
	k->function = string_copy(r->function);
	k->suppressed = string_copy(r->suppressed);
	k->raw = NULL;
	output_engine(r->engine);
}

int output_finding(const struct finding_record *given)
{
	struct finding_record r = *given;
	struct buf b = { 0 };
	char *key;
	int held_back;

	output_engine(r.engine);
	complete_columns(&r);
	/* Matched first: a suppression of a hidden finding is still used. */
	if (!r.suppressed)
		r.suppressed = suppress_match(&r);
	if (r.level && r.level < min_level)
		return 0;
	if (r.suppressed && !list_suppressed)
		return 0;
	if (r.suppressed)
		goto out;

	key = baseline_key(&r);
	held_back = nr_held && baseline_holds(key);
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
	if (!r.note)
		reported++;
out:
	switch (format) {
	case FORMAT_GCC:
		put_gcc_finding(&b, &r);
		emit(&b);
		break;
	case FORMAT_JSON:
		put_json_finding(&b, &r);
		emit(&b);
		break;
	case FORMAT_SARIF:
		keep(&r);
		break;
	}
	free(b.s);
	return !r.suppressed;
}

unsigned long output_reported(void)
{
	return reported;
}

/*
 * SARIF. A result's file is a URI relative to one of two bases the run
 * defines in originalUriBaseIds: SRCROOT, the working directory (the
 * kernel tree under Kbuild, the headers directory out of tree), for files
 * below it; EXTERNALROOT, the deepest directory holding every other file
 * (the module's directory under out-of-tree Kbuild).
 */

static char work_dir[PATH_MAX];
static char *external_root;
static char *srcroot;		/* --srcroot: what work_dir stands for */

int output_set_srcroot(const char *dir, char *why, unsigned int len)
{
	char *real = realpath(dir, NULL);
	struct stat st;

	if (!real || stat(real, &st) || !S_ISDIR(st.st_mode)) {
		snprintf(why, len, "--srcroot: '%s' is not a directory", dir);
		free(real);
		return -1;
	}
	free(srcroot);
	if (asprintf(&srcroot, "%s%s", real, strcmp(real, "/") ? "/" : "") < 0)
		srcroot = NULL;
	free(real);
	return 0;
}

/* @path as an absolute path (malloc'ed), "./" and "x/.." taken out. */
static char *absolute(const char *path)
{
	char *abs, *p, *q;

	if (path[0] == '/')
		abs = string_copy(path);
	else if (asprintf(&abs, "%s%s", work_dir, path) < 0)
		abs = string_copy(path);
	/* "//" and "/./" -> "/", "/dir/../" -> "/" */
	while ((p = strstr(abs, "//")))
		memmove(p, p + 1, strlen(p + 1) + 1);
	for (p = abs; (p = strstr(p, "/./"));)
		memmove(p, p + 2, strlen(p + 2) + 1);
	while ((p = strstr(abs, "/../")) && p > abs) {
		for (q = p - 1; q > abs && *q != '/'; q--)
			;
		memmove(q, p + 3, strlen(p + 3) + 1);
	}
	return abs;
}

/* @path below @dir ("/a/b/"): what follows, else NULL. */
static const char *below(const char *path, const char *dir)
{
	size_t n = strlen(dir);

	return !strncmp(path, dir, n) ? path + n : NULL;
}

/*
 * @path relative to SRCROOT, or NULL: below the working directory, or
 * below what --srcroot says it stands for (a merged log's results).
 */
static const char *below_srcroot(const char *path)
{
	const char *rest = below(path, work_dir);

	if (!rest && srcroot)
		rest = below(path, srcroot);
	return rest;
}

static void find_bases(void)
{
	unsigned int i;
	char *dir;

	if (!getcwd(work_dir, sizeof(work_dir) - 1))
		strcpy(work_dir, "/");
	if (strcmp(work_dir, "/"))
		strcat(work_dir, "/");
	free(external_root);
	external_root = NULL;
	for (i = 0; i < nr_kept; i++) {
		char *abs = absolute(kept[i].file), *end;

		if (below_srcroot(abs)) {
			free(abs);
			continue;
		}
		end = strrchr(abs, '/');
		end[1] = '\0';
		if (!external_root) {
			external_root = abs;
			continue;
		}
		/* The common directory of the two. */
		for (dir = external_root; *dir && *dir == abs[dir - external_root]; dir++)
			;
		*dir = '\0';
		end = strrchr(external_root, '/');
		end[1] = '\0';
		free(abs);
	}
}

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

static void put_artifact(struct buf *b, const char *file)
{
	char *abs = absolute(file);
	const char *rest = below_srcroot(abs);

	put(b, "{\"uri\": \"");
	if (rest) {
		put_uri(b, rest);
		put(b, "\", \"uriBaseId\": \"SRCROOT\"}");
	} else {
		put_uri(b, below(abs, external_root));
		put(b, "\", \"uriBaseId\": \"EXTERNALROOT\"}");
	}
	free(abs);
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
	putf(b, ", \"ruleIndex\": %u, \"level\": \"%s\", ",
	     rule_index(rules, nr_rules, r->check),
	     r->note ? "note" : level_sarif(r->level));
	put(b, "\"message\": {\"text\": ");
	put_json_string(b, r->message);
	put(b, "}, \"locations\": [{\"physicalLocation\": {\"artifactLocation\": ");
	put_artifact(b, r->file);
	putf(b, ", \"region\": {\"startLine\": %u", r->line ? r->line : 1);
	if (r->char_column)
		putf(b, ", \"startColumn\": %u", r->char_column);
	put(b, "}}");
	if (r->function) {
		put(b, ", \"logicalLocations\": [{\"name\": ");
		put_json_string(b, r->function);
		put(b, ", \"kind\": \"function\"}]");
	}
	putf(b, "}], \"partialFingerprints\": {\"sysfscheckKey/v2\": \"%016llx\"}",
	     fingerprint(key));
	/* SARIF's three levels say less than ours: ours, for reading back. */
	if (r->level)
		putf(b, ", \"properties\": {\"sysfscheckLevel\": \"%s\"}",
		     level_name(r->level));
	if (r->suppressed) {
		put(b, ", \"suppressions\": [{\"kind\": \"inSource\", \"justification\": ");
		put_json_string(b, r->suppressed);
		put(b, "}]");
	}
	put(b, "}");
	free(key);
}

static void put_base(struct buf *b, const char *name, const char *dir)
{
	put(b, "\"");
	put(b, name);
	put(b, "\": {\"uri\": \"");
	put_uri(b, dir);
	put(b, "\"}");
}

static void put_run(struct buf *b, const char *engine)
{
	const char **rules;
	unsigned int nr_rules = run_rules(engine, &rules), i, first = 1;

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
	put(b, ",\n     \"originalUriBaseIds\": {");
	put_base(b, "SRCROOT", srcroot ? srcroot : work_dir);
	if (external_root) {
		put(b, ", ");
		put_base(b, "EXTERNALROOT", external_root);
	}
	put(b, "}");
	put(b, ",\n     \"columnKind\": \"unicodeCodePoints\"");
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

static void take_result(const struct finding_record *r, void *arg)
{
	keep(r);
}

/*
 * The log an --output file already holds (another checker process of
 * the same Kbuild run wrote it): its results join this run's. Returns -1
 * when the file holds something else.
 */
static int merge_existing(int fd, const char *name)
{
	struct stat st;
	char *text, why[256];
	ssize_t n;
	size_t got = 0;
	int status = 0;

	if (fstat(fd, &st) || !S_ISREG(st.st_mode) || st.st_size == 0)
		return 0;
	text = xrealloc(NULL, st.st_size + 1);
	while (got < (size_t)st.st_size &&
	       (n = pread(fd, text + got, st.st_size - got, got)) > 0)
		got += n;
	text[got] = '\0';
	if (got != (size_t)st.st_size) {
		fprintf(stderr, "sysfscheck: error: cannot read '%s' to merge this run's SARIF log into it: %s\n",
			name, strerror(errno));
		status = -1;
	} else if (sarif_read(text, take_result, NULL, why, sizeof(why)) < 0) {
		fprintf(stderr, "sysfscheck: error: '%s' holds something other than a SARIF log (%s); remove it or choose another --output\n",
			name, why);
		status = -1;
	}
	free(text);
	return status;
}

static const char *out_name;

int output_set_file(const char *path, char *why, unsigned int len)
{
	out_name = path;
	out_fd = open_append(path, why, len);
	return out_fd < 0 ? -1 : 0;
}

int output_finish(void)
{
	struct buf b = { 0 };
	unsigned int i;
	int status = 0;

	if (format == FORMAT_SARIF) {
		/* One log per file: processes sharing it take turns. */
		if (out_fd >= 0) {
			while (flock(out_fd, LOCK_EX) && errno == EINTR)
				;
			status = merge_existing(out_fd, out_name);
		}
		find_bases();
		put(&b, "{\"version\": \"2.1.0\",\n");
		put(&b, " \"$schema\": \"https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json\",\n");
		put(&b, " \"runs\": [\n");
		for (i = 0; i < nr_engines; i++) {
			if (i)
				put(&b, ",\n");
			put_run(&b, engines[i]);
		}
		put(&b, "\n ]}\n");
		if (!status) {
			if (out_fd >= 0 && ftruncate(out_fd, 0) && errno != EINVAL)
				write_error = errno;
			emit(&b);
		}
		free(b.s);
	}
	if (write_error && !status) {
		fprintf(stderr, "sysfscheck: error: cannot write the findings%s%s%s: %s\n",
			out_name ? " to '" : "", out_name ? out_name : "",
			out_name ? "'" : "", strerror(write_error));
		status = -1;
	}
	if (out_fd >= 0)
		close(out_fd);
	if (baseline_fd >= 0)
		close(baseline_fd);
	out_fd = baseline_fd = -1;
	return status;
}
