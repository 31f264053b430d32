// SPDX-License-Identifier: MIT
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "docs.h"

/*
 * Where pages may be, relative to the directory of the executable: the
 * installed layout (bin/ beside share/sysfscheck/checks) and the source
 * tree (checker/ beside docs/checks). SYSFSCHECK_DOCDIR comes first.
 */
static const char *const relative_dirs[] = {
	"../share/sysfscheck/checks",
	"../docs/checks",
	NULL
};

#define MAX_DIRS 3

static char dirs[MAX_DIRS][PATH_MAX + 64];
static int nr_dirs = -1;

static void find_dirs(void)
{
	char exe[PATH_MAX], *slash;
	const char *env = getenv("SYSFSCHECK_DOCDIR");
	ssize_t n;
	unsigned int i;

	nr_dirs = 0;
	if (env && *env)
		snprintf(dirs[nr_dirs++], sizeof(dirs[0]), "%s", env);
	n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
	if (n <= 0)
		return;
	exe[n] = '\0';
	slash = strrchr(exe, '/');
	if (!slash)
		return;
	*slash = '\0';
	for (i = 0; relative_dirs[i]; i++)
		snprintf(dirs[nr_dirs++], sizeof(dirs[0]), "%s/%s", exe,
			 relative_dirs[i]);
}

static char *read_all(const char *path)
{
	FILE *f = fopen(path, "r");
	char *text = NULL;
	size_t len = 0, cap = 0, got;

	if (!f)
		return NULL;
	do {
		if (cap - len < 4096) {
			cap = cap ? 2 * cap : 8192;
			text = realloc(text, cap + 1);
			if (!text) {
				fclose(f);
				return NULL;
			}
		}
		got = fread(text + len, 1, cap - len, f);
		len += got;
	} while (got > 0);
	fclose(f);
	text[len] = '\0';
	return text;
}

char *docs_page(const char *check)
{
	int i;

	/* A check name never holds a path. */
	if (!*check || strchr(check, '/') || check[0] == '.')
		return NULL;
	if (nr_dirs < 0)
		find_dirs();
	for (i = 0; i < nr_dirs; i++) {
		char *path, *text;

		if (asprintf(&path, "%s/%s.md", dirs[i], check) < 0)
			return NULL;
		text = read_all(path);
		free(path);
		if (text)
			return text;
	}
	return NULL;
}

const char *docs_search_path(void)
{
	static char buf[MAX_DIRS * (PATH_MAX + 65)];
	size_t len = 0;
	int i;

	if (nr_dirs < 0)
		find_dirs();
	buf[0] = '\0';
	for (i = 0; i < nr_dirs; i++)
		len += snprintf(buf + len, sizeof(buf) - len, "%s%s",
				i ? ":" : "", dirs[i]);
	return buf;
}

/* Pages start "# name", then a paragraph; headings and code come later. */
char *docs_summary(const char *page)
{
	const char *p = page, *start = NULL, *end;
	char *out, *o;

	while (*p) {
		const char *eol = strchrnul(p, '\n');

		if (!start && eol > p && *p != '#')
			start = p;
		else if (start && (eol == p || *p == '#'))
			break;
		p = *eol ? eol + 1 : eol;
	}
	if (!start)
		return NULL;
	end = p;
	while (end > start && (end[-1] == '\n' || end[-1] == ' '))
		end--;
	out = malloc(end - start + 1);
	if (!out)
		return NULL;
	/* Plain text on one line: no emphasis or code marks, no newlines. */
	for (o = out; start < end; start++) {
		if (*start == '*' || *start == '`')
			continue;
		*o++ = *start == '\n' ? ' ' : *start;
	}
	*o = '\0';
	return out;
}
