// SPDX-License-Identifier: MIT
/*
 * sysfs entries in a kobject's directory: files, binary files, links and
 * groups, created and removed as the driver asks, with the rules checked
 * as each one is made (binary attributes filed as ordinary ones, modes
 * that do not match the callbacks) and when it should have gone (leaks).
 */
#include "core.h"

static void duplicate(struct sysfs_dirent *dir, const char *name)
{
	char path[512];

	pr_warn("sysfs: cannot create duplicate filename '%s/%s'\n",
	       sd_path(dir, path, sizeof(path)), name);
}

static int is_kobject_dir(const struct sysfs_dirent *sd)
{
	return sd->kind == SD_DIR && sd->kobj && sd->kobj->sd == sd;
}

static const char *kind_noun(const struct sysfs_dirent *sd)
{
	if (sd->group)
		return "group";
	switch (sd->kind) {
	case SD_DIR:
		return is_kobject_dir(sd) ? "kobject" : "directory";
	case SD_FILE:
		return "file";
	case SD_BIN:
		return "binary file";
	default:
		return "link";
	}
}

static void report_leak(struct sysfs_dirent *sd, const char *when)
{
	char path[512];

	if (sd->group) {
		ref_report("sysfs-leak", REF_AT_CALL, sd->site,
			   "group '%s' created by %s() ('%s') is %s",
			   ref_data_name(sd->group), sd->creator,
			   sd_path(sd, path, sizeof(path)), when);
		return;
	}
	ref_report("sysfs-leak", REF_AT_CALL, sd->site,
		   "%s '%s' created by %s() is %s", kind_noun(sd),
		   sd_path(sd, path, sizeof(path)), sd->creator, when);
}

/*
 * Entries the driver made in @dir and never removed (not subdirectories
 * of other kobjects: those are objects of their own).
 */
static void leak_scan_dir(struct sysfs_dirent *dir, const char *when)
{
	struct sysfs_dirent *sd;

	for (sd = dir->children; sd; sd = sd->next) {
		if (is_kobject_dir(sd))
			continue;
		if (sd->origin == BY_DRIVER)
			report_leak(sd, when);
		else if (sd->kind == SD_DIR)
			leak_scan_dir(sd, when);
	}
}

static void leak_scan_tree(struct sysfs_dirent *dir, const void *bound_dev,
			   const char *when)
{
	struct sysfs_dirent *sd;

	for (sd = dir->children; sd; sd = sd->next) {
		if (sd->origin == BY_DRIVER &&
		    (!bound_dev || sd->bound_dev == bound_dev))
			report_leak(sd, when);
		if (sd->kind == SD_DIR)
			leak_scan_tree(sd, bound_dev, when);
	}
}

void ref_leak_sweep(const void *bound_dev, const char *when)
{
	leak_scan_tree(sysfs_root, bound_dev, when);
}

/* Links anywhere that point at @kobj, which is leaving sysfs. */
static void dangling_scan(struct sysfs_dirent *dir, struct kobject *kobj,
			  const char *why)
{
	struct sysfs_dirent *sd;
	char path[512];

	for (sd = dir->children; sd; sd = sd->next) {
		if (sd->kind == SD_DIR) {
			dangling_scan(sd, kobj, why);
			continue;
		}
		if (sd->kind != SD_LINK || sd->target != kobj)
			continue;
		sd->target = NULL;
		if (sd->origin != BY_DRIVER)
			continue;
		ref_report("sysfs-leak", REF_AT_CALL, sd->site,
			   "link '%s' created by %s() still points to '%s', which %s",
			   sd_path(sd, path, sizeof(path)), sd->creator,
			   sd->target_path, why);
	}
}

int ref_create_dir(struct kobject *kobj, struct kobject *parent,
		   const void *site, const char *creator)
{
	struct sysfs_dirent *dir = parent ? parent->sd : sysfs_root;
	struct sysfs_dirent *sd;

	if (!dir)
		return -ENOENT;
	if (!kobject_name(kobj) || !*kobject_name(kobj))
		return -EINVAL;
	/* The kernel's sysfs_create_dir_ns(), under every kobject add. */
	if (site && ref_should_fail("sysfs_create_dir"))
		return -ENOMEM;
	if (sd_find(dir, kobject_name(kobj))) {
		duplicate(dir, kobject_name(kobj));
		return -EEXIST;
	}
	sd = sd_new(dir, kobject_name(kobj), SD_DIR, 0755);
	sd->kobj = kobj;
	sd->origin = site ? BY_DRIVER : BY_CORE;
	sd->site = site;
	sd->creator = creator;
	sd->bound_dev = ref_probing_dev;
	kobj->sd = sd;
	return 0;
}

