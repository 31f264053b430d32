// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a 2.6 kobject's sysfs_ops.store parsing with simple_strtoul()
 * check-options: -Wsysfs-store-input
 * check-headers: reference-legacy
 */
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static int widget_count;
static struct kobject widget_kobj;

static struct attribute count_attr = {
	.name = "count",
	.owner = THIS_MODULE,
	.mode = S_IRUGO | S_IWUSR,
};

static struct attribute *widget_attrs[] = {
	&count_attr,
	NULL,
};

static ssize_t widget_show(struct kobject *kobj, struct attribute *attr,
			   char *buffer)
{
	return sprintf(buffer, "%d\n", widget_count);
}

static ssize_t widget_store(struct kobject *kobj, struct attribute *attr,
			    const char *buffer, size_t size)
{
	widget_count = simple_strtoul(buffer, NULL, 10);	/* warn: sysfs-store-input "simple_strtoul()" */
	return size;
}

static struct sysfs_ops widget_sysfs_ops = {
	.show = widget_show,
	.store = widget_store,
};

static void widget_release(struct kobject *kobj)
{
}

static struct kobj_type widget_ktype = {
	.release = widget_release,
	.sysfs_ops = &widget_sysfs_ops,
	.default_attrs = widget_attrs,
};

static int __init widget_init(void)
{
	kobject_set_name(&widget_kobj, "widget");
	widget_kobj.ktype = &widget_ktype;
	return kobject_register(&widget_kobj);
}
module_init(widget_init);
