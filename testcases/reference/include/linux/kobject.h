/* SPDX-License-Identifier: MIT */
/*
 * Reference implementation: kobjects, ksets and kobject types.
 *
 * SYSFSREF_LEGACY_API selects the 2.6 interface of the LWN article
 * "kobjects and sysfs" (kobject_init(kobj), kobject_add(kobj),
 * kobject_register(), a kobj_type with NULL-terminated default_attrs);
 * without it this is the interface of Linux 6.1 (kobject_init_and_add(),
 * default_groups, kobj_attribute, kset_create_and_add()).
 */
#ifndef _LINUX_KOBJECT_H
#define _LINUX_KOBJECT_H

#include <linux/compiler.h>
#include <linux/sysfs.h>
#include <linux/types.h>

struct kset;
struct kobj_type;

#define KOBJ_NAME_LEN	20

struct kobject {
#ifdef SYSFSREF_LEGACY_API
	char name[KOBJ_NAME_LEN];
#else
	const char *name;
#endif
	atomic_t refcount;
	struct kobject *parent;
	struct kset *kset;
#ifdef SYSFSREF_LEGACY_API
	struct kobj_type *ktype;
#else
	const struct kobj_type *ktype;
#endif
	struct sysfs_dirent *sd;	/* the directory, while in sysfs */
	unsigned int state_initialized:1;
	unsigned int state_in_sysfs:1;
};

struct kobj_type {
	void (*release)(struct kobject *kobj);
#ifdef SYSFSREF_LEGACY_API
	struct sysfs_ops *sysfs_ops;
	struct attribute **default_attrs;
#else
	const struct sysfs_ops *sysfs_ops;
	const struct attribute_group **default_groups;
#endif
};

struct kset {
	struct list_head list;
	struct kobject kobj;
#ifdef SYSFSREF_LEGACY_API
	struct kobj_type *ktype;
#endif
};

static inline struct kset *to_kset(struct kobject *kobj)
{
	return kobj ? (struct kset *)((char *)kobj - __builtin_offsetof(struct kset, kobj)) : NULL;
}

static inline const char *kobject_name(const struct kobject *kobj)
{
	return kobj->name;
}

struct kobject *kobject_get(struct kobject *kobj);
void kobject_put(struct kobject *kobj);
void kobject_del(struct kobject *kobj);

#ifdef SYSFSREF_LEGACY_API

__printf(2, 3) int kobject_set_name(struct kobject *kobj, const char *fmt, ...);
void kobject_init(struct kobject *kobj);
int __must_check kobject_add(struct kobject *kobj);
int __must_check kobject_register(struct kobject *kobj);
void kobject_unregister(struct kobject *kobj);

void kset_init(struct kset *kset);
int __must_check kset_add(struct kset *kset);
int __must_check kset_register(struct kset *kset);
void kset_unregister(struct kset *kset);

#else /* the current API */

struct kobj_attribute {
	struct attribute attr;
	ssize_t (*show)(struct kobject *kobj, struct kobj_attribute *attr,
			char *buf);
	ssize_t (*store)(struct kobject *kobj, struct kobj_attribute *attr,
			 const char *buf, size_t count);
};

extern const struct sysfs_ops kobj_sysfs_ops;

extern struct kobject *kernel_kobj;
extern struct kobject *firmware_kobj;

void kobject_init(struct kobject *kobj, const struct kobj_type *ktype);
__printf(3, 4) int __must_check kobject_add(struct kobject *kobj,
					     struct kobject *parent,
					     const char *fmt, ...);
__printf(4, 5) int __must_check kobject_init_and_add(struct kobject *kobj,
						      const struct kobj_type *ktype,
						      struct kobject *parent,
						      const char *fmt, ...);
struct kobject * __must_check kobject_create_and_add(const char *name,
						     struct kobject *parent);
int kobject_set_name(struct kobject *kobj, const char *fmt, ...);
int kobject_uevent(struct kobject *kobj, int action);

struct kset_uevent_ops;
struct kset * __must_check kset_create_and_add(const char *name,
					       const struct kset_uevent_ops *u,
					       struct kobject *parent_kobj);
int __must_check kset_register(struct kset *kset);
void kset_unregister(struct kset *kset);

enum kobject_action {
	KOBJ_ADD,
	KOBJ_REMOVE,
	KOBJ_CHANGE,
};

#endif
#endif