void ref_remove_dir(struct kobject *kobj, const char *why)
{
	struct sysfs_dirent *sd = kobj->sd;
	char when[600], path[512];

	if (!sd)
		return;
	snprintf(when, sizeof(when), "still in '%s' when %s deletes it",
		 sd_path(sd, path, sizeof(path)), why);
	leak_scan_dir(sd, when);
	snprintf(when, sizeof(when), "%s deleted", why);
	dangling_scan(sysfs_root, kobj, when);
	sd_remove(sd);
}

const struct kobj_type *ref_ktype(struct kobject *kobj)
{
#ifdef SYSFSREF_LEGACY_API
	if (kobj->kset && kobj->kset->ktype)
		return kobj->kset->ktype;
#endif
	return kobj->ktype;
}

#ifndef SYSFSREF_LEGACY_API
extern const struct sysfs_ops ref_dev_sysfs_ops;
#endif

int ref_attr_dispatched(struct kobject *kobj)
{
#ifndef SYSFSREF_LEGACY_API
	const struct kobj_type *t = ref_ktype(kobj);

	return t && (t->sysfs_ops == &kobj_sysfs_ops ||
		     t->sysfs_ops == &ref_dev_sysfs_ops);
#else
	return 0;
#endif
}

/*
 * A driver's sysfs_ops that dispatch to its own attribute type: what ran
 * for @attr is the type's show() or store(), not the dispatcher.
 */
static int own_callback(struct kobject *kobj, ref_attr_t *attr, int store,
			const void **fn)
{
	const struct kobj_type *t = ref_ktype(kobj);

	return t && t->sysfs_ops && !ref_attr_dispatched(kobj) &&
	       ref_own_attribute_callback(attr, store, fn);
}

const void *ref_attr_show_fn(struct kobject *kobj, ref_attr_t *attr)
{
	const struct kobj_type *t = ref_ktype(kobj);
	const struct sysfs_ops *ops = t ? t->sysfs_ops : NULL;
	const void *own;

	if (own_callback(kobj, attr, 0, &own))
		return own;

#ifndef SYSFSREF_LEGACY_API
	if (ops == &kobj_sysfs_ops)
		return container_of(attr, struct kobj_attribute, attr)->show;
	if (ops == &ref_dev_sysfs_ops)
		return container_of(attr, struct device_attribute, attr)->show;
#endif
	return ops ? ops->show : NULL;
}

const void *ref_attr_store_fn(struct kobject *kobj, ref_attr_t *attr)
{
	const struct kobj_type *t = ref_ktype(kobj);
	const struct sysfs_ops *ops = t ? t->sysfs_ops : NULL;
	const void *own;

	if (own_callback(kobj, attr, 1, &own))
		return own;

#ifndef SYSFSREF_LEGACY_API
	if (ops == &kobj_sysfs_ops)
		return container_of(attr, struct kobj_attribute, attr)->store;
	if (ops == &ref_dev_sysfs_ops)
		return container_of(attr, struct device_attribute, attr)->store;
#endif
	return ops ? ops->store : NULL;
}

/* The mode against the callbacks that serve the file. */
static void check_mode(struct kobject *kobj, ref_attr_t *attr,
		       unsigned int mode, int from_visible)
{
	const void *show = ref_attr_show_fn(kobj, attr);
	const void *store = ref_attr_store_fn(kobj, attr);
	const void *own;

	if (mode & 0002)
		ref_report("sysfs-attr-mode", REF_AT_DATA, attr,
			   "attribute '%s' (%s) has mode 0%o: everyone may write it",
			   attr->name, ref_data_name(attr), mode);
	if ((mode & 0222) && !store)
		ref_report("sysfs-attr-mode", REF_AT_DATA, attr,
			   "attribute '%s' (%s) has mode 0%o, which grants write, but no store(): every write fails",
			   attr->name, ref_data_name(attr), mode);
	if ((mode & 0444) && !show)
		ref_report("sysfs-attr-mode", REF_AT_DATA, attr,
			   "attribute '%s' (%s) has mode 0%o, which grants read, but no show(): every read fails",
			   attr->name, ref_data_name(attr), mode);
	/*
	 * A shared sysfs_ops serves other attributes: only per-attribute
	 * callbacks can be unreachable, and is_visible() may hide them.
	 */
	if ((!ref_attr_dispatched(kobj) && !own_callback(kobj, attr, 0, &own)) ||
	    from_visible)
		return;
	if (store && !(mode & 0222))
		ref_report("sysfs-attr-mode", REF_AT_DATA, attr,
			   "attribute '%s' (%s) has store() '%s', but its mode 0%o never lets it run",
			   attr->name, ref_data_name(attr),
			   ref_function_name(store), mode);
	if (show && !(mode & 0444))
		ref_report("sysfs-attr-mode", REF_AT_DATA, attr,
			   "attribute '%s' (%s) has show() '%s', but its mode 0%o never lets it run",
			   attr->name, ref_data_name(attr),
			   ref_function_name(show), mode);
}

