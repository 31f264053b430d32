// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: probe() merges files into the device's power group; remove()
 * never unmerges them
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

static ssize_t wake_ms_show(struct device *dev, struct device_attribute *attr,
			    char *buf)
{
	return sysfs_emit(buf, "20\n");
}
static DEVICE_ATTR_RO(wake_ms);

static struct attribute *pm_extra_attrs[] = {
	&dev_attr_wake_ms.attr,
	NULL,
};

static const struct attribute_group pm_extra_group = {
	.name = "power",
	.attrs = pm_extra_attrs,
};

static int modem_probe(struct platform_device *pdev)
{
	return sysfs_merge_group(&pdev->dev.kobj, &pm_extra_group);	/* warn: sysfs-leak "call sysfs_unmerge_group() there" */
}

static int modem_remove(struct platform_device *pdev)
{
	dev_info(&pdev->dev, "gone\n");
	return 0;
}

static struct platform_driver modem_driver = {
	.probe = modem_probe,
	.remove = modem_remove,
	.driver = {
		.name = "demo-modem",
	},
};
module_platform_driver(modem_driver);
MODULE_LICENSE("GPL");
