// SPDX-License-Identifier: MIT
/*
 * kobjects and ksets: reference counts, the directory a kobject gets when
 * it is added (in its parent, else its kset, else at the top of /sys, as
 * the LWN article says), its default attributes, and its release; the
 * KOBJ_ADD uevents sent (sysfsref's "uevents"); and, for the current API,
 * the kobjects between kobject_init() and their release, so that kfree()
 * of one (instead of kobject_put()) is logged.
 */
#include "core.h"

/* KOBJ_ADD uevents since sysfsref last listed them: "add /sys/...". */
#define MAX_UEVENTS 64
static char *uevents[MAX_UEVENTS];
static int nr_uevents;

static void send_add_uevent(struct kobject *kobj)
{
	char path[512];

	if (!kobj->sd || nr_uevents == MAX_UEVENTS)
		return;
	sd_path(kobj->sd, path, sizeof(path));
	uevents[nr_uevents] = kmalloc(strlen(path) + 5, GFP_KERNEL);
	strcpy(uevents[nr_uevents], "add ");
	strcat(uevents[nr_uevents++], path);
}

int ref_uevents(void)
{
	int i;

	for (i = 0; i < nr_uevents; i++) {
		ref_out("%s\n", uevents[i]);
		kfree(uevents[i]);
	}
	if (!nr_uevents)
		ref_out("(none)\n");
	nr_uevents = 0;
	return 0;
}

/* Initialised kobjects not yet released (current API). */
#define MAX_LIVE 256
static struct kobject *live[MAX_LIVE];

static void live_add(struct kobject *kobj)
{
	int i;

	for (i = 0; i < MAX_LIVE; i++)
		if (!live[i] || live[i] == kobj) {
			live[i] = kobj;
			return;
		}
}

static void live_forget(struct kobject *kobj)
{
	int i;

	for (i = 0; i < MAX_LIVE; i++)
		if (live[i] == kobj)
			live[i] = NULL;
}

/*
 * kfree() of @size bytes at @p: a kobject inside, initialised and not
 * released, holds its name (and a reference to its parent): the kernel's
 * documentation says to drop it with kobject_put(), whose release() frees
 * the memory. Logged, as kmemleak would find the name later.
 */
void ref_kfree_check(const void *p, unsigned long size)
{
	int i;

	for (i = 0; i < MAX_LIVE; i++) {
		const char *k = (const char *)live[i];

		if (!k || k < (const char *)p || k >= (const char *)p + size)
			continue;
		pr_err("kobject '%s': freed by kfree() after kobject_init(): its name leaks; call kobject_put(), whose release() frees it\n",
		       kobject_name(live[i]) ? kobject_name(live[i]) : "(no name)");
		live[i] = NULL;
	}
}

static void populate(struct kobject *kobj, const void *site)
{
	const struct kobj_type *t = ref_ktype(kobj);
	char how[256];

	if (!t)
		return;
#ifdef SYSFSREF_LEGACY_API
	snprintf(how, sizeof(how), "'.default_attrs' of '%s'",
		 ref_data_name(t));
	if (t->default_attrs)
		ref_create_attrs(kobj, t->default_attrs, BY_CORE, NULL,
				 "kobject_add", how);
#else
	snprintf(how, sizeof(how), "'.default_groups' of '%s'",
		 ref_data_name(t));
	ref_create_groups(kobj, t->default_groups, BY_CORE, NULL,
			  "kobject_add", how);
#endif
}

/* Creates the kobject's directory: in its parent, else its kset. */
static int add_internal(struct kobject *kobj, const void *site,
			const char *creator)
{
	struct kobject *parent = kobj->parent;
	int err;

	if (!parent && kobj->kset)
		parent = &kobj->kset->kobj;
	if (kobj->state_in_sysfs) {
		pr_err("kobject '%s': already added to sysfs\n",
		       kobject_name(kobj));
		return -EINVAL;
	}
	err = ref_create_dir(kobj, parent, site, creator);
	if (err) {
		pr_err("kobject_add_internal failed for %s with %d\n",
		       kobject_name(kobj), err);
		return err;
	}
	kobj->parent = kobject_get(parent);
	kobj->state_in_sysfs = 1;
	populate(kobj, site);
	return 0;
}

struct kobject *kobject_get(struct kobject *kobj)
{
	if (kobj)
		kobj->refcount.counter++;
	return kobj;
}

void kobject_del(struct kobject *kobj)
{
	struct kobject *parent;
	char why[300];

	if (!kobj || !kobj->state_in_sysfs)
		return;
	snprintf(why, sizeof(why), "kobject_del('%s')", kobject_name(kobj));
	ref_remove_dir(kobj, why);
	kobj->state_in_sysfs = 0;
	parent = kobj->parent;
	kobj->parent = NULL;
	kobject_put(parent);
}

