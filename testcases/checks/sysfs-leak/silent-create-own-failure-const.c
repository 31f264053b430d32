// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: each create's own failure is tested right after it and
 * answered with a constant error, the second one after removing the first
 * file (acpi_pad in Linux 6.1): the failed create left nothing behind
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

static int demo_pad_add_sysfs(struct platform_device *pdev)
{
	int result;

	result = device_create_file(&pdev->dev, &dev_attr_idlecpus);
	if (result)
		return -ENODEV;
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
