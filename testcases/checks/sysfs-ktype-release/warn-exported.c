// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a ktype shared with the driver's other files through a
 * header, defined without release()
 */
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/sysfs.h>

extern const struct kobj_type widget_ktype;

const struct kobj_type widget_ktype = {	/* warn: sysfs-ktype-release:hardening "(visible to other files)" */
	.sysfs_ops = &kobj_sysfs_ops,
};
MODULE_LICENSE("GPL");
