// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a list built with sysfs_emit(buf + len, ...): sysfs_emit()
 * only takes the start of the page (sysfs_emit_at() takes an offset), so
 * every entry after the first is dropped with a warning.
 *
 * scenario:
 *	load
 *	cat /sys/devices/platform/gpiobank/lines
 *	rm
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

static const char * const line_names[] = { "reset", "irq", "led" };

static ssize_t lines_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	int i, len = 0;

	for (i = 0; i < ARRAY_SIZE(line_names); i++)
		len += sysfs_emit(buf + len, "%s\n", line_names[i]);	/* warn: sysfs-show-bound */ /* runtime: sysfs-show-bound */
	return len;
}
static DEVICE_ATTR_RO(lines);

static struct attribute *gpiobank_attrs[] = {
	&dev_attr_lines.attr,
	NULL,
};
ATTRIBUTE_GROUPS(gpiobank);

static struct platform_driver gpiobank_driver = {
	.driver = {
		.name = "gpiobank",
		.dev_groups = gpiobank_groups,
	},
};
module_platform_driver(gpiobank_driver);
MODULE_LICENSE("GPL");
