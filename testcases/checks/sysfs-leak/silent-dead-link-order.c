// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: exit removes the link before it frees the link's target, and
 * a link inside a directory that goes with its kobject
 */
#include <linux/init.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static struct kobject *pool_kobj, *user_kobj;

static int __init pool_init(void)
{
	int err;

	pool_kobj = kobject_create_and_add("demo_pool", kernel_kobj);
	if (!pool_kobj)
		return -ENOMEM;
	user_kobj = kobject_create_and_add("user", pool_kobj);
	if (!user_kobj) {
		err = -ENOMEM;
		goto out_pool;
	}
	err = sysfs_create_link(kernel_kobj, pool_kobj, "pool");
	if (err)
		goto out_user;
	err = sysfs_create_link(user_kobj, pool_kobj, "owner");
	if (err)
		goto out_link;
	return 0;

out_link:
	sysfs_remove_link(kernel_kobj, "pool");
out_user:
	kobject_put(user_kobj);
out_pool:
	kobject_put(pool_kobj);
	return err;
}

static void __exit pool_exit(void)
{
	sysfs_remove_link(kernel_kobj, "pool");
	kobject_put(user_kobj);
	kobject_put(pool_kobj);
}

module_init(pool_init);
module_exit(pool_exit);
MODULE_LICENSE("GPL");
