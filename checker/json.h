/* SPDX-License-Identifier: MIT */
/*
 * A small JSON reader for what sysfscheck reads back: its own JSON Lines
 * and SARIF logs (to convert them, and to merge a SARIF log that several
 * checker processes share under Kbuild).
 */
#ifndef JSON_H
#define JSON_H

enum json_kind {
	JSON_NULL,
	JSON_FALSE,
	JSON_TRUE,
	JSON_NUMBER,
	JSON_STRING,
	JSON_ARRAY,
	JSON_OBJECT,
};

struct json {
	enum json_kind kind;
	char *string;		/* JSON_STRING; JSON_NUMBER: as written */
	unsigned int n;		/* JSON_ARRAY, JSON_OBJECT: members */
	char **keys;		/* JSON_OBJECT */
	struct json **items;
};

/*
 * Parses the whole of @text (white space around the value allowed);
 * NULL with a reason in @why when it is not one JSON value.
 */
struct json *json_parse(const char *text, char *why, unsigned int len);
void json_free(struct json *v);

/* The member @key of an object, or NULL (also when @obj is no object). */
const struct json *json_get(const struct json *obj, const char *key);

/* A string member's text, a number member's value, or the fallback. */
const char *json_get_string(const struct json *obj, const char *key);
long json_get_number(const struct json *obj, const char *key, long fallback);

/* Item @i of an array, or NULL. */
const struct json *json_at(const struct json *array, unsigned int i);

#endif
