/* SPDX-License-Identifier: MIT */
/*
 * Reference implementation: attributes and the sysfs calls that create and
 * remove entries in a kobject's directory. SYSFSREF_LEGACY_API selects the
 * 2.6 interface of the LWN article (struct attribute with an owner, binary
 * attributes read as read(kobj, buf, pos, size)); without it this is Linux
 * 6.1's (attribute groups, sysfs_emit()).
 */
#ifndef _LINUX_SYSFS_H
#define _LINUX_SYSFS_H

#include <linux/compiler.h>
#include <linux/kstrtox.h>
#include <linux/stat.h>
#include <linux/types.h>

struct kobject;
struct module;
struct file;
struct sysfs_dirent;

#ifdef SYSFSREF_LEGACY_API

struct attribute {
	char *name;
	struct module *owner;
	mode_t mode;
};

struct sysfs_ops {
	ssize_t (*show)(struct kobject *kobj, struct attribute *attr,
			char *buffer);
	ssize_t (*store)(struct kobject *kobj, struct attribute *attr,
			 const char *buffer, size_t size);
};

struct bin_attribute {
	struct attribute attr;
	size_t size;
	ssize_t (*read)(struct kobject *kobj, char *buffer, loff_t pos,
			size_t size);
	ssize_t (*write)(struct kobject *kobj, char *buffer, loff_t pos,
			 size_t size);
};

int sysfs_create_file(struct kobject *kobj, struct attribute *attr);
int sysfs_remove_file(struct kobject *kobj, struct attribute *attr);
int sysfs_create_link(struct kobject *kobj, struct kobject *target,
		      char *name);
void sysfs_remove_link(struct kobject *kobj, char *name);
int sysfs_create_bin_file(struct kobject *kobj, struct bin_attribute *attr);
int sysfs_remove_bin_file(struct kobject *kobj, struct bin_attribute *attr);

#else /* the current API */

struct attribute {
	const char *name;
	umode_t mode;
};

struct bin_attribute;

struct attribute_group {
	const char *name;
	umode_t (*is_visible)(struct kobject *kobj, struct attribute *attr,
			      int n);
	umode_t (*is_bin_visible)(struct kobject *kobj,
				  struct bin_attribute *attr, int n);
	struct attribute **attrs;
	struct bin_attribute **bin_attrs;
};

struct sysfs_ops {
	ssize_t (*show)(struct kobject *kobj, struct attribute *attr,
			char *buf);
	ssize_t (*store)(struct kobject *kobj, struct attribute *attr,
			 const char *buf, size_t count);
};

struct bin_attribute {
	struct attribute attr;
	size_t size;
	void *private;
	ssize_t (*read)(struct file *filp, struct kobject *kobj,
			struct bin_attribute *attr, char *buf, loff_t off,
			size_t count);
	ssize_t (*write)(struct file *filp, struct kobject *kobj,
			 struct bin_attribute *attr, char *buf, loff_t off,
			 size_t count);
};

/*
 * Modes the attribute macros accept: no write permission for others, as
 * the kernel enforces at build time.
 */
#define VERIFY_OCTAL_PERMISSIONS(perms)					\
	(0 * sizeof(char[((perms) & ~0777) || ((perms) & S_IWOTH) ? -1 : 1]) + (perms))

#define __ATTR(_name, _mode, _show, _store) {				\
	.attr = { .name = __stringify(_name),				\
		  .mode = VERIFY_OCTAL_PERMISSIONS(_mode) },		\
	.show = _show,							\
	.store = _store,						\
}

#define __ATTR_RO(_name) {						\
	.attr = { .name = __stringify(_name), .mode = 0444 },		\
	.show = _name##_show,						\
}

#define __ATTR_RO_MODE(_name, _mode) {					\
	.attr = { .name = __stringify(_name),				\
		  .mode = VERIFY_OCTAL_PERMISSIONS(_mode) },		\
	.show = _name##_show,						\
}

