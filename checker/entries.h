/* SPDX-License-Identifier: MIT */
/*
 * Entries: what each function of the file does to sysfs entries, in the
 * order it is written: the files, groups, links... it creates and
 * removes (on which object, under which name), the directories it
 * deletes with what is in them, the functions of the file it calls,
 * defers to the device's teardown (devm actions) or stores for the kernel
 * to call, the variables it assigns, whether it gives its device the
 * driver's state.
 *
 * Which functions create, remove or delete comes from the model
 * (sysfs_functions[]); objects and names are objects (object.h), so that
 * "&pdev->dev" in probe() and in remove() are one object.
 *
 * Questions about helpers: does a function (or one it calls) remove an
 * entry (a summary, summary.h), is it a helper of the file, does anybody
 * act on its failure.
 */
#ifndef ENTRIES_H
#define ENTRIES_H

#include "object.h"
#include "sysfs-model.h"

struct sysfs_index;
struct summary_kind;

enum entry_kind {
	EV_CREATE,
	EV_REMOVE,
	EV_DIRDEL,	/* a kobject's directory goes, with what is in it */
	EV_CALL,	/* a call to a function of the file */
	EV_DEFER,	/* a function of the file run when the device goes */
	EV_HOOK,	/* a function of the file stored for the kernel to call */
	EV_SET,		/* an assignment: set is the lvalue */
	EV_DRVDATA,	/* the function gives its device the driver's state */
	/*
	 * obj is what a call made, which api (a remove by key) deletes
	 * when given key: "dev = device_create(cls, NULL, devt, ...)"
	 */
	EV_MADE,
	/* a bit set in a flags word: "set_bit(key, obj)" */
	EV_FLAG,
	/*
	 * callee stored in the member key ("<struct>.member") to run later:
	 * "INIT_WORK(&d->work, fn)", "set_closure_fn(&d->cl, fn, wq)"
	 */
	EV_WORK,
	/* the work in the member key queued: "schedule_work(&d->work)" */
	EV_QUEUE,
};

struct entry_event {
	enum entry_kind kind;
	int index;			/* in entries->ev */
	const struct sysfs_function *api;
	struct symbol *fn;		/* the function it happens in */
	struct symbol *callee;		/* EV_CALL, EV_DEFER, EV_HOOK */
	struct position pos;
	struct object obj;		/* whose directory */
	/* EV_CREATE, EV_DIRDEL: obj read through a local alias */
	struct object alias;
	/* EV_DIRDEL of a directory embedded in the argument: "<type>.member" */
	struct object typed;
	int bound;			/* EV_CREATE: on the device probe() got */
	struct object key;		/* name, attribute, group or list */
	struct expression *key_expr;	/* as written */
	struct object target;		/* a link's target; a group's .attrs */
	struct object *members;		/* a group's attributes */
	int nr_members;
	/* The test of the innermost if whose branch holds the call. */
	struct expression *guard;
	/* The guard is a test of a bit (test_and_clear_bit(bit, word)). */
	struct object guard_bit, guard_word;
	struct expression *set;		/* EV_SET: the lvalue */
	int shared_key;			/* declared in a header */
};

struct entries {
	struct entry_event *ev;
	int n;
};

/* The file's entries, as walked so far. */
struct entries *entries_of(struct sysfs_index *idx);

/*
 * Walks @fn (and the static inlines of the file it calls, which sparse
 * does not list unless used): to be called from a check's function hook,
 * before the tree is expanded.
 */
void entries_walk(struct sysfs_index *idx, struct symbol *fn);

/* The event of @fn at @pos (a call of @callee, when given), or NULL. */
struct entry_event *entry_at(struct sysfs_index *idx, struct symbol *fn,
			     struct position pos, struct symbol *callee);

/* Does @ev take away what the create @c made? */
int entry_undoes(const struct entry_event *c, const struct entry_event *ev);

/*
 * The removes and directory deletions of a function and of the functions
 * of the file it calls (summary.h).
 */
extern const struct summary_kind removes_summary_kind;

/* Does @fn, or a function of the file it calls, take away @c? */
int entries_function_undoes(struct sysfs_index *idx, struct symbol *fn,
			    const struct entry_event *c);

/*
 * Does the queue @ev run work that takes away @c: the removes of the
 * functions the file stored in the member it queues?
 */
int entries_queued_undoes(struct sysfs_index *idx,
			  const struct entry_event *ev,
			  const struct entry_event *c);

/* A function of the file with a body: static inline ones keep it apart. */
int entries_has_body(struct symbol *fn);

int entries_creates(struct sysfs_index *idx, struct symbol *fn);
/* Does @fn call a function of the file that creates? */
int entries_calls_creator(struct sysfs_index *idx, struct symbol *fn);
/* Does @fn hand its device the driver's state, as a probe does? */
int entries_sets_drvdata(struct sysfs_index *idx, struct symbol *fn);
/*
 * A function of the file that other functions of the file call, and that
 * is no callback of the kernel.
 */
int entries_is_helper(struct sysfs_index *idx, struct symbol *fn);
/*
 * A function with external linkage that is no callback of the file: its
 * callers are in other files of the module, which may undo what it leaves
 * behind when it fails, later or at once (acpi_device_setup_files(),
 * radeon_pm_late_init()). Not one exported to other modules, though: a
 * library's caller cannot know what a failed call left
 * (lp55xx_register_sysfs()); nor the probe of a driver's core, known by
 * what only a probe does, giving the device its driver's state
 * (dev_set_drvdata()): the bus glue that calls it just returns its error.
 */
int entries_called_elsewhere(struct sysfs_index *idx, struct symbol *fn);
/*
 * Nobody in the file acts on @fn's failure: it is static, no callback,
 * never named but to be called, and each call of it throws the result
 * away or is in a function of which the same holds.
 */
int entries_failure_ignored(struct sysfs_index *idx, struct symbol *fn);

/*
 * Is @ev a remove of what @c created made under the same test as the
 * create, or under a variable that @fn assigns?
 */
int entries_guarded_remove(struct sysfs_index *idx, struct symbol *fn,
			   const struct entry_event *c,
			   const struct entry_event *ev);
/* Is there such a remove anywhere in @fn? */
int entries_has_guarded_remove(struct sysfs_index *idx, struct symbol *fn,
			       const struct entry_event *c);

/*
 * Is @ev the setting of a bit that some function of the file tests to
 * remove what @c created ("set_bit(HAS_FILE, &cfg->flags)" after the
 * create, "if (test_and_clear_bit(HAS_FILE, &cfg->flags)) remove" where
 * the configuration goes)? From there the bit owns the entry.
 */
int entries_flag_owns(struct sysfs_index *idx, const struct entry_event *ev,
		      const struct entry_event *c);

/* The events of a teardown, in order, the calls of the file inlined. */
struct entry_sequence {
	const struct entry_event **ev;
	int n, max;
	struct symbol_list *seen;
};
void entries_sequence(struct sysfs_index *idx, struct entry_sequence *s,
		      struct symbol *fn);
void entries_sequence_free(struct entry_sequence *s);

/*
 * The functions of the file reached from @root by calls, and the
 * functions they defer to the teardown or store for the kernel.
 */
void entries_reached(struct sysfs_index *idx, struct symbol *root,
		     struct symbol_list **fns, struct symbol_list **deferred,
		     struct symbol_list **hooks);

/* One line describing @ev, for probes. */
const char *entry_text(const struct entry_event *ev, char *buf, size_t size);

#endif
