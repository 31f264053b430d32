// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: the create's own failure is tested right after it, but in a
 * loop: the files the earlier turns made stay when a later one fails, and
 * the probe returns the helper's error as it is
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

static ssize_t idlecpus_show(struct device *dev, struct device_attribute *attr,
			     char *buf)
{
	return sysfs_emit(buf, "0\n");
}
static DEVICE_ATTR_RO(idlecpus);

static ssize_t idlepct_show(struct device *dev, struct device_attribute *attr,
			    char *buf)
{
	return sysfs_emit(buf, "0\n");
}
static DEVICE_ATTR_RO(idlepct);

static struct device_attribute *demo_pad_attrs[] = {
	&dev_attr_idlecpus,
	&dev_attr_idlepct,
};

static int demo_pad_add_sysfs(struct platform_device *pdev)
{
	int i, result;

	for (i = 0; i < ARRAY_SIZE(demo_pad_attrs); i++) {
		result = device_create_file(&pdev->dev, demo_pad_attrs[i]); /* warn(sysfscheck): sysfs-leak "fails at line 38, nor by its caller demo_pad_probe(), which fails at line 45" -- the rule pairs a create with a remove of the same name in its function and the paired teardown; lifetimes through helpers, callers, aliases, conditions and ops are sysfscheck's */
		if (result)
			return -ENODEV;
	}
	return 0;
}

static int demo_pad_probe(struct platform_device *pdev)
{
	return demo_pad_add_sysfs(pdev);
}

static int demo_pad_remove(struct platform_device *pdev)
{
	int i;

	for (i = 0; i < ARRAY_SIZE(demo_pad_attrs); i++)
		device_remove_file(&pdev->dev, demo_pad_attrs[i]);
	return 0;
}

static struct platform_driver demo_pad_driver = {
	.probe = demo_pad_probe,
	.remove = demo_pad_remove,
	.driver = {
		.name = "demo-pad",
	},
};
module_platform_driver(demo_pad_driver);
MODULE_LICENSE("GPL");