int ref_create_file(struct kobject *kobj, struct sysfs_dirent *dir,
		    ref_attr_t *attr, unsigned int mode, int from_visible,
		    const struct attribute_group *grp, const void *list,
		    enum sd_origin origin, const void *site, const char *creator)
{
	struct sysfs_dirent *sd;
	int misfiled;

	if (!dir)
		dir = kobj ? kobj->sd : NULL;
	if (!dir)
		return -ENOENT;
	if (!attr || !attr->name)
		return -EINVAL;
	if (sd_find(dir, attr->name)) {
		duplicate(dir, attr->name);
		return -EEXIST;
	}
	misfiled = ref_is_bin_attribute(attr);
	if (misfiled && list)
		ref_report("sysfs-bin-default", REF_AT_DATA, list,
			   "binary attribute '%s' (%s) is listed in attribute array '%s': sysfs serves it through show()/store(), never its read()/write()",
			   attr->name, ref_data_name(attr), ref_data_name(list));
	else if (misfiled)
		ref_report("sysfs-bin-default", REF_AT_CALL, site,
			   "binary attribute '%s' (%s) passed to %s(): sysfs serves it through show()/store(), never its read()/write()",
			   attr->name, ref_data_name(attr), creator);
	else
		check_mode(kobj, attr, mode, from_visible);

	sd = sd_new(dir, attr->name, SD_FILE, mode);
	sd->kobj = kobj;
	sd->attr = attr;
	sd->group = grp;
	sd->origin = origin;
	sd->site = site;
	sd->creator = creator;
	sd->bound_dev = ref_probing_dev;
	sd->misfiled_bin = misfiled;
	return 0;
}

int ref_create_bin_file(struct kobject *kobj, struct sysfs_dirent *dir,
			const struct bin_attribute *battr, unsigned int mode,
			const struct attribute_group *grp,
			enum sd_origin origin, const void *site,
			const char *creator)
{
	struct sysfs_dirent *sd;

	if (!dir)
		dir = kobj ? kobj->sd : NULL;
	if (!dir)
		return -ENOENT;
	if (!battr || !battr->attr.name)
		return -EINVAL;
	if (sd_find(dir, battr->attr.name)) {
		duplicate(dir, battr->attr.name);
		return -EEXIST;
	}
	sd = sd_new(dir, battr->attr.name, SD_BIN, mode);
	sd->kobj = kobj;
	sd->battr = battr;
	sd->group = grp;
	sd->origin = origin;
	sd->site = site;
	sd->creator = creator;
	sd->bound_dev = ref_probing_dev;
	return 0;
}

int ref_remove_by_name(struct kobject *kobj, const char *name,
		       enum sd_kind kind)
{
	struct sysfs_dirent *dir = kobj ? kobj->sd : sysfs_root;
	struct sysfs_dirent *sd = name ? sd_find(dir, name) : NULL;

	if (!sd || sd->kind != kind)
		return -ENOENT;
	sd_remove(sd);
	return 0;
}

int ref_create_link(struct kobject *kobj, struct kobject *target,
		    const char *name, enum sd_origin origin, const void *site,
		    const char *creator)
{
	struct sysfs_dirent *dir = kobj ? kobj->sd : sysfs_root;
	struct sysfs_dirent *sd;
	char path[512];

	if (!dir || !target || !target->sd || !name)
		return -ENOENT;
	if (sd_find(dir, name)) {
		duplicate(dir, name);
		return -EEXIST;
	}
	sd = sd_new(dir, name, SD_LINK, 0777);
	sd->kobj = kobj;
	sd->target = target;
	sd->target_path = kstrdup(sd_path(target->sd, path, sizeof(path)),
				  GFP_KERNEL);
	sd->origin = origin;
	sd->site = site;
	sd->creator = creator;
	sd->bound_dev = ref_probing_dev;
	return 0;
}

/*
 * A NULL-terminated list of attributes, as sysfs_create_files() and a
 * 2.6 ktype's default_attrs give it.
 */
int ref_create_attrs(struct kobject *kobj, ref_attr_t **attrs,
		     enum sd_origin origin, const void *site,
		     const char *creator, const char *how)
{
	struct ref_context ctx;
	int i, err = 0;

	ref_context_enter(&ctx, REF_WALK, attrs, how);
	for (i = 0; attrs; i++) {
		ref_attr_t *attr = attrs[i];

		if (ctx.faulted || !attr)
			break;
		err = ref_create_file(kobj, NULL, attr, attr->mode, 0, NULL,
				      attrs, origin, site, creator);
		if (err) {
			while (--i >= 0)
				ref_remove_by_name(kobj, attrs[i]->name, SD_FILE);
			break;
		}
	}
	ref_context_leave(&ctx);
	return err;
}

