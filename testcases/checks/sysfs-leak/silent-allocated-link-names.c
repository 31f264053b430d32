// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: links named by kasprintf() strings, each failure after a
 * create going through the unwind labels that remove it (Linux 6.12's
 * devlink_add_symlinks() in drivers/base/core.c): a name found non-NULL
 * has not failed, so the last create's success is not an error return
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

struct demo_link {
	struct device link_dev;
	struct device *supplier;
	struct device *consumer;
};

int demo_link_add_symlinks(struct demo_link *link)
{
	struct device *sup = link->supplier;
	struct device *con = link->consumer;
	char *buf_con = NULL, *buf_sup = NULL;
	int ret;

	ret = sysfs_create_link(&link->link_dev.kobj, &sup->kobj, "supplier");
	if (ret)
		goto out;
	ret = sysfs_create_link(&link->link_dev.kobj, &con->kobj, "consumer");
	if (ret)
		goto err_con;
	buf_con = kasprintf(GFP_KERNEL, "consumer:%s", dev_name(con));
	if (!buf_con) {
		ret = -ENOMEM;
		goto err_con_dev;
	}
	ret = sysfs_create_link(&sup->kobj, &link->link_dev.kobj, buf_con);
	if (ret)
		goto err_con_dev;
	buf_sup = kasprintf(GFP_KERNEL, "supplier:%s", dev_name(sup));
	if (!buf_sup) {
		ret = -ENOMEM;
		goto err_sup_dev;
	}
	ret = sysfs_create_link(&con->kobj, &link->link_dev.kobj, buf_sup);
	if (ret)
		goto err_sup_dev;
	goto out;

err_sup_dev:
	sysfs_remove_link(&sup->kobj, buf_con);
err_con_dev:
	sysfs_remove_link(&link->link_dev.kobj, "consumer");
err_con:
	sysfs_remove_link(&link->link_dev.kobj, "supplier");
out:
	kfree(buf_sup);
	kfree(buf_con);
	return ret;
}
EXPORT_SYMBOL_GPL(demo_link_add_symlinks);
MODULE_LICENSE("GPL");
