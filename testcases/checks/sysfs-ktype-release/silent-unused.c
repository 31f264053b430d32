// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a ktype without release() that no kobject uses in this
 * build: the code that would use it is compiled out
 */
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/slab.h>

struct trace_buf {
	struct kobject kobj;
};

static const struct kobj_type __maybe_unused trace_ktype = {
	.sysfs_ops = &kobj_sysfs_ops,
};

#ifdef CONFIG_SYSFSCHECK_DEMO_TRACE
struct trace_buf *trace_buf_add(struct kobject *parent)
{
	struct trace_buf *t = kzalloc(sizeof(*t), GFP_KERNEL);

	if (t && kobject_init_and_add(&t->kobj, &trace_ktype, parent, "trace"))
		kobject_put(&t->kobj);
	return t;
}
#endif
MODULE_LICENSE("GPL");