#define __ATTR_WO(_name) {						\
	.attr = { .name = __stringify(_name), .mode = 0200 },		\
	.store = _name##_store,						\
}

#define __ATTR_RW(_name)	__ATTR(_name, 0644, _name##_show, _name##_store)

#define __ATTR_NULL { .attr = { .name = NULL } }

#define __BIN_ATTR(_name, _mode, _read, _write, _size) {		\
	.attr = { .name = __stringify(_name), .mode = _mode },		\
	.read = _read,							\
	.write = _write,						\
	.size = _size,							\
}

#define __BIN_ATTR_RO(_name, _size) {					\
	.attr = { .name = __stringify(_name), .mode = 0444 },		\
	.read = _name##_read,						\
	.size = _size,							\
}

#define __BIN_ATTR_WO(_name, _size) {					\
	.attr = { .name = __stringify(_name), .mode = 0200 },		\
	.write = _name##_write,						\
	.size = _size,							\
}

#define __BIN_ATTR_RW(_name, _size)					\
	__BIN_ATTR(_name, 0644, _name##_read, _name##_write, _size)

#define BIN_ATTR(_name, _mode, _read, _write, _size)			\
struct bin_attribute bin_attr_##_name = __BIN_ATTR(_name, _mode, _read, _write, _size)

#define BIN_ATTR_RO(_name, _size)					\
struct bin_attribute bin_attr_##_name = __BIN_ATTR_RO(_name, _size)

#define BIN_ATTR_WO(_name, _size)					\
struct bin_attribute bin_attr_##_name = __BIN_ATTR_WO(_name, _size)

#define BIN_ATTR_RW(_name, _size)					\
struct bin_attribute bin_attr_##_name = __BIN_ATTR_RW(_name, _size)

/* The groups array for one group built from _name##_attrs. */
#define __ATTRIBUTE_GROUPS(_name)					\
static const struct attribute_group *_name##_groups[] = {		\
	&_name##_group,							\
	NULL,								\
}

#define ATTRIBUTE_GROUPS(_name)						\
static const struct attribute_group _name##_group = {			\
	.attrs = _name##_attrs,						\
};									\
__ATTRIBUTE_GROUPS(_name)

#define sysfs_attr_init(attr)	do { } while (0)
#define sysfs_bin_attr_init(bin_attr)	do { } while (0)

int __must_check sysfs_create_file(struct kobject *kobj,
				   const struct attribute *attr);
void sysfs_remove_file(struct kobject *kobj, const struct attribute *attr);
int __must_check sysfs_create_files(struct kobject *kobj,
				    const struct attribute * const *attrs);
void sysfs_remove_files(struct kobject *kobj,
			const struct attribute * const *attrs);
int __must_check sysfs_create_bin_file(struct kobject *kobj,
				       const struct bin_attribute *attr);
void sysfs_remove_bin_file(struct kobject *kobj,
			   const struct bin_attribute *attr);
int __must_check sysfs_create_link(struct kobject *kobj,
				   struct kobject *target, const char *name);
void sysfs_remove_link(struct kobject *kobj, const char *name);
int __must_check sysfs_create_group(struct kobject *kobj,
				    const struct attribute_group *grp);
void sysfs_remove_group(struct kobject *kobj,
			const struct attribute_group *grp);
int __must_check sysfs_create_groups(struct kobject *kobj,
				     const struct attribute_group **groups);
void sysfs_remove_groups(struct kobject *kobj,
			 const struct attribute_group **groups);
int sysfs_update_group(struct kobject *kobj,
		       const struct attribute_group *grp);
void sysfs_notify(struct kobject *kobj, const char *dir, const char *attr);

__printf(2, 3) int sysfs_emit(char *buf, const char *fmt, ...);
__printf(3, 4) int sysfs_emit_at(char *buf, int at, const char *fmt, ...);

#endif
#endif
