// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: group array assigned to .default_groups at run time
 */
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

static ssize_t id_show(struct kobject *kobj, struct kobj_attribute *attr,
		       char *buf)
{
	return sysfs_emit(buf, "7\n");
}
static struct kobj_attribute id_attr = __ATTR_RO(id);

static struct attribute *port_attrs[] = {
	&id_attr.attr,
	NULL,
};

static const struct attribute_group port_group = {
	.attrs = port_attrs,
};

static const struct attribute_group *port_groups[] = {	/* warn: sysfs-attr-terminator "'.default_groups'" */
	&port_group,
};

static void port_release(struct kobject *kobj)
{
	kfree(kobj);
}

static struct kobj_type port_ktype = {
	.sysfs_ops = &kobj_sysfs_ops,
	.release = port_release,
};

int port_add(struct kobject *kobj, struct kobject *parent)
{
	port_ktype.default_groups = port_groups;
	return kobject_init_and_add(kobj, &port_ktype, parent, "port");
}
MODULE_LICENSE("GPL");
