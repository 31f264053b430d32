// SPDX-License-Identifier: MIT
/*
 * The sysfs calls a driver makes. Each records the driver's call site (its
 * return address) so that a finding about the entry points at the create
 * call, and each can be made to fail by sysfsref's "fail" command.
 */
#include "core.h"

#ifdef SYSFSREF_LEGACY_API

int sysfs_create_file(struct kobject *kobj, struct attribute *attr)
{
	if (ref_should_fail("sysfs_create_file"))
		return -ENOMEM;
	if (!attr)
		return -EINVAL;
	return ref_create_file(kobj, NULL, attr, attr->mode, 0, NULL, NULL,
			       BY_DRIVER, REF_SITE(), "sysfs_create_file");
}

int sysfs_remove_file(struct kobject *kobj, struct attribute *attr)
{
	return ref_remove_by_name(kobj, attr ? attr->name : NULL, SD_FILE);
}

int sysfs_create_link(struct kobject *kobj, struct kobject *target,
		      char *name)
{
	if (ref_should_fail("sysfs_create_link"))
		return -ENOMEM;
	return ref_create_link(kobj, target, name, BY_DRIVER, REF_SITE(),
			       "sysfs_create_link");
}

void sysfs_remove_link(struct kobject *kobj, char *name)
{
	ref_remove_by_name(kobj, name, SD_LINK);
}

int sysfs_create_bin_file(struct kobject *kobj, struct bin_attribute *attr)
{
	if (ref_should_fail("sysfs_create_bin_file"))
		return -ENOMEM;
	if (!attr)
		return -EINVAL;
	return ref_create_bin_file(kobj, NULL, attr, attr->attr.mode, NULL,
				   BY_DRIVER, REF_SITE(),
				   "sysfs_create_bin_file");
}

int sysfs_remove_bin_file(struct kobject *kobj, struct bin_attribute *attr)
{
	return ref_remove_by_name(kobj, attr ? attr->attr.name : NULL, SD_BIN);
}

#else /* the current API */

int sysfs_create_file(struct kobject *kobj, const struct attribute *attr)
{
	if (ref_should_fail("sysfs_create_file"))
		return -ENOMEM;
	if (!attr)
		return -EINVAL;
	return ref_create_file(kobj, NULL, attr, attr->mode, 0, NULL, NULL,
			       BY_DRIVER, REF_SITE(), "sysfs_create_file");
}

void sysfs_remove_file(struct kobject *kobj, const struct attribute *attr)
{
	ref_remove_by_name(kobj, attr ? attr->name : NULL, SD_FILE);
}

int sysfs_create_files(struct kobject *kobj,
		       const struct attribute * const *attrs)
{
	if (ref_should_fail("sysfs_create_files"))
		return -ENOMEM;
	return ref_create_attrs(kobj, (ref_attr_t **)attrs, BY_DRIVER,
				REF_SITE(), "sysfs_create_files",
				"sysfs_create_files()");
}

void sysfs_remove_files(struct kobject *kobj,
			const struct attribute * const *attrs)
{
	struct ref_context ctx;
	int i;

	ref_context_enter(&ctx, REF_WALK, attrs, "sysfs_remove_files()");
	for (i = 0; attrs; i++) {
		const struct attribute *attr = attrs[i];

		if (ctx.faulted || !attr)
			break;
		ref_remove_by_name(kobj, attr->name, SD_FILE);
	}
	ref_context_leave(&ctx);
}

int sysfs_create_bin_file(struct kobject *kobj,
			  const struct bin_attribute *attr)
{
	if (ref_should_fail("sysfs_create_bin_file"))
		return -ENOMEM;
	if (!attr)
		return -EINVAL;
	return ref_create_bin_file(kobj, NULL, attr, attr->attr.mode, NULL,
				   BY_DRIVER, REF_SITE(),
				   "sysfs_create_bin_file");
}

void sysfs_remove_bin_file(struct kobject *kobj,
			   const struct bin_attribute *attr)
{
	ref_remove_by_name(kobj, attr ? attr->attr.name : NULL, SD_BIN);
}

int sysfs_create_link(struct kobject *kobj, struct kobject *target,
		      const char *name)
{
	if (ref_should_fail("sysfs_create_link"))
		return -ENOMEM;
	return ref_create_link(kobj, target, name, BY_DRIVER, REF_SITE(),
			       "sysfs_create_link");
}

void sysfs_remove_link(struct kobject *kobj, const char *name)
{
	ref_remove_by_name(kobj, name, SD_LINK);
}

int sysfs_create_group(struct kobject *kobj, const struct attribute_group *grp)
{
	if (ref_should_fail("sysfs_create_group"))
		return -ENOMEM;
	return ref_create_group(kobj, grp, BY_DRIVER, REF_SITE(),
				"sysfs_create_group", 0);
}

int sysfs_update_group(struct kobject *kobj, const struct attribute_group *grp)
{
	if (ref_should_fail("sysfs_update_group"))
		return -ENOMEM;
	return ref_create_group(kobj, grp, BY_DRIVER, REF_SITE(),
				"sysfs_update_group", 1);
}

void sysfs_remove_group(struct kobject *kobj, const struct attribute_group *grp)
{
	ref_remove_group(kobj, grp);
}

int sysfs_create_groups(struct kobject *kobj,
			const struct attribute_group **groups)
{
	if (ref_should_fail("sysfs_create_groups"))
		return -ENOMEM;
	return ref_create_groups(kobj, groups, BY_DRIVER, REF_SITE(),
				 "sysfs_create_groups", "sysfs_create_groups()");
}

void sysfs_remove_groups(struct kobject *kobj,
			 const struct attribute_group **groups)
{
	ref_remove_groups(kobj, groups, "sysfs_remove_groups()");
}

void sysfs_notify(struct kobject *kobj, const char *dir, const char *attr)
{
}

/* sysfs_emit() takes the page show() was given, never a point inside it. */
int sysfs_emit(char *buf, const char *fmt, ...)
{
	va_list args;
	int len;

	if (!buf || offset_in_page(buf)) {
		ref_report("sysfs-show-bound", REF_AT_CALL, REF_SITE(),
			   "sysfs_emit() given a pointer %lu bytes into the page: it writes only at the start of show()'s page (the kernel warns 'invalid sysfs_emit' and writes nothing); use sysfs_emit_at()",
			   offset_in_page(buf));
		return 0;
	}
	va_start(args, fmt);
	len = vscnprintf(buf, PAGE_SIZE, fmt, args);
	va_end(args);
	return len;
}

int sysfs_emit_at(char *buf, int at, const char *fmt, ...)
{
	va_list args;
	int len;

	if (!buf || offset_in_page(buf) || at < 0 || at >= (int)PAGE_SIZE) {
		ref_report("sysfs-show-bound", REF_AT_CALL, REF_SITE(),
			   "sysfs_emit_at() given offset %d of a pointer %lu bytes into the page: it needs the page itself and an offset below PAGE_SIZE (the kernel warns and writes nothing)",
			   at, offset_in_page(buf));
		return 0;
	}
	va_start(args, fmt);
	len = vscnprintf(buf + at, PAGE_SIZE - at, fmt, args);
	va_end(args);
	return len;
}

#endif
