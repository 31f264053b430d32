/* SPDX-License-Identifier: MIT */
/*
 * Objects: what an expression of the file designates, as a structure that
 * compares without printing it: a root and a path below it.
 *
 * The root is a variable or function of the file (itself), a local
 * variable or parameter (standing for any object of its struct type, so
 * that "&pdev->dev" in probe() and in remove() are one object), a string,
 * a number or a call; the path is member names, array elements (any
 * element: "attrs[2]" is one of "attrs[i]") and byte offsets.
 *
 * Aliases: a local assigned the address of a member once
 * ("kobj = &policy->kobj;") stands for that member.
 */
#ifndef OBJECT_H
#define OBJECT_H

#include "expression.h"
#include "symbol.h"

#define OBJ_MAX_STEPS	16

enum obj_root {
	OBJ_NONE = 0,	/* no object recorded */
	OBJ_UNKNOWN,	/* no expression, or a symbol without a name */
	OBJ_GLOBAL,	/* a variable or function of the file: name */
	OBJ_TYPED,	/* a local or parameter: name is its struct tag, or its own */
	OBJ_STRING,	/* a string literal: string */
	OBJ_VALUE,	/* a number: value */
	OBJ_CALL,	/* fn(args) */
	OBJ_EXPR,	/* any other expression: expr */
};

enum obj_step_kind {
	STEP_MEMBER,	/* .member (or ->member) */
	STEP_INDEX,	/* [i], any element */
	STEP_OFFSET,	/* + offset bytes */
};

struct obj_step {
	enum obj_step_kind kind;
	struct ident *member;
	long long offset;
};

struct object {
	enum obj_root root;
	struct ident *name;		/* OBJ_GLOBAL, OBJ_TYPED; OBJ_CALL: the function */
	const struct string *string;	/* OBJ_STRING */
	long long value;		/* OBJ_VALUE */
	struct expression *expr;	/* OBJ_EXPR */
	struct object *args;		/* OBJ_CALL */
	int nr_args;
	struct obj_step steps[OBJ_MAX_STEPS];
	int nr_steps;
};

/*
 * The object @e designates (casts, "&" and "*" of a variable aside), its
 * last member dropped when it is named @drop ("kobj": the directory of the
 * object embedding the kobject). Release with obj_free().
 */
void obj_of(struct object *o, struct expression *e, const char *drop);
void obj_free(struct object *o);
void obj_copy(struct object *dst, const struct object *src);

/* @o with the member path @path appended ("wiphy->dev": two members). */
void obj_add_path(struct object *o, const char *path);

int obj_equal(const struct object *a, const struct object *b);
/* Is anything recorded in @o (not OBJ_NONE)? */
int obj_present(const struct object *o);
/* A local or parameter itself, no member or element of it: any object of its type. */
int obj_is_bare(const struct object *o);
/* Does @o start at a local or parameter (whatever the path)? */
int obj_is_typed(const struct object *o);
/* Is some step of @o (or of a call's arguments) an array element? A member? */
int obj_has_index(const struct object *o);
int obj_has_member(const struct object *o);
/* Elements of one array: the same object up to the first element step. */
int obj_same_array(const struct object *a, const struct object *b);
/* Is @element @array[i]? */
int obj_element_of(const struct object *element, const struct object *array);
/* Is @o a variable of the file named @name, indexed first ("name[i]...")? */
int obj_indexes(const struct object *o, struct ident *name);
/* Do @a and @b end with the same member (and what follows it)? */
int obj_same_last_member(const struct object *a, const struct object *b);
/* The struct tag of @type's struct (or of what it points to), or NULL. */
struct ident *obj_tag(struct symbol *type);

/*
 * @o as text: "<platform_device>.dev", "attrs[]", "\"name\"". @upto_index
 * stops before the first element step. Returns @buf.
 */
const char *obj_text(const struct object *o, char *buf, size_t size,
		     int upto_index);

/* Aliases */

struct obj_alias;
DECLARE_PTR_LIST(obj_alias_list, struct obj_alias);

/* Notes the assignment @e if it makes an alias (or spoils one). */
void obj_alias_note(struct obj_alias_list **aliases, struct expression *e);
/* What the local @e reads stands for ("&solo_dev->dev"), or NULL. */
struct expression *obj_alias_of(struct obj_alias_list *aliases,
				struct expression *e);
void obj_alias_free(struct obj_alias_list **aliases);

/* Is @e the address of the variable @sym, or of something inside it? */
int obj_within(struct expression *e, struct symbol *sym);

/* The variable an object expression starts from: pdev in &pdev->dev. */
struct symbol *obj_root_symbol(struct expression *e);

#endif
