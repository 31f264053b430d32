// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: files and a group in a kobject's own directory go with the
 * kobject when exit drops it
 */
#include <linux/init.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static int level;

static ssize_t level_show(struct kobject *kobj, struct kobj_attribute *attr,
			  char *buf)
{
	return sysfs_emit(buf, "%d\n", level);
}
static struct kobj_attribute level_attr = __ATTR_RO(level);

static struct attribute *gov_attrs[] = {
	&level_attr.attr,
	NULL,
};

static const struct attribute_group gov_group = {
	.name = "tunables",
	.attrs = gov_attrs,
};

static struct kobject *gov_kobj;

static int __init gov_init(void)
{
	int err;

	gov_kobj = kobject_create_and_add("demo_gov", kernel_kobj);
	if (!gov_kobj)
		return -ENOMEM;
	err = sysfs_create_group(gov_kobj, &gov_group);
	if (err)
		goto out;
	err = sysfs_create_file(gov_kobj, &level_attr.attr);
	if (err)
		goto out;
	return 0;
out:
	kobject_put(gov_kobj);
	return err;
}

static void __exit gov_exit(void)
{
	kobject_put(gov_kobj);
}

module_init(gov_init);
module_exit(gov_exit);
MODULE_LICENSE("GPL");
