/* SPDX-License-Identifier: MIT */
/*
 * The sysfs API as the checks see it: which types hold attributes, which
 * struct members carry callbacks or NULL-terminated lists, which functions
 * register lists and create or remove sysfs entries.
 *
 * Every check asks this model instead of naming API functions itself, so
 * that supporting a new attribute flavour or registration function is one
 * row of the .def files sysfs-model.c includes (sysfs-members.def,
 * sysfs-functions.def, sysfs-callees.def), which the Coccinelle rules'
 * name lists are also written from (scripts/model-rows).
 */
#ifndef SYSFS_MODEL_H
#define SYSFS_MODEL_H

#include "symbol.h"

/* The element type of a NULL-terminated list the sysfs core walks. */
enum sysfs_list {
	LIST_NONE = 0,
	LIST_ATTRS,		/* struct attribute *[] */
	LIST_BIN_ATTRS,		/* struct bin_attribute *[] */
	LIST_GROUPS,		/* struct attribute_group *[] */
};

/* What a struct member means to sysfs. */
enum sysfs_member_role {
	ROLE_NONE = 0,
	ROLE_LIST,		/* points to a NULL-terminated list */
	ROLE_SHOW,		/* show(..., char *page) */
	ROLE_STORE,		/* store(..., const char *buf, size_t count) */
	ROLE_BIN_READ,		/* read(..., char *buf, loff_t pos, size_t n) */
	ROLE_BIN_WRITE,
	ROLE_IS_VISIBLE,	/* returns the mode of an attribute */
	ROLE_PROBE,		/* a driver's probe: creates sysfs entries */
	ROLE_REMOVE,		/* a driver's remove: must undo probe */
	ROLE_RELEASE,		/* a kobj_type's release */
	ROLE_MODULE_INIT,	/* named by module_init() */
	ROLE_MODULE_EXIT,	/* named by module_exit() */
	ROLE_MODE,		/* an attribute's permission bits */
	ROLE_NAME,		/* an attribute's file name */
	ROLE_OPS,		/* a ktype's sysfs_ops: show()/store() of plain attributes */
	ROLE_NO_UNBIND,		/* set: no unbind through sysfs */
	ROLE_TEARDOWN,		/* an ops structure's teardown handler */
};

/*
 * One member of one struct. A NULL tag matches any struct and a NULL member
 * any member whose type is a pointer to the row's list; both NULL describe
 * all list-typed members of every struct (.groups, .dev_groups, ...).
 */
struct sysfs_member {
	const char *tag;
	const char *member;
	enum sysfs_member_role role;
	enum sysfs_list list;
};

/* What a function does to a directory in sysfs. */
enum sysfs_fn_role {
	FN_CREATE,		/* creates an entry that must be removed */
	FN_REMOVE,		/* removes what its partner created */
	FN_MANAGED,		/* creates an entry the core removes itself */
	FN_REGISTER,		/* takes a list, nothing to pair */
	FN_EMIT,		/* writes formatted text into a page */
	FN_DEFER,		/* key_arg is a function run at teardown */
	FN_CHMOD,		/* changes the mode (or visibility) of existing entries */
	FN_DRVDATA,		/* gives a device its driver's state: probe work */
};

/* The kind of sysfs entry a create/remove function handles. */
enum sysfs_entry {
	ENTRY_NONE = 0,
	ENTRY_FILE,		/* one ordinary attribute */
	ENTRY_FILES,		/* a NULL-terminated attribute list */
	ENTRY_BIN_FILE,
	ENTRY_LINK,
	ENTRY_GROUP,
	ENTRY_GROUPS,
	ENTRY_DIR,		/* a kobject's own directory */
};

#define NO_ARG (-1)

/* What a page writer (an FN_EMIT function) puts into its destination. */
enum page_write {
	WRITE_FORMAT,		/* printf-style text from format_arg */
	WRITE_STRING,		/* the string src_arg and its NUL */
	WRITE_STRING_END,	/* the same, after the string already there */
	WRITE_BYTES,		/* exactly size_arg bytes */
};

/* What a page writer returns. */
enum page_write_return {
	RETURNS_WRITTEN,	/* bytes written, NUL excluded */
	RETURNS_WOULD_BE,	/* the length the whole text would have had */
	RETURNS_DEST,		/* the destination pointer */
	RETURNS_WRITTEN_OR_ERRNO,	/* bytes written, or a negative errno */
};

/*
 * How a function writing into memory (the show() page among others) uses
 * its arguments: one per FN_EMIT row.
 */
