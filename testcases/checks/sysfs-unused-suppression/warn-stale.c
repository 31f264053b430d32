// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: suppressions that hold back nothing: the code they were
 * written for was fixed, or they name the wrong check or line
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

static unsigned int mode;

static ssize_t mode_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	return sysfs_emit(buf, "%u\n", mode);	/* sysfscheck: ignore sysfs-show-bound -- short */ /* warn: sysfs-unused-suppression:style "suppression of 'sysfs-show-bound' holds back no finding on line 16" */
}
static DEVICE_ATTR_RO(mode);

static struct attribute *gauge_attrs[] = {
	&dev_attr_mode.attr,
	NULL
};
ATTRIBUTE_GROUPS(gauge);

/* sysfscheck: ignore sysfs-leak -- the core removes it */ /* warn: sysfs-unused-suppression "holds back no finding in 'gauge_probe'" */
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
