/* SPDX-License-Identifier: MIT */
/*
 * The kernel half of the reference implementation: its in-memory sysfs
 * tree and the helpers the kobject, sysfs and device code share.
 */
#ifndef SYSFSREF_CORE_H
#define SYSFSREF_CORE_H

#include <linux/kernel.h>
#include <linux/kobject.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/sysfs.h>
#ifndef SYSFSREF_LEGACY_API
#include <linux/device.h>
#endif

#include "ref.h"

enum sd_kind {
	SD_DIR,
	SD_FILE,
	SD_BIN,
	SD_LINK,
};

/* Who must remove an entry. */
enum sd_origin {
	BY_CORE,		/* the reference itself (default attributes...) */
	BY_DRIVER,		/* the driver, with the matching remove call */
	BY_MANAGED,		/* the driver core, when the device unbinds */
};

#ifdef SYSFSREF_LEGACY_API
typedef struct attribute ref_attr_t;
struct attribute_group;
#else
typedef const struct attribute ref_attr_t;
#endif

struct sysfs_dirent {
	char *name;
	enum sd_kind kind;
	unsigned int mode;
	struct sysfs_dirent *parent, *children, *next;
	struct kobject *kobj;		/* a dir's kobject; a file's owner */
	ref_attr_t *attr;
	const struct bin_attribute *battr;
	struct kobject *target;		/* a link's target, NULL once deleted */
	char *target_path;		/* where the link points, absolute */
	const struct attribute_group *group;	/* the group that made it */
	enum sd_origin origin;
	const void *site;		/* the driver's create call */
	const char *creator;		/* "sysfs_create_link" */
	const void *bound_dev;		/* made during this device's probe */
	int misfiled_bin;		/* a bin_attribute as an ordinary file */
	int removed;
	int open_count;
};

extern struct sysfs_dirent *sysfs_root;
extern const void *ref_probing_dev;

/* The tree. */
struct sysfs_dirent *sd_new(struct sysfs_dirent *parent, const char *name,
			    enum sd_kind kind, unsigned int mode);
struct sysfs_dirent *sd_find(struct sysfs_dirent *dir, const char *name);
void sd_remove(struct sysfs_dirent *sd);
char *sd_path(const struct sysfs_dirent *sd, char *buf, size_t size);
struct sysfs_dirent *sd_lookup(const char *path, int follow_last, int *err);
void sd_put(struct sysfs_dirent *sd);

/* The entries a kobject's directory holds. */
int ref_create_dir(struct kobject *kobj, struct kobject *parent,
		   const void *site, const char *creator);
void ref_remove_dir(struct kobject *kobj, const char *why);
int ref_create_file(struct kobject *kobj, struct sysfs_dirent *dir,
		    ref_attr_t *attr, unsigned int mode, int from_visible,
		    const struct attribute_group *grp, const void *list,
		    enum sd_origin origin, const void *site, const char *creator);
int ref_create_bin_file(struct kobject *kobj, struct sysfs_dirent *dir,
			const struct bin_attribute *battr, unsigned int mode,
			const struct attribute_group *grp,
			enum sd_origin origin, const void *site,
			const char *creator);
int ref_remove_by_name(struct kobject *kobj, const char *name,
		       enum sd_kind kind);
int ref_create_link(struct kobject *kobj, struct kobject *target,
		    const char *name, enum sd_origin origin, const void *site,
		    const char *creator);
int ref_create_attrs(struct kobject *kobj, ref_attr_t **attrs,
		     enum sd_origin origin, const void *site,
		     const char *creator, const char *how);
int ref_create_group(struct kobject *kobj, const struct attribute_group *grp,
		     enum sd_origin origin, const void *site,
		     const char *creator, int update);
void ref_remove_group(struct kobject *kobj, const struct attribute_group *grp);
int ref_create_groups(struct kobject *kobj,
		      const struct attribute_group **groups,
		      enum sd_origin origin, const void *site,
		      const char *creator, const char *how);
void ref_remove_groups(struct kobject *kobj,
		       const struct attribute_group **groups, const char *how);

/* Leaks: entries made by the driver and still there. */
void ref_leak_sweep(const void *bound_dev, const char *when);

/* The kobject's type, as the 2.6 core chose it (the kset's wins). */
const struct kobj_type *ref_ktype(struct kobject *kobj);

/* The driver function behind an attribute's show() or store(). */
const void *ref_attr_show_fn(struct kobject *kobj, ref_attr_t *attr);
const void *ref_attr_store_fn(struct kobject *kobj, ref_attr_t *attr);
int ref_attr_dispatched(struct kobject *kobj);

void ref_kobject_boot(void);
/* kfree() of memory holding a kobject that was not released. */
void ref_kfree_check(const void *p, unsigned long size);
#ifndef SYSFSREF_LEGACY_API
struct kobject *ref_kobject_create(const char *name, struct kobject *parent);
int ref_kobject_add_at(struct kobject *kobj, struct kobject *parent,
		       const char *name, const void *site, const char *creator);
#endif
void ref_device_boot(void);
int ref_device_unload(void);

#define REF_SITE()	__builtin_return_address(0)

#endif
