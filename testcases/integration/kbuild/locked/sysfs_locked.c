// SPDX-License-Identifier: GPL-2.0
/*
 * An out-of-tree module for testcases/t60-integration.sh: one sysfs bug
 * for sysfscheck and one lock imbalance for sparse's context check, so
 * that `make C=1 CHECK=sysfscheck CF=--sparse` shows both from one pass.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/spinlock.h>
#include <linux/sysfs.h>

static DEFINE_SPINLOCK(level_lock);
static int level;

static ssize_t level_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	int value;

	spin_lock(&level_lock);
	if (level < 0)
		return -EIO;	/* returns with the lock held */
	value = level;
	spin_unlock(&level_lock);
	return sysfs_emit(buf, "%d\n", value);
}
static DEVICE_ATTR_RO(level);

static struct attribute *locked_attrs[] = {
	&dev_attr_level.attr,
};
ATTRIBUTE_GROUPS(locked);

static struct platform_driver locked_driver = {
	.driver = {
		.name = "sysfs-locked",
		.dev_groups = locked_groups,
	},
};
module_platform_driver(locked_driver);

MODULE_DESCRIPTION("sysfscheck --sparse test module");
MODULE_LICENSE("GPL");
