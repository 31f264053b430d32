// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: probe() keeps its group when an optional feature fails:
 * "ret = a(); if (!ret) ret = b(); if (ret) { warn; ret = 0; }" leaves
 * ret 0 on every way (Linux 6.12's hidpp_probe()), so the return the
 * success path shares with the unwind labels is no failure there; every
 * real failure goes through the label that removes the group
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

#include "pad-hw.h"

static ssize_t level_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	return sysfs_emit(buf, "0\n");
}
static DEVICE_ATTR_RO(level);

static struct attribute *pad_attrs[] = {
	&dev_attr_level.attr,
	NULL,
};

static const struct attribute_group pad_group = {
	.attrs = pad_attrs,
};

static int pad_probe(struct platform_device *pdev)
{
	int gain, ret;

	ret = sysfs_create_group(&pdev->dev.kobj, &pad_group);
	if (ret)
		dev_warn(&pdev->dev, "no sysfs group\n");
	ret = pad_hw_start(&pdev->dev);
	if (ret)
		goto start_fail;
	if (pdev->id) {
		ret = pad_ff_config(&pdev->dev, &gain);
		if (!ret)
			ret = pad_ff_init(&pdev->dev, gain);
		if (ret) {
			dev_warn(&pdev->dev, "no force feedback: %d\n", ret);
			ret = 0;
		}
	}
	return ret;

start_fail:
	sysfs_remove_group(&pdev->dev.kobj, &pad_group);
	return ret;
}

static int pad_remove(struct platform_device *pdev)
{
	sysfs_remove_group(&pdev->dev.kobj, &pad_group);
	return 0;
}

static struct platform_driver pad_driver = {
	.probe = pad_probe,
	.remove = pad_remove,
	.driver = {
		.name = "demo-pad",
	},
};
module_platform_driver(pad_driver);
MODULE_LICENSE("GPL");
