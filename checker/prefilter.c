// SPDX-License-Identifier: MIT
#include <ctype.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "prefilter.h"
#include "sysfs-model.h"

/* Quoted includes are followed this deep. */
#define MAX_DEPTH 8
/* And at most this many headers per input file. */
#define MAX_HEADERS 64
#define WORD_BUCKETS 256

/* Where a word must stand to name the API. */
enum word_kind {
	WORD_FUNCTION,		/* anywhere */
	WORD_TAG,		/* after "struct" */
	WORD_MEMBER,		/* after "." or "->" */
};

struct word {
	const char *text;
	size_t len;
	enum word_kind kind;
	struct word *next;
};

static struct word *buckets[WORD_BUCKETS];
static struct word *words;
static unsigned int nr_words;
static int words_ready;

static const char **dirs;
static unsigned int nr_dirs;

static char *seen[MAX_HEADERS];
static unsigned int nr_seen;

/* The first word found, for --print-prefilter. */
static struct {
	char path[512];
	unsigned int line;
	char word[64];
} why;

void prefilter_add_dir(const char *dir)
{
	dirs = realloc(dirs, (nr_dirs + 1) * sizeof(*dirs));
	if (!dirs)
		return;
	dirs[nr_dirs++] = dir;
}

static unsigned int hash_word(const char *s, size_t len)
{
	unsigned int h = 5381;

	while (len--)
		h = h * 33 + (unsigned char)*s++;
	return h % WORD_BUCKETS;
}

static void add_word(const char *text, enum word_kind kind)
{
	struct word *w;
	unsigned int b;
	size_t len;

	if (!text)
		return;
	len = strlen(text);
	b = hash_word(text, len);
	for (w = buckets[b]; w; w = w->next)
		if (w->len == len && !memcmp(w->text, text, len))
			return;
	w = &words[nr_words++];
	w->text = text;
	w->len = len;
	w->kind = kind;
	w->next = buckets[b];
	buckets[b] = w;
}

/*
 * From the model: every struct tag it describes, the members it names that
 * hold lists, and every function that creates or registers sysfs entries.
 * Every finding involves one of them: a callback is typed by its attribute
 * struct, a list by its element, a leak or a teardown by the creation it
 * undoes. Removers, deferred actions and page writers (sprintf, memcpy)
 * are not words: alone they cannot give a finding, and they are in most
 * files. A new row in the model is a new word.
 */
static int creates(const struct sysfs_function *fn)
{
	return fn->role == FN_CREATE || fn->role == FN_MANAGED ||
	       fn->role == FN_REGISTER;
}

static void build_words(void)
{
	static const char *const list_tags[] = {
		TAG_ATTRIBUTE, TAG_BIN_ATTRIBUTE, TAG_ATTRIBUTE_GROUP,
	};
	unsigned int i, n = 0;

	for (i = 0; sysfs_members[i].role; i++)
		n += 2;
	for (i = 0; sysfs_functions[i].name; i++)
		n++;
	words = calloc(n + 3, sizeof(*words));
	if (!words)
		return;
	for (i = 0; i < 3; i++)
		add_word(list_tags[i], WORD_TAG);
	for (i = 0; sysfs_members[i].role; i++) {
		/*
		 * Whether a driver can be unbound, or who tears an
		 * interface down, matters only to a file that creates
		 * entries, which names a creating function.
		 */
		if (sysfs_members[i].role == ROLE_NO_UNBIND ||
		    sysfs_members[i].role == ROLE_TEARDOWN)
			continue;
		add_word(sysfs_members[i].tag, WORD_TAG);
		if (sysfs_members[i].tag && sysfs_members[i].role == ROLE_LIST)
			add_word(sysfs_members[i].member, WORD_MEMBER);
	}
	for (i = 0; sysfs_functions[i].name; i++)
		if (creates(&sysfs_functions[i]))
			add_word(sysfs_functions[i].name, WORD_FUNCTION);
	words_ready = 1;
}

void prefilter_print_pattern(void)
{
	unsigned int i;

	if (!words_ready)
		build_words();
	printf("\\<(");
	for (i = 0; i < nr_words; i++)
		printf("%s%s", i ? "|" : "", words[i].text);
	printf(")\\>\n");
}

static const struct word *find_word(const char *s, size_t len)
{
	struct word *w;

	for (w = buckets[hash_word(s, len)]; w; w = w->next)
		if (w->len == len && !memcmp(w->text, s, len))
			return w;
	return NULL;
}

/* The whole file, NUL-terminated; NULL if it cannot be read. */
static char *slurp(const char *path, size_t *size)
{
	struct stat st;
	char *buf;
	ssize_t n;
	size_t got = 0;
	int fd;

	fd = open(path, O_RDONLY);
	if (fd < 0)
		return NULL;
	if (fstat(fd, &st) < 0 || !S_ISREG(st.st_mode)) {
		close(fd);
		return NULL;
	}
	buf = malloc(st.st_size + 1);
	if (!buf) {
		close(fd);
		return NULL;
	}
	while (got < (size_t)st.st_size) {
		n = read(fd, buf + got, st.st_size - got);
		if (n <= 0)
			break;
		got += n;
	}
	close(fd);
	buf[got] = '\0';
	*size = got;
	return buf;
}

static int ident_start(int c)
{
	return isalpha(c) || c == '_';
}

static int ident_char(int c)
{
	return isalnum(c) || c == '_';
}

static int scan(const char *path, int depth);

