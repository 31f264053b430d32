// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: files created in a loop over an array in probe(); remove()
 * has no loop that removes them
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

static ssize_t led_show(struct device *dev, struct device_attribute *attr,
			char *buf)
{
	return sysfs_emit(buf, "off\n");
}

static struct device_attribute panel_attrs[] = {
	__ATTR(led0, 0444, led_show, NULL),
	__ATTR(led1, 0444, led_show, NULL),
};

static int panel_probe(struct platform_device *pdev)
{
	int i, err;

	for (i = 0; i < ARRAY_SIZE(panel_attrs); i++) {
		err = device_create_file(&pdev->dev, &panel_attrs[i]);	/* warn(sysfscheck): sysfs-leak "is never removed by panel_remove()" -- the rule pairs a create with a remove of the same name in its function and the paired teardown; lifetimes through helpers, callers, aliases, conditions and ops are sysfscheck's */
		if (err)
			goto undo;
	}
	return 0;

undo:
	while (--i >= 0)
		device_remove_file(&pdev->dev, &panel_attrs[i]);
	return err;
}

static int panel_remove(struct platform_device *pdev)
{
	dev_info(&pdev->dev, "panel off\n");
	return 0;
}

static struct platform_driver panel_driver = {
	.probe = panel_probe,
	.remove = panel_remove,
	.driver = {
		.name = "demo-panel",
	},
};
module_platform_driver(panel_driver);
MODULE_LICENSE("GPL");
