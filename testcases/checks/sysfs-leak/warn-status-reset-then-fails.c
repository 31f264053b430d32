// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: probe() keeps its group when an optional feature fails
 * ("ret = a(); if (!ret) ret = b(); if (ret) { warn; ret = 0; }": ret is
 * 0 after it), but a later step's failure returns without removing it:
 * the leak is found at that return, not at the one where ret is 0
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

	ret = sysfs_create_group(&pdev->dev.kobj, &pad_group);	/* warn(sysfscheck): sysfs-leak:bug "group 'pad_group' created here is not removed when pad_probe() fails at line 54" -- the probe removes the entry on other paths after the create: an unwind the SmPL rule leaves to sysfscheck */
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
	if (pdev->id > 1)
		return ret;
	ret = pad_calibrate(&pdev->dev);
	if (ret)
		return ret;
	return 0;

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
