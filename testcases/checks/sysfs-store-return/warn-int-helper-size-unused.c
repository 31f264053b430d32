// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: an int helper that takes the count but returns 0 on success
 *
 * The helper has a size_t parameter yet neither returns it nor stores it
 * in what it returns: the store() returns 0.
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static unsigned long mode;

static int mode_apply(const char *buf, size_t count)
{
	if (count > 8)
		return -EINVAL;
	return kstrtoul(buf, 10, &mode);
}

static ssize_t mode_store(struct device *dev, struct device_attribute *attr,
			  const char *buf, size_t count)
{
	return mode_apply(buf, count);	/* warn: sysfs-store-return "returns what mode_apply() returns" */
}
static DEVICE_ATTR_WO(mode);

static struct attribute *demo_attrs[] = {
	&dev_attr_mode.attr,
	NULL,
};
ATTRIBUTE_GROUPS(demo);

static struct device_driver demo_driver = {
	.name = "demo-int-helper-size",
	.dev_groups = demo_groups,
};

static int __init demo_init(void)
{
	return driver_register(&demo_driver);
}
module_init(demo_init);
MODULE_LICENSE("GPL");
