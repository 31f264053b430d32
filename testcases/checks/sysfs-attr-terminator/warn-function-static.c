// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: function-local static attribute array without NULL
 */
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static ssize_t state_show(struct kobject *kobj, struct kobj_attribute *attr,
			  char *buf)
{
	return sysfs_emit(buf, "idle\n");
}
static struct kobj_attribute state_attr = __ATTR_RO(state);

int engine_expose(struct kobject *kobj)
{
	static const struct attribute *engine_attrs[] = {	/* warn: sysfs-attr-terminator "'engine_attrs'" */
		&state_attr.attr,
	};

	return sysfs_create_files(kobj, engine_attrs);
}
MODULE_LICENSE("GPL");
