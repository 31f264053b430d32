// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: ATTRIBUTE_GROUPS() over an attribute array without NULL
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

static struct attribute *gauge_attrs[] = {	/* warn: sysfs-attr-terminator:bug "'.attrs' of 'gauge_group'" */
	&dev_attr_level.attr
};
ATTRIBUTE_GROUPS(gauge);

static int gauge_probe(struct platform_device *pdev)
{
	return 0;
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