#ifndef SYSFSREF_LEGACY_API

static const char *list_how(char *buf, size_t size, const char *member,
			    const void *holder)
{
	snprintf(buf, size, "'.%s' of '%s'", member, ref_data_name(holder));
	return buf;
}

int ref_create_group(struct kobject *kobj, const struct attribute_group *grp,
		     enum sd_origin origin, const void *site,
		     const char *creator, int update)
{
	struct sysfs_dirent *dir = kobj ? kobj->sd : NULL, *sd;
	struct ref_context ctx;
	char how[256];
	int i, err = 0;

	if (!dir || !grp)
		return -EINVAL;
	if (!grp->attrs && !grp->bin_attrs) {
		pr_warn("sysfs: group '%s' has neither attrs nor bin_attrs\n",
		       ref_data_name(grp));
		return -EINVAL;
	}
	if (grp->name) {
		sd = sd_find(dir, grp->name);
		if (sd && !update) {
			duplicate(dir, grp->name);
			return -EEXIST;
		}
		if (!sd) {
			sd = sd_new(dir, grp->name, SD_DIR, 0755);
			sd->kobj = kobj;
			sd->group = grp;
			sd->origin = origin;
			sd->site = site;
			sd->creator = creator;
			sd->bound_dev = ref_probing_dev;
			/* The files belong to the directory, not the driver. */
			origin = BY_CORE;
		}
		dir = sd;
	}

	ref_context_enter(&ctx, REF_WALK, grp->attrs,
			  list_how(how, sizeof(how), "attrs", grp));
	for (i = 0; grp->attrs && !err; i++) {
		struct attribute *attr = grp->attrs[i];
		umode_t mode;

		if (ctx.faulted || !attr)
			break;
		mode = attr->mode;
		if (grp->is_visible) {
			mode = grp->is_visible(kobj, attr, i);
			if (!mode)
				continue;
		}
		sd = update ? sd_find(dir, attr->name) : NULL;
		if (sd)
			sd_remove(sd);
		err = ref_create_file(kobj, dir, attr, mode,
				      grp->is_visible != NULL, grp, grp->attrs,
				      origin, site, creator);
	}
	ref_context_leave(&ctx);

	ref_context_enter(&ctx, REF_WALK, grp->bin_attrs,
			  list_how(how, sizeof(how), "bin_attrs", grp));
	for (i = 0; grp->bin_attrs && !err; i++) {
		struct bin_attribute *battr = grp->bin_attrs[i];
		umode_t mode;

		if (ctx.faulted || !battr)
			break;
		mode = battr->attr.mode;
		if (grp->is_bin_visible) {
			mode = grp->is_bin_visible(kobj, battr, i);
			if (!mode)
				continue;
		}
		sd = update ? sd_find(dir, battr->attr.name) : NULL;
		if (sd)
			sd_remove(sd);
		err = ref_create_bin_file(kobj, dir, battr, mode, grp, origin,
					  site, creator);
	}
	ref_context_leave(&ctx);

	if (err)
		ref_remove_group(kobj, grp);
	return err;
}

void ref_remove_group(struct kobject *kobj, const struct attribute_group *grp)
{
	struct sysfs_dirent *dir = kobj ? kobj->sd : NULL, *sd, *next;

	if (!dir || !grp)
		return;
	if (grp->name) {
		sd = sd_find(dir, grp->name);
		if (sd && sd->kind == SD_DIR)
			sd_remove(sd);
		return;
	}
	for (sd = dir->children; sd; sd = next) {
		next = sd->next;
		if (sd->group == grp)
			sd_remove(sd);
	}
}

int ref_create_groups(struct kobject *kobj,
		      const struct attribute_group **groups,
		      enum sd_origin origin, const void *site,
		      const char *creator, const char *how)
{
	struct ref_context ctx;
	int i, err = 0;

	if (!groups)
		return 0;
	ref_context_enter(&ctx, REF_WALK, groups, how);
	for (i = 0; ; i++) {
		const struct attribute_group *grp = groups[i];

		if (ctx.faulted || !grp)
			break;
		err = ref_create_group(kobj, grp, origin, site, creator, 0);
		if (err) {
			while (--i >= 0)
				ref_remove_group(kobj, groups[i]);
			break;
		}
	}
	ref_context_leave(&ctx);
	return err;
}

void ref_remove_groups(struct kobject *kobj,
		       const struct attribute_group **groups, const char *how)
{
	struct ref_context ctx;
	int i;

	if (!groups)
		return;
	ref_context_enter(&ctx, REF_WALK, groups, how);
	for (i = 0; ; i++) {
		const struct attribute_group *grp = groups[i];

		if (ctx.faulted || !grp)
			break;
		ref_remove_group(kobj, grp);
	}
	ref_context_leave(&ctx);
}

#endif
