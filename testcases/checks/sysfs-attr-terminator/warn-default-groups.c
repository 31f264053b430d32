// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: group array in a kobj_type's .default_groups without NULL
 */
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

struct widget {
	struct kobject kobj;
	int value;
};

static ssize_t value_show(struct kobject *kobj, struct kobj_attribute *attr,
			  char *buf)
{
	return sysfs_emit(buf, "%d\n", container_of(kobj, struct widget, kobj)->value);
}
static struct kobj_attribute value_attribute = __ATTR_RO(value);

static struct attribute *widget_attrs[] = {
	&value_attribute.attr,
	NULL,
};

static const struct attribute_group widget_group = {
	.attrs = widget_attrs,
};

static const struct attribute_group *widget_groups[] = {	/* warn: sysfs-attr-terminator "attribute group array 'widget_groups'" */
	&widget_group,
};

static void widget_release(struct kobject *kobj)
{
	kfree(container_of(kobj, struct widget, kobj));
}

static struct kobj_type widget_ktype = {
	.sysfs_ops = &kobj_sysfs_ops,
	.release = widget_release,
	.default_groups = widget_groups,
};

int widget_add(struct widget *w, struct kobject *parent)
{
	return kobject_init_and_add(&w->kobj, &widget_ktype, parent, "widget");
}
MODULE_LICENSE("GPL");