struct page_writer {
	int dest_arg;
	int at_arg;		/* an offset into dest (sysfs_emit_at), or NO_ARG */
	int size_arg;		/* writes at most this many bytes, or NO_ARG */
	int src_arg;		/* the string or memory copied, or NO_ARG */
	int format_arg;		/* the printf format, or NO_ARG */
	int va_list;		/* the format's values come as one va_list */
	enum page_write write;
	enum page_write_return returns;
	int page_start_only;	/* dest must be the start of a sysfs page */
	int page_bounded;	/* never writes past the page it is given */
};

/* The size of the page a show() callback writes into (PAGE_SIZE). */
#define SYSFS_PAGE_SIZE 4096L

struct sysfs_function {
	const char *name;
	enum sysfs_fn_role role;
	enum sysfs_entry entry;
	int object_arg;		/* whose directory holds the entry */
	int key_arg;		/* the name, attribute, group or list */
	enum sysfs_list list;	/* key_arg is a NULL-terminated list of these */
	const char *partner;	/* the remove of a create, and back */
	int target_arg;		/* ENTRY_LINK creates: the link's target */
	struct ident *ident;	/* filled in by sysfs_model_init() */
	const struct page_writer *writer;	/* FN_EMIT: how it writes */
	/*
	 * ENTRY_DIR removes of a subsystem object: the directory deleted is
	 * this member of object_arg (platform_device_unregister(p) deletes
	 * p->dev's), or NULL for object_arg's own.
	 */
	const char *dir_member;
	/*
	 * ENTRY_DIR removes of an object found by a key: the argument of
	 * partner, the function that made the object, that key_arg must
	 * match (device_destroy(class, devt) deletes what
	 * device_create(class, parent, devt, ...) made); NO_ARG otherwise.
	 */
	int partner_key_arg;
};

/*
 * What a function a callback calls returns, for the checks that follow a
 * store()'s return value or its parsing of the user's buffer.
 */
enum sysfs_callee_kind {
	CALLEE_NONE = 0,
	CALLEE_STATUS,		/* 0 on success or a negative errno */
	CALLEE_PARSE,		/* parses into *res: 0 or a negative errno */
	CALLEE_PARSE_UNCHECKED,	/* returns the number; bad input reads as 0 */
	CALLEE_SCAN,		/* returns how many fields it converted */
	CALLEE_LENGTH,		/* returns the length of its first argument */
	CALLEE_AT_LEAST_LAST,	/* returns its last argument or more */
};

struct sysfs_callee {
	const char *name;
	enum sysfs_callee_kind kind;
	const char *instead;	/* the checked parser to use instead */
	struct ident *ident;	/* filled in by sysfs_model_init() */
};

/* Struct tags of the attribute flavours. */
#define TAG_ATTRIBUTE		"attribute"
#define TAG_BIN_ATTRIBUTE	"bin_attribute"
#define TAG_ATTRIBUTE_GROUP	"attribute_group"
/* A ktype's show()/store() for every attribute of its kobjects. */
#define TAG_SYSFS_OPS		"sysfs_ops"

void sysfs_model_init(void);

/* Role of @member (a member symbol) in struct or union @owner. */
const struct sysfs_member *sysfs_member_lookup(struct symbol *owner,
					       struct symbol *member);

/* The API function called through @fn, or NULL. */
const struct sysfs_function *sysfs_function_lookup(struct symbol *fn);

/*
 * The remove that deletes, by a key, what a call of @maker made
 * (device_destroy() for device_create()), or NULL.
 */
const struct sysfs_function *sysfs_remove_by_key(struct symbol *maker);

/* What @fn returns, from sysfs_callees[], or NULL. */
const struct sysfs_callee *sysfs_callee_lookup(struct symbol *fn);
/*
 * Does @fn return 0 on success and a negative errno on failure: a status
 * or parser row of sysfs_callees[], or a sysfs_functions[] create that
 * returns an int?
 */
int sysfs_returns_status(struct symbol *fn);

/* The list @type holds (an array of, or pointer to, list elements). */
enum sysfs_list sysfs_list_of_type(struct symbol *type);
/* The list element @type points to (T * for a list of T). */
enum sysfs_list sysfs_list_of_element(struct symbol *type);

const char *sysfs_list_noun(enum sysfs_list list);
const char *sysfs_role_name(enum sysfs_member_role role);

/* The struct tag of @type after typedefs and qualifiers, or NULL. */
const char *sysfs_struct_tag(struct symbol *type);

/* The table itself, for documentation and tests. */
extern const struct sysfs_member sysfs_members[];
extern struct sysfs_function sysfs_functions[];
extern struct sysfs_callee sysfs_callees[];

#endif
