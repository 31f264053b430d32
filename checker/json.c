// SPDX-License-Identifier: MIT
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buffer.h"
#include "json.h"

/* Deeper nesting than any log sysfscheck writes is refused, not recursed. */
#define MAX_DEPTH 64

struct reader {
	const char *p;
	const char *error;
};

static struct json *new_value(enum json_kind kind)
{
	struct json *v = xrealloc(NULL, sizeof(*v));

	memset(v, 0, sizeof(*v));
	v->kind = kind;
	return v;
}

static void skip_space(struct reader *r)
{
	while (*r->p == ' ' || *r->p == '\t' || *r->p == '\n' || *r->p == '\r')
		r->p++;
}

static int hex4(const char *p, unsigned int *out)
{
	unsigned int i, c = 0;

	for (i = 0; i < 4; i++) {
		if (!isxdigit((unsigned char)p[i]))
			return -1;
		c = c * 16 + (isdigit((unsigned char)p[i]) ? p[i] - '0' :
			      tolower((unsigned char)p[i]) - 'a' + 10);
	}
	*out = c;
	return 0;
}

static size_t put_utf8(char *s, unsigned int c)
{
	if (c < 0x80) {
		s[0] = c;
		return 1;
	}
	if (c < 0x800) {
		s[0] = 0xc0 | (c >> 6);
		s[1] = 0x80 | (c & 0x3f);
		return 2;
	}
	if (c < 0x10000) {
		s[0] = 0xe0 | (c >> 12);
		s[1] = 0x80 | ((c >> 6) & 0x3f);
		s[2] = 0x80 | (c & 0x3f);
		return 3;
	}
	s[0] = 0xf0 | (c >> 18);
	s[1] = 0x80 | ((c >> 12) & 0x3f);
	s[2] = 0x80 | ((c >> 6) & 0x3f);
	s[3] = 0x80 | (c & 0x3f);
	return 4;
}

static char *read_string(struct reader *r)
{
	static const char escapes[] = "\"\"\\\\//b\bf\fn\nr\rt\t";
	const char *start = ++r->p;
	char *s, *o;

	/* The decoded text is never longer than the escaped one. */
	while (*r->p && *r->p != '"')
		r->p += *r->p == '\\' && r->p[1] ? 2 : 1;
	if (*r->p != '"') {
		r->error = "unterminated string";
		return NULL;
	}
	o = s = xrealloc(NULL, r->p - start + 1);
	for (r->p = start; *r->p != '"'; r->p++) {
		const char *e;
		unsigned int c, low;

		if ((unsigned char)*r->p < 0x20) {
			r->error = "control character in a string";
			free(s);
			return NULL;
		}
		if (*r->p != '\\') {
			*o++ = *r->p;
			continue;
		}
		r->p++;
		if (*r->p != 'u') {
			for (e = escapes; *e && *e != *r->p; e += 2)
				;
			if (!*e) {
				r->error = "bad escape in a string";
				free(s);
				return NULL;
			}
			*o++ = e[1];
			continue;
		}
		if (hex4(r->p + 1, &c)) {
			r->error = "bad \\u escape";
			free(s);
			return NULL;
		}
		r->p += 4;
		if (c >= 0xd800 && c < 0xdc00 && r->p[1] == '\\' &&
		    r->p[2] == 'u' && !hex4(r->p + 3, &low) &&
		    low >= 0xdc00 && low < 0xe000) {
			c = 0x10000 + ((c - 0xd800) << 10) + (low - 0xdc00);
			r->p += 6;
		}
		o += put_utf8(o, c);
	}
	r->p++;
	*o = '\0';
	return s;
}

static struct json *read_value(struct reader *r, int depth);

static void add_member(struct json *v, char *key, struct json *item)
{
	v->items = xrealloc(v->items, (v->n + 1) * sizeof(*v->items));
	if (v->kind == JSON_OBJECT) {
		v->keys = xrealloc(v->keys, (v->n + 1) * sizeof(*v->keys));
		v->keys[v->n] = key;
	}
	v->items[v->n++] = item;
}