/* "#include "name"" at @p (a line start): follow it. */
static int follow_include(const char *p, const char *from, int depth)
{
	char name[512], cand[1024];
	const char *q, *slash;
	size_t len;
	unsigned int i;

	while (*p == ' ' || *p == '\t')
		p++;
	if (*p++ != '#')
		return 0;
	while (*p == ' ' || *p == '\t')
		p++;
	if (strncmp(p, "include", 7))
		return 0;
	p += 7;
	while (*p == ' ' || *p == '\t')
		p++;
	if (*p++ != '"')
		return 0;
	q = strchr(p, '"');
	if (!q || memchr(p, '\n', q - p) || (size_t)(q - p) >= sizeof(name))
		return 0;
	len = q - p;
	memcpy(name, p, len);
	name[len] = '\0';

	/* The including file's directory first, then -iquote and -I. */
	slash = strrchr(from, '/');
	if (name[0] == '/')
		snprintf(cand, sizeof(cand), "%s", name);
	else if (slash)
		snprintf(cand, sizeof(cand), "%.*s/%s", (int)(slash - from),
			 from, name);
	else
		snprintf(cand, sizeof(cand), "%s", name);
	if (!access(cand, R_OK))
		return scan(cand, depth + 1);
	for (i = 0; i < nr_dirs && name[0] != '/'; i++) {
		snprintf(cand, sizeof(cand), "%s/%s", dirs[i], name);
		if (!access(cand, R_OK))
			return scan(cand, depth + 1);
	}
	return 0;
}

static int already_seen(const char *path)
{
	unsigned int i;

	for (i = 0; i < nr_seen; i++)
		if (!strcmp(seen[i], path))
			return 1;
	if (nr_seen == MAX_HEADERS)
		return -1;
	seen[nr_seen++] = strdup(path);
	return 0;
}

/*
 * Comments and literals cannot name the API: skip them. @p is at '/', '"'
 * or '\''; returns the first character after the comment or literal, or
 * @p itself when it starts neither.
 */
static const char *skip_inert(const char *p)
{
	char quote;

	if (p[0] == '/' && p[1] == '/') {
		while (*p && *p != '\n')
			p++;
		return p;
	}
	if (p[0] == '/' && p[1] == '*') {
		const char *end = strstr(p + 2, "*/");

		return end ? end + 2 : p + strlen(p);
	}
	if (*p != '"' && *p != '\'')
		return p;
	quote = *p++;
	while (*p && *p != quote && *p != '\n')
		p += (p[0] == '\\' && p[1]) ? 2 : 1;
	return *p == quote ? p + 1 : p;
}

static void remember_why(const char *path, const char *text, const char *at,
			 size_t len)
{
	const char *p;

	if (why.word[0])
		return;
	why.line = 1;
	for (p = text; p < at; p++)
		why.line += *p == '\n';
	snprintf(why.path, sizeof(why.path), "%s", path);
	snprintf(why.word, sizeof(why.word), "%.*s", (int)len, at);
}

/* 1: names the API (or unsure), 0: does not. */
static int scan(const char *path, int depth)
{
	const char *p, *line;
	enum word_kind context = WORD_FUNCTION;
	size_t size;
	char *text;
	int found = 0, s;

	s = already_seen(path);
	if (s) {
		if (s < 0)
			snprintf(why.word, sizeof(why.word), "(over %d headers)",
				 MAX_HEADERS);
		return s < 0;	/* too many headers: do not skip */
	}
	if (depth > MAX_DEPTH) {
		snprintf(why.word, sizeof(why.word),
			 "(includes nested over %d deep)", MAX_DEPTH);
		return 1;
	}
	text = slurp(path, &size);
	if (!text)
		return depth == 0;
	line = text;
	for (p = text; *p && !found; ) {
		const char *next = skip_inert(p);

		if (next != p) {
			p = next;
			continue;
		}
		if (ident_start((unsigned char)*p)) {
			const char *start = p;
			const struct word *w;

			while (ident_char((unsigned char)*p))
				p++;
			w = find_word(start, p - start);
			/*
			 * "struct attribute", ".attrs", "->default_groups":
			 * a member or a variable that is only called so is
			 * not the API.
			 */
			found = w && (w->kind == WORD_FUNCTION ||
				      w->kind == context);
			if (found)
				remember_why(path, text, start, p - start);
			context = p - start == 6 && !memcmp(start, "struct", 6) ?
				  WORD_TAG : WORD_FUNCTION;
			line = NULL;
			continue;
		}
		if (isdigit((unsigned char)*p)) {
			while (ident_char((unsigned char)*p))
				p++;
			line = NULL;
			context = WORD_FUNCTION;
			continue;
		}
		if (*p == '#' && line) {
			found = follow_include(line, path, depth);
			line = NULL;
		} else if (*p == '\n') {
			line = p + 1;
		} else if (*p != ' ' && *p != '\t') {
			line = NULL;
			context = *p == '.' || (*p == '>' && p > text &&
						p[-1] == '-') ?
				  WORD_MEMBER : WORD_FUNCTION;
		}
		p++;
	}
	free(text);
	return found;
}

int prefilter_wants(const char *path)
{
	unsigned int i;
	int wants;

	if (!words_ready)
		build_words();
	if (!words_ready || !strcmp(path, "-"))
		return 1;
	memset(&why, 0, sizeof(why));
	wants = scan(path, 0);
	for (i = 0; i < nr_seen; i++)
		free(seen[i]);
	nr_seen = 0;
	return wants;
}

void prefilter_print_verdict(const char *path)
{
	if (!prefilter_wants(path))
		printf("%s: skipped: names no word of the sysfs model\n", path);
	else if (why.path[0])
		printf("%s: parsed: '%s' at %s:%u\n", path, why.word,
		       why.path, why.line);
	else if (why.word[0])
		printf("%s: parsed: %s\n", path, why.word);
	else
		printf("%s: parsed: not a readable regular file\n", path);
}