static void cleanup(struct kobject *kobj)
{
	const struct kobj_type *t = ref_ktype(kobj);
#ifndef SYSFSREF_LEGACY_API
	const char *name = kobj->name;
#endif

	if (kobj->state_in_sysfs)
		kobject_del(kobj);
	if (t && !t->release)
		ref_report("sysfs-ktype-release", REF_AT_DATA, t,
			   "kobject '%s' has type '%s' without release(): its last kobject_put() cannot free it (the kernel warns 'does not have a release() function, it is broken and must be fixed')",
			   kobject_name(kobj), ref_data_name(t));
	if (t && t->release)
		t->release(kobj);
#ifndef SYSFSREF_LEGACY_API
	kfree(name);
#endif
}

void kobject_put(struct kobject *kobj)
{
	if (!kobj)
		return;
	if (kobj->refcount.counter <= 0) {
		pr_warn("kobject '%s': put with no reference left\n",
		       kobject_name(kobj));
		return;
	}
	if (--kobj->refcount.counter == 0) {
		live_forget(kobj);
		cleanup(kobj);
	}
}

#ifdef SYSFSREF_LEGACY_API

int kobject_set_name(struct kobject *kobj, const char *fmt, ...)
{
	va_list args;

	va_start(args, fmt);
	vsnprintf(kobj->name, KOBJ_NAME_LEN, fmt, args);
	va_end(args);
	return 0;
}

void kobject_init(struct kobject *kobj)
{
	kobj->refcount.counter = 1;
	kobj->state_initialized = 1;
	kobj->state_in_sysfs = 0;
	kobj->sd = NULL;
}

int kobject_add(struct kobject *kobj)
{
	if (ref_should_fail("kobject_add"))
		return -ENOMEM;
	if (!kobj)
		return -ENOENT;
	return add_internal(kobj, REF_SITE(), "kobject_add");
}

/* Linux 2.6: kobject_init(), kobject_add(), then the KOBJ_ADD uevent. */
int kobject_register(struct kobject *kobj)
{
	int err;

	if (ref_should_fail("kobject_register"))
		return -ENOMEM;
	if (!kobj)
		return -EINVAL;
	kobject_init(kobj);
	err = add_internal(kobj, REF_SITE(), "kobject_register");
	if (!err)
		send_add_uevent(kobj);
	return err;
}

void kobject_unregister(struct kobject *kobj)
{
	kobject_del(kobj);
	kobject_put(kobj);
}

void kset_init(struct kset *kset)
{
	kobject_init(&kset->kobj);
}

int kset_add(struct kset *kset)
{
	return add_internal(&kset->kobj, REF_SITE(), "kset_add");
}

int kset_register(struct kset *kset)
{
	int err;

	if (ref_should_fail("kset_register"))
		return -ENOMEM;
	kset_init(kset);
	err = add_internal(&kset->kobj, REF_SITE(), "kset_register");
	if (!err)
		send_add_uevent(&kset->kobj);
	return err;
}

void kset_unregister(struct kset *kset)
{
	if (kset)
		kobject_unregister(&kset->kobj);
}

#else /* the current API */

static ssize_t kobj_attr_show(struct kobject *kobj, struct attribute *attr,
			      char *buf)
{
	struct kobj_attribute *kattr = container_of(attr, struct kobj_attribute, attr);

	return kattr->show ? kattr->show(kobj, kattr, buf) : -EIO;
}

static ssize_t kobj_attr_store(struct kobject *kobj, struct attribute *attr,
			       const char *buf, size_t count)
{
	struct kobj_attribute *kattr = container_of(attr, struct kobj_attribute, attr);

	return kattr->store ? kattr->store(kobj, kattr, buf, count) : -EIO;
}

const struct sysfs_ops kobj_sysfs_ops = {
	.show = kobj_attr_show,
	.store = kobj_attr_store,
};

struct kobject *kernel_kobj;
struct kobject *firmware_kobj;

static void dynamic_release(struct kobject *kobj)
{
	kfree(kobj);
}

static const struct kobj_type dynamic_ktype = {
	.release = dynamic_release,
	.sysfs_ops = &kobj_sysfs_ops,
};

static void kset_release(struct kobject *kobj)
{
	kfree(to_kset(kobj));
}

static const struct kobj_type kset_ktype = {
	.release = kset_release,
	.sysfs_ops = &kobj_sysfs_ops,
};

static int set_name_va(struct kobject *kobj, const char *fmt, va_list args)
{
	char name[256];

	if (!fmt)
		return -EINVAL;
	vsnprintf(name, sizeof(name), fmt, args);
	kfree(kobj->name);
	kobj->name = kstrdup(name, GFP_KERNEL);
	return 0;
}

int kobject_set_name(struct kobject *kobj, const char *fmt, ...)
{
	va_list args;
	int err;

	va_start(args, fmt);
	err = set_name_va(kobj, fmt, args);
	va_end(args);
	return err;
}

