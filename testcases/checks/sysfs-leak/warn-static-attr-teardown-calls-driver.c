// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: remove() calls a function of the driver's other file, but
 * the file probe() creates is static here: no other file can name it to
 * remove it, and remove() does not
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

#include "shared-lamp-attrs.h"

static ssize_t state_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct lamp *l = dev_get_drvdata(dev);

	return sysfs_emit(buf, "%s\n", l->level ? "on" : "off");
}
static DEVICE_ATTR_RO(state);

static int lamp_probe(struct platform_device *pdev)
{
	struct lamp *l;

	l = devm_kzalloc(&pdev->dev, sizeof(*l), GFP_KERNEL);
	if (!l)
		return -ENOMEM;
	platform_set_drvdata(pdev, l);
	return device_create_file(&pdev->dev, &dev_attr_state);	/* warn: sysfs-leak "file 'dev_attr_state' created here by device_create_file() is never removed by lamp_remove()" */
}

static int lamp_remove(struct platform_device *pdev)
{
	lamp_teardown(pdev);
	return 0;
}

static struct platform_driver lamp_driver = {
	.driver = {
		.name = "lamp-state",
	},
	.probe = lamp_probe,
	.remove = lamp_remove,
};
module_platform_driver(lamp_driver);
MODULE_LICENSE("GPL");
