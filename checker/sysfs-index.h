/* SPDX-License-Identifier: MIT */
/*
 * What one translation unit does with sysfs, gathered in one pass over its
 * evaluated tree before any check runs: the variables and functions it
 * defines, the callbacks it hands to sysfs (show, store, read, ...), the
 * roles its functions play for the driver core (probe, remove, module
 * init and exit), and which arrays end up in a list that sysfs walks to
 * its NULL entry.
 */
#ifndef SYSFS_INDEX_H
#define SYSFS_INDEX_H

#include "lib.h"
#include "symbol.h"
#include "sysfs-model.h"

/* A function stored where sysfs or the driver core will call it. */
struct sysfs_callback {
	struct symbol *fn;		/* the function's definition */
	enum sysfs_member_role role;
	const char *flavour;		/* struct tag: "device_attribute" */
	struct symbol *holder;		/* the variable initialised, if any */
	struct position pos;		/* where it was stored */
};
DECLARE_PTR_LIST(callback_list, struct sysfs_callback);

/* A variable (or parameter) whose value reaches a list sysfs walks. */
struct sysfs_reach {
	struct symbol *sym;
	enum sysfs_list list;
	struct position pos;		/* where it first got there */
	char how[128];			/* "'.attrs' of 'foo_group'" */
};
DECLARE_PTR_LIST(reach_list, struct sysfs_reach);

/* A variable with an initializer and the function it is local to. */
struct sysfs_data {
	struct symbol *sym;
	struct symbol *fn;		/* NULL at file scope */
};
DECLARE_PTR_LIST(data_list, struct sysfs_data);

struct sysfs_edge;
DECLARE_PTR_LIST(edge_list, struct sysfs_edge);

/* A direct call from one function of the file to another. */
struct sysfs_call {
	struct symbol *caller, *callee;	/* definitions */
	struct position pos;
};
DECLARE_PTR_LIST(call_list, struct sysfs_call);

struct entrypoint;
struct sysfs_ir;
DECLARE_PTR_LIST(ir_list, struct sysfs_ir);
struct sysfs_context;
DECLARE_PTR_LIST(sysfs_context_list, struct sysfs_context);
struct shaped_store;
DECLARE_PTR_LIST(shaped_list, struct shaped_store);

struct sysfs_index {
	const char *file;
	int stream;			/* the input file's stream */
	struct symbol_list *symbols;	/* what sparse() returned */
	struct data_list *data;
	struct symbol_list *functions;	/* definitions, in source order */
	struct callback_list *callbacks;	/* including probe, remove... */
	struct reach_list *reaches;
	struct edge_list *edges;	/* value flows between variables */
	struct call_list *calls;	/* the file's call graph */
	struct ir_list *ir;		/* the functions linearized so far */
	struct sysfs_context_list *contexts;	/* index_context() */
	/* attribute types of the file's own that its sysfs_ops dispatch to */
	struct symbol_list *attr_types;
	/* their members those show()/store() read (the callbacks they call) */
	struct symbol_list *dispatched_members;
	struct shaped_list *shaped;	/* stores into their members */
};

struct sysfs_index *index_build(const char *file, struct symbol_list *syms);
void index_free(struct sysfs_index *idx);

/* How @sym reaches a list sysfs walks, or NULL if it does not. */
const struct sysfs_reach *index_reach(struct sysfs_index *idx,
				      struct symbol *sym);

/* The first callback record of @fn in role @role (ROLE_NONE: any). */
const struct sysfs_callback *index_callback(struct sysfs_index *idx,
					    struct symbol *fn,
					    enum sysfs_member_role role);

/* Is @fn reached from @from through calls within the file (or is it)? */
int index_reaches_function(struct sysfs_index *idx, struct symbol *from,
			   struct symbol *fn);

/*
 * The role of @member of @owner: the model's row, or for an attribute type
 * of the subsystem's own (a struct embedding a struct attribute, with
 * show()/store()-shaped function pointers, that the file's sysfs_ops
 * convert attributes to, or that comes from a header), the role its shape
 * gives. Learned types are those of the file whose index was built last.
 */
enum sysfs_member_role sysfs_member_role(struct symbol *owner,
					 struct symbol *member);

/*
 * The member of struct @type whose role (sysfs_member_role()) is @role,
 * or NULL.
 */
struct symbol *sysfs_member_with_role(struct symbol *type,
				      enum sysfs_member_role role);

/*
 * The value initializer @init gives the member of @type whose role
 * (sysfs_member_role()) is @role, or NULL when it gives none.
 */
struct expression *sysfs_initializer_member(struct symbol *type,
					    struct expression *init,
					    enum sysfs_member_role role);

/*
 * The linearized code of @fn, once the driver has linearized it (for some
 * check's wants_ir()), or NULL. The driver notes each one it makes.
 */
struct entrypoint *index_ir(struct sysfs_index *idx, struct symbol *fn);
void index_note_ir(struct sysfs_index *idx, struct symbol *fn,
		   struct entrypoint *ep);

/*
 * The per-file state of @owner (a check, an analysis): @size bytes,
 * zeroed when first asked for, handed to @release (if any) and freed
 * when the index is. What a check learns of one file stays with it.
 */
void *index_context(struct sysfs_index *idx, const void *owner, size_t size,
		    void (*release)(void *state));

/* Is @pos in the input file itself (not in a header)? */
int index_in_input(struct sysfs_index *idx, struct position pos);

/*
 * Does the file export @fn to other modules (EXPORT_SYMBOL(), which
 * declares "__kstrtab_<fn>" in the file)?
 */
int index_exported(struct sysfs_index *idx, struct symbol *fn);

#endif
