// SPDX-License-Identifier: GPL-2.0
/*
 * A driver before and after a change, for sysfscheck-patch and the
 * pre-commit hook (testcases/t60-integration.sh). The legacy_attrs array
 * has an old finding that no change touches: it must never be reported
 * for a change.
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

static int level;
static u8 table[32];

static ssize_t level_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	return sysfs_emit(buf, "%d\n", level);
}
static DEVICE_ATTR_RO(level);

static ssize_t mode_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	return sysfs_emit(buf, "%s\n", level ? "auto" : "manual");
}
static DEVICE_ATTR_RO(mode);

static ssize_t table_read(struct file *filp, struct kobject *kobj,
			  struct bin_attribute *attr, char *buf, loff_t off,
			  size_t count)
{
	return memory_read_from_buffer(buf, count, &off, table, sizeof(table));
}
static BIN_ATTR_RO(table, sizeof(table));

static struct attribute *legacy_attrs[] = {
	&dev_attr_level.attr,
};

static const struct attribute_group legacy_group = {
	.name = "legacy",
	.attrs = legacy_attrs,
};

static struct attribute *chip_attrs[] = {
	&dev_attr_level.attr,
	&dev_attr_mode.attr,
	NULL,
};

static struct bin_attribute *chip_bin_attrs[] = {
	&bin_attr_table,
	NULL,
};

static const struct attribute_group chip_group = {
	.attrs = chip_attrs,
	.bin_attrs = chip_bin_attrs,
};

static const struct attribute_group *chip_groups[] = {
	&chip_group,
	&legacy_group,
	NULL,
};

static struct platform_driver chip_driver = {
	.driver = {
		.name = "chip",
		.dev_groups = chip_groups,
	},
};
module_platform_driver(chip_driver);

MODULE_LICENSE("GPL");