static struct json *read_container(struct reader *r, int depth)
{
	int object = *r->p == '{';
	char close = object ? '}' : ']';
	struct json *v = new_value(object ? JSON_OBJECT : JSON_ARRAY);

	r->p++;
	skip_space(r);
	if (*r->p == close) {
		r->p++;
		return v;
	}
	for (;;) {
		char *key = NULL;
		struct json *item;

		skip_space(r);
		if (object) {
			if (*r->p != '"') {
				r->error = "expected a member name";
				break;
			}
			key = read_string(r);
			if (!key)
				break;
			skip_space(r);
			if (*r->p++ != ':') {
				r->error = "expected ':'";
				free(key);
				break;
			}
		}
		item = read_value(r, depth + 1);
		if (!item) {
			free(key);
			break;
		}
		add_member(v, key, item);
		skip_space(r);
		if (*r->p == ',') {
			r->p++;
			continue;
		}
		if (*r->p == close) {
			r->p++;
			return v;
		}
		r->error = object ? "expected ',' or '}'" : "expected ',' or ']'";
		break;
	}
	json_free(v);
	return NULL;
}

static struct json *read_value(struct reader *r, int depth)
{
	static const struct {
		const char *word;
		enum json_kind kind;
	} words[] = {
		{ "null", JSON_NULL }, { "false", JSON_FALSE }, { "true", JSON_TRUE },
		{ NULL }
	};
	struct json *v;
	unsigned int i;

	if (depth > MAX_DEPTH) {
		r->error = "nested too deeply";
		return NULL;
	}
	skip_space(r);
	if (*r->p == '{' || *r->p == '[')
		return read_container(r, depth);
	if (*r->p == '"') {
		char *s = read_string(r);

		if (!s)
			return NULL;
		v = new_value(JSON_STRING);
		v->string = s;
		return v;
	}
	for (i = 0; words[i].word; i++)
		if (!strncmp(r->p, words[i].word, strlen(words[i].word))) {
			r->p += strlen(words[i].word);
			return new_value(words[i].kind);
		}
	if (*r->p == '-' || isdigit((unsigned char)*r->p)) {
		const char *start = r->p;

		r->p++;
		while (isdigit((unsigned char)*r->p) || strchr(".eE+-", *r->p))
			r->p++;
		v = new_value(JSON_NUMBER);
		v->string = string_copy_n(start, r->p - start);
		return v;
	}
	r->error = *r->p ? "unexpected character" : "unexpected end";
	return NULL;
}

struct json *json_parse(const char *text, char *why, unsigned int len)
{
	struct reader r = { .p = text };
	struct json *v = read_value(&r, 0);

	if (v) {
		skip_space(&r);
		if (*r.p) {
			r.error = "text after the value";
			json_free(v);
			v = NULL;
		}
	}
	if (!v)
		snprintf(why, len, "%s at offset %ld", r.error,
			 (long)(r.p - text));
	return v;
}

void json_free(struct json *v)
{
	unsigned int i;

	if (!v)
		return;
	for (i = 0; i < v->n; i++) {
		json_free(v->items[i]);
		if (v->keys)
			free(v->keys[i]);
	}
	free(v->items);
	free(v->keys);
	free(v->string);
	free(v);
}

const struct json *json_get(const struct json *obj, const char *key)
{
	unsigned int i;

	if (!obj || obj->kind != JSON_OBJECT)
		return NULL;
	for (i = 0; i < obj->n; i++)
		if (!strcmp(obj->keys[i], key))
			return obj->items[i];
	return NULL;
}

const char *json_get_string(const struct json *obj, const char *key)
{
	const struct json *v = json_get(obj, key);

	return v && (v->kind == JSON_STRING || v->kind == JSON_NUMBER) ?
	       v->string : NULL;
}

long json_get_number(const struct json *obj, const char *key, long fallback)
{
	const struct json *v = json_get(obj, key);
	char *end;
	long n;

	if (!v || v->kind != JSON_NUMBER)
		return fallback;
	n = strtol(v->string, &end, 10);
	return *end ? fallback : n;
}

const struct json *json_at(const struct json *array, unsigned int i)
{
	if (!array || array->kind != JSON_ARRAY || i >= array->n)
		return NULL;
	return array->items[i];
}
