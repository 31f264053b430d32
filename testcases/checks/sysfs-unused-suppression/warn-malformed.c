// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: suppressions that cannot hold anything back: a misspelt
 * check (the finding stays), no check, no reason
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

static ssize_t level_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	return sysfs_emit(buf, "%u\n", 3);
}
static DEVICE_ATTR_RO(level);

/* sysfscheck: ignore sysfs-attr-terminatr -- reviewed */ /* warn: sysfs-unused-suppression "names no check 'sysfs-attr-terminatr' (did you mean 'sysfs-attr-terminator'?)" */
static struct attribute *gauge_attrs[] = {	/* warn: sysfs-attr-terminator */
	&dev_attr_level.attr
};
ATTRIBUTE_GROUPS(gauge);

/* sysfscheck: ignore -- nothing named */ /* warn: sysfs-unused-suppression "names no check" */
static int gauge_probe(struct platform_device *pdev)
{
	return 0;	/* sysfscheck: ignore sysfs-leak */ /* warn: sysfs-unused-suppression "gives no reason" */
}

static struct platform_driver gauge_driver = {
	.probe = gauge_probe,
	.driver = {
		.name = "gauge",
		.dev_groups = gauge_groups,
	},
};
module_platform_driver(gauge_driver);
MODULE_LICENSE("GPL");
