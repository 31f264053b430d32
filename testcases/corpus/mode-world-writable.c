// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a device attribute written out by hand to get past the
 * attribute macros' permission check: mode 0666 lets any user write it.
 *
 * scenario:
 *	load
 *	echo 1 > /sys/devices/platform/door/unlock
 *	cat /sys/devices/platform/door/unlock
 *	rm
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

static bool unlocked;

static ssize_t unlock_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	return sysfs_emit(buf, "%d\n", unlocked);
}

static ssize_t unlock_store(struct device *dev, struct device_attribute *attr,
			    const char *buf, size_t count)
{
	int ret = kstrtobool(buf, &unlocked);

	return ret ? ret : count;
}

static struct device_attribute dev_attr_unlock = {	/* warn: sysfs-attr-mode */ /* runtime: sysfs-attr-mode */
	.attr = { .name = "unlock", .mode = 0666 },
	.show = unlock_show,
	.store = unlock_store,
};

static struct attribute *door_attrs[] = {
	&dev_attr_unlock.attr,
	NULL,
};
ATTRIBUTE_GROUPS(door);

static struct platform_driver door_driver = {
	.driver = {
		.name = "door",
		.dev_groups = door_groups,
	},
};
module_platform_driver(door_driver);
MODULE_LICENSE("GPL");
