// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: kobjects in a static array: nothing to free, so the advice
 * is to allocate them (level style), not to free a structure in release()
 */
#include <linux/kobject.h>
#include <linux/module.h>

struct lane {
	struct kobject kobj;
	unsigned int speed;
};

static struct lane lanes[4];

static const struct kobj_type lane_ktype = {	/* warn: sysfs-ktype-release:style "a kobject in static storage uses it (kobject_init_and_add() in lanes_init(), line 25): there is nothing to free, but kobjects are meant to be allocated and freed by their type's release() once the last reference is gone; allocate the structure embedding it and add a release() that frees it" */
	.sysfs_ops = &kobj_sysfs_ops,
};

static int __init lanes_init(void)
{
	int i, ret;

	for (i = 0; i < 4; i++) {
		ret = kobject_init_and_add(&lanes[i].kobj, &lane_ktype,
					   kernel_kobj, "lane%d", i);
		if (ret)
			return ret;
	}
	return 0;
}

module_init(lanes_init);
MODULE_LICENSE("GPL");
