// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: store() returns what a sysfs create returns: 0 on success,
 * so write(2) sees nothing written and writes the same bytes again
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static ssize_t extra_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	return sysfs_emit(buf, "1\n");
}
static DEVICE_ATTR_RO(extra);

static ssize_t expose_store(struct device *dev, struct device_attribute *attr,
			    const char *buf, size_t count)
{
	bool on;

	if (kstrtobool(buf, &on))
		return -EINVAL;
	if (!on) {
		device_remove_file(dev, &dev_attr_extra);
		return count;
	}
	return device_create_file(dev, &dev_attr_extra);	/* warn(sysfscheck): sysfs-store-return "returns what device_create_file() returns, 0 on success" -- the rule's list of 0-on-success calls holds the model's status callees, not the creates */
}
static DEVICE_ATTR_WO(expose);

static struct attribute *expose_attrs[] = {
	&dev_attr_expose.attr,
	NULL,
};
ATTRIBUTE_GROUPS(expose);

static struct device_driver expose_driver = {
	.name = "expose",
	.dev_groups = expose_groups,
};

MODULE_LICENSE("GPL");
