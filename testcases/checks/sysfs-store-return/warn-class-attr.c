// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a class attribute's store() returns kstrtobool()'s result
 */
#include <linux/device.h>
#include <linux/device/class.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static bool debug_enabled;

static ssize_t debug_store(struct class *class, struct class_attribute *attr,
			   const char *buf, size_t count)
{
	return kstrtobool(buf, &debug_enabled);	/* warn: sysfs-store-return "returns what kstrtobool() returns, 0 on success" */
}
static CLASS_ATTR_WO(debug);

static struct attribute *sensor_class_attrs[] = {
	&class_attr_debug.attr,
	NULL,
};
ATTRIBUTE_GROUPS(sensor_class);

static struct class sensor_class = {
	.name = "sensor",
	.class_groups = sensor_class_groups,
};
