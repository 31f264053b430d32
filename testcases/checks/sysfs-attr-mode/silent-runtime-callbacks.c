// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: an attribute whose show() and store() are set in probe()
 * before the file is created, and a terminated array of device attributes
 * ending in __ATTR_NULL
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

static int gain, bias;

static ssize_t gain_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	return sysfs_emit(buf, "%d\n", gain);
}

static ssize_t gain_store(struct device *dev, struct device_attribute *attr,
			  const char *buf, size_t count)
{
	int ret = kstrtoint(buf, 10, &gain);

	return ret ? ret : count;
}

static ssize_t bias_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	return sysfs_emit(buf, "%d\n", bias);
}

static struct device_attribute gain_attr = {
	.attr = { .name = "gain", .mode = 0644 },
};

static struct device_attribute amp_attrs[] = {
	__ATTR(bias, 0444, bias_show, NULL),
	__ATTR_NULL,
};

static int amp_probe(struct platform_device *pdev)
{
	int err;

	sysfs_attr_init(&gain_attr.attr);
	gain_attr.show = gain_show;
	gain_attr.store = gain_store;
	err = device_create_file(&pdev->dev, &gain_attr);
	if (err)
		return err;
	err = device_create_file(&pdev->dev, &amp_attrs[0]);
	if (err)
		device_remove_file(&pdev->dev, &gain_attr);
	return err;
}

static int amp_remove(struct platform_device *pdev)
{
	device_remove_file(&pdev->dev, &amp_attrs[0]);
	device_remove_file(&pdev->dev, &gain_attr);
	return 0;
}

static struct platform_driver amp_driver = {
	.probe = amp_probe,
	.remove = amp_remove,
	.driver = {
		.name = "amp",
	},
};
module_platform_driver(amp_driver);
MODULE_LICENSE("GPL");
