// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: files created in a loop over an array, removed in a loop on
 * the error path and in remove()
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

static ssize_t ch_show(struct device *dev, struct device_attribute *attr,
		       char *buf)
{
	return sysfs_emit(buf, "%s\n", attr->attr.name);
}

static struct device_attribute adc_attrs[] = {
	__ATTR(ch0, 0444, ch_show, NULL),
	__ATTR(ch1, 0444, ch_show, NULL),
	__ATTR(ch2, 0444, ch_show, NULL),
};

static int adc_probe(struct platform_device *pdev)
{
	int i, err;

	for (i = 0; i < ARRAY_SIZE(adc_attrs); i++) {
		err = device_create_file(&pdev->dev, &adc_attrs[i]);
		if (err)
			goto undo;
	}
	return 0;

undo:
	while (--i >= 0)
		device_remove_file(&pdev->dev, &adc_attrs[i]);
	return err;
}

static int adc_remove(struct platform_device *pdev)
{
	int i;

	for (i = 0; i < ARRAY_SIZE(adc_attrs); i++)
		device_remove_file(&pdev->dev, &adc_attrs[i]);
	return 0;
}

static struct platform_driver adc_driver = {
	.probe = adc_probe,
	.remove = adc_remove,
	.driver = {
		.name = "demo-adc",
	},
};
module_platform_driver(adc_driver);
MODULE_LICENSE("GPL");
