// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a write-only action declared readable: DEVICE_ATTR() with
 * 0644 and a NULL show(), so every read fails.
 *
 * scenario:
 *	load
 *	ls /sys/devices/platform/watchdog_demo
 *	echo 1 > /sys/devices/platform/watchdog_demo/reset
 *	cat /sys/devices/platform/watchdog_demo/reset
 *	cat /sys/devices/platform/watchdog_demo/resets
 *	rm
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

static unsigned int resets;

static ssize_t reset_store(struct device *dev, struct device_attribute *attr,
			   const char *buf, size_t count)
{
	bool reset;
	int ret;

	ret = kstrtobool(buf, &reset);
	if (ret)
		return ret;
	if (reset)
		resets++;
	return count;
}
static DEVICE_ATTR(reset, 0644, NULL, reset_store);	/* warn: sysfs-attr-mode */ /* runtime: sysfs-attr-mode */

static ssize_t resets_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	return sysfs_emit(buf, "%u\n", resets);
}
static DEVICE_ATTR_RO(resets);

static struct attribute *watchdog_attrs[] = {
	&dev_attr_reset.attr,
	&dev_attr_resets.attr,
	NULL,
};
ATTRIBUTE_GROUPS(watchdog);

static struct platform_driver watchdog_driver = {
	.driver = {
		.name = "watchdog_demo",
		.dev_groups = watchdog_groups,
	},
};
module_platform_driver(watchdog_driver);
MODULE_LICENSE("GPL");
