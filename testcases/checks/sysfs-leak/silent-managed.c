// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: devm_device_add_group() and a driver's dev_groups: the driver
 * core removes both, no remove() needed
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

static ssize_t speed_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	return sysfs_emit(buf, "100\n");
}
static DEVICE_ATTR_RO(speed);

static ssize_t duplex_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	return sysfs_emit(buf, "full\n");
}
static DEVICE_ATTR_RO(duplex);

static struct attribute *link_attrs[] = {
	&dev_attr_speed.attr,
	NULL,
};
ATTRIBUTE_GROUPS(link);

static struct attribute *extra_attrs[] = {
	&dev_attr_duplex.attr,
	NULL,
};

static const struct attribute_group extra_group = {
	.attrs = extra_attrs,
};

static int phy_probe(struct platform_device *pdev)
{
	return devm_device_add_group(&pdev->dev, &extra_group);
}

static int phy_remove(struct platform_device *pdev)
{
	return 0;
}

static struct platform_driver phy_driver = {
	.probe = phy_probe,
	.remove = phy_remove,
	.driver = {
		.name = "demo-phy",
		.dev_groups = link_groups,
	},
};
module_platform_driver(phy_driver);
MODULE_LICENSE("GPL");