void kobject_init(struct kobject *kobj, const struct kobj_type *ktype)
{
	if (!kobj)
		return;
	if (!ktype)
		pr_err("kobject %p: must have a ktype\n", (void *)kobj);
	if (kobj->state_initialized)
		pr_err("kobject %p: tried to init an initialized object\n",
		       (void *)kobj);
	kobj->refcount.counter = 1;
	kobj->ktype = ktype;
	kobj->state_initialized = 1;
	kobj->state_in_sysfs = 0;
	kobj->sd = NULL;
	live_add(kobj);
}

static int add_va(struct kobject *kobj, struct kobject *parent,
		  const void *site, const char *creator, const char *fmt,
		  va_list args)
{
	int err;

	if (!kobj)
		return -EINVAL;
	if (!kobj->state_initialized) {
		pr_err("kobject '%s': kobject_add() before kobject_init()\n",
		       kobj->name ? kobj->name : "?");
		return -EINVAL;
	}
	err = set_name_va(kobj, fmt, args);
	if (err)
		return err;
	kobj->parent = parent;
	return add_internal(kobj, site, creator);
}

int kobject_add(struct kobject *kobj, struct kobject *parent,
		const char *fmt, ...)
{
	va_list args;
	int err;

	if (ref_should_fail("kobject_add"))
		return -ENOMEM;
	va_start(args, fmt);
	err = add_va(kobj, parent, REF_SITE(), "kobject_add", fmt, args);
	va_end(args);
	return err;
}

int kobject_init_and_add(struct kobject *kobj, const struct kobj_type *ktype,
			 struct kobject *parent, const char *fmt, ...)
{
	va_list args;
	int err;

	kobject_init(kobj, ktype);
	if (ref_should_fail("kobject_init_and_add"))
		return -ENOMEM;
	va_start(args, fmt);
	err = add_va(kobj, parent, REF_SITE(), "kobject_init_and_add", fmt,
		     args);
	va_end(args);
	return err;
}

static struct kobject *create_and_add(const char *name, struct kobject *parent,
				      const void *site)
{
	struct kobject *kobj = kzalloc(sizeof(*kobj), GFP_KERNEL);

	kobject_init(kobj, &dynamic_ktype);
	kobj->name = kstrdup(name, GFP_KERNEL);
	kobj->parent = parent;
	if (add_internal(kobj, site, "kobject_create_and_add")) {
		kobject_put(kobj);
		return NULL;
	}
	return kobj;
}

/* For the reference's own directories: no driver call site. */
struct kobject *ref_kobject_create(const char *name, struct kobject *parent)
{
	return create_and_add(name, parent, NULL);
}

int ref_kobject_add_at(struct kobject *kobj, struct kobject *parent,
		       const char *name, const void *site, const char *creator)
{
	kobject_set_name(kobj, "%s", name);
	kobj->parent = parent;
	return add_internal(kobj, site, creator);
}

struct kobject *kobject_create_and_add(const char *name, struct kobject *parent)
{
	if (ref_should_fail("kobject_create_and_add"))
		return NULL;
	return create_and_add(name, parent, REF_SITE());
}

/* Only KOBJ_ADD is recorded: what kobject_register() used to send. */
int kobject_uevent(struct kobject *kobj, int action)
{
	if (kobj && action == KOBJ_ADD)
		send_add_uevent(kobj);
	return 0;
}

static struct kset *kset_create(const char *name, struct kobject *parent)
{
	struct kset *kset = kzalloc(sizeof(*kset), GFP_KERNEL);

	kobject_init(&kset->kobj, &kset_ktype);
	kset->kobj.name = kstrdup(name, GFP_KERNEL);
	kset->kobj.parent = parent;
	return kset;
}

struct kset *kset_create_and_add(const char *name,
				 const struct kset_uevent_ops *u,
				 struct kobject *parent_kobj)
{
	struct kset *kset;

	if (ref_should_fail("kset_create_and_add"))
		return NULL;
	kset = kset_create(name, parent_kobj);
	if (add_internal(&kset->kobj, REF_SITE(), "kset_create_and_add")) {
		kobject_put(&kset->kobj);
		return NULL;
	}
	send_add_uevent(&kset->kobj);
	return kset;
}

int kset_register(struct kset *kset)
{
	int err;

	if (ref_should_fail("kset_register"))
		return -ENOMEM;
	if (!kset->kobj.state_initialized)
		kobject_init(&kset->kobj, kset->kobj.ktype);
	err = add_internal(&kset->kobj, REF_SITE(), "kset_register");
	if (!err)
		send_add_uevent(&kset->kobj);
	return err;
}

void kset_unregister(struct kset *kset)
{
	if (!kset)
		return;
	kobject_del(&kset->kobj);
	kobject_put(&kset->kobj);
}

#endif

/* The top-level directories a driver may hang its kobjects from. */
void ref_kobject_boot(void)
{
#ifndef SYSFSREF_LEGACY_API
	kernel_kobj = create_and_add("kernel", NULL, NULL);
	firmware_kobj = create_and_add("firmware", NULL, NULL);
#endif
}
