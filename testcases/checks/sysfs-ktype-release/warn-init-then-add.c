// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: kobject_init() and kobject_add() as two steps, the ktype
 * given to kobject_init() has no release()
 */
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/slab.h>

struct session {
	struct kobject kobj;
	u64 id;
};

static struct kobj_type session_ktype = {	/* warn: sysfs-ktype-release "(kobject_init() in session_new(), line 26)" */
	.sysfs_ops = &kobj_sysfs_ops,
};

struct session *session_new(struct kobject *parent, u64 id)
{
	struct session *s = kzalloc(sizeof(*s), GFP_KERNEL);

	if (!s)
		return NULL;
	s->id = id;
	kobject_init(&s->kobj, &session_ktype);
	if (kobject_add(&s->kobj, parent, "session-%llu", id)) {
		kobject_put(&s->kobj);
		return NULL;
	}
	return s;
}
MODULE_LICENSE("GPL");
