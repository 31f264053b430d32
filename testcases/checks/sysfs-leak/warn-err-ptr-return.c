// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: after adding a group, probe() maps its registers and returns
 * PTR_ERR() when that fails
 */
#include <linux/device.h>
#include <linux/err.h>
#include <linux/io.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

static ssize_t level_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	return sysfs_emit(buf, "5\n");
}
static DEVICE_ATTR_RO(level);

static struct attribute *dimmer_attrs[] = {
	&dev_attr_level.attr,
	NULL,
};

static const struct attribute_group dimmer_group = {
	.attrs = dimmer_attrs,
};

static int dimmer_probe(struct platform_device *pdev)
{
	void __iomem *base;
	int err;

	err = sysfs_create_group(&pdev->dev.kobj, &dimmer_group);	/* warn(sysfscheck): sysfs-leak "group 'dimmer_group' created here is not removed when dimmer_probe() fails at line 39" -- the error is returned as PTR_ERR() of an ERR_PTR value; the rule's error-return patterns do not cover it */
	if (err)
		return err;
	base = devm_platform_ioremap_resource(pdev, 0);
	if (IS_ERR(base))
		return PTR_ERR(base);
	platform_set_drvdata(pdev, (void __force *)base);
	return 0;
}

static int dimmer_remove(struct platform_device *pdev)
{
	sysfs_remove_group(&pdev->dev.kobj, &dimmer_group);
	return 0;
}

static struct platform_driver dimmer_driver = {
	.probe = dimmer_probe,
	.remove = dimmer_remove,
	.driver = {
		.name = "demo-dimmer",
	},
};
module_platform_driver(dimmer_driver);
MODULE_LICENSE("GPL");
