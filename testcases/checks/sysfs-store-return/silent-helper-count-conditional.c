// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: store()s returning an int helper whose last return gives
 * back the count or the error ('return ret < 0 ? ret : count;', hp-bioscfg
 * store_password_instance() in Linux 6.12), called by two store()s
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/sysfs.h>

static char current_pass[64];
static char new_pass[64];

static int pass_check(const char *pass)
{
	return strlen(pass) < 8 ? -EINVAL : 0;
}

static int pass_store(const char *buf, size_t count, bool is_current)
{
	char *copy;
	int ret;

	copy = kstrndup(buf, count, GFP_KERNEL);
	if (!copy)
		return -ENOMEM;
	ret = pass_check(copy);
	if (!ret)
		strscpy(is_current ? current_pass : new_pass, copy,
			sizeof(new_pass));
	kfree(copy);
	return ret < 0 ? ret : count;
}

static ssize_t current_password_store(struct kobject *kobj,
				      struct kobj_attribute *attr,
				      const char *buf, size_t count)
{
	return pass_store(buf, count, true);
}

static ssize_t new_password_store(struct kobject *kobj,
				  struct kobj_attribute *attr,
				  const char *buf, size_t count)
{
	return pass_store(buf, count, false);
}

static struct kobj_attribute current_password_attr = __ATTR_WO(current_password);
static struct kobj_attribute new_password_attr = __ATTR_WO(new_password);

static struct attribute *pass_attrs[] = {
	&current_password_attr.attr,
	&new_password_attr.attr,
	NULL,
};

static const struct attribute_group pass_group = {
	.attrs = pass_attrs,
};

static struct kobject *pass_kobj;

static int __init pass_init(void)
{
	int ret;

	pass_kobj = kobject_create_and_add("demo-pass", kernel_kobj);
	if (!pass_kobj)
		return -ENOMEM;
	ret = sysfs_create_group(pass_kobj, &pass_group);
	if (ret)
		kobject_put(pass_kobj);
	return ret;
}

static void __exit pass_exit(void)
{
	sysfs_remove_group(pass_kobj, &pass_group);
	kobject_put(pass_kobj);
}

module_init(pass_init);
module_exit(pass_exit);
MODULE_LICENSE("GPL");
