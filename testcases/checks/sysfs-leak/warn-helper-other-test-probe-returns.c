// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: right after the create a test returns a constant error, but
 * it tests the result of an earlier call, not the create's: the file made
 * stays when that earlier check failed, and the probe that calls the
 * helper returns its error as it is
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

static int demo_pad_check(struct platform_device *pdev)
{
	return pdev->id < 0 ? -EINVAL : 0;
}

static int demo_pad_add_sysfs(struct platform_device *pdev)
{
	int result, ret;

	result = demo_pad_check(pdev);
	ret = device_create_file(&pdev->dev, &dev_attr_idlecpus); /* warn(sysfscheck): sysfs-leak "not removed when demo_pad_add_sysfs() fails at line 39, nor by its caller demo_pad_probe(), which fails at line 52" -- the rule pairs a create with a remove of the same name in its function and the paired teardown; lifetimes through helpers, callers, aliases, conditions and ops are sysfscheck's */
	if (result)
		return -ENODEV;
	if (ret)
		return ret;
	result = device_create_file(&pdev->dev, &dev_attr_idlepct);
	if (result) {
		device_remove_file(&pdev->dev, &dev_attr_idlecpus);
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
	device_remove_file(&pdev->dev, &dev_attr_idlepct);
	device_remove_file(&pdev->dev, &dev_attr_idlecpus);
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
