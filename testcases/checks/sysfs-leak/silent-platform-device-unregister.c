// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: groups made by helpers on the device of a platform device
 * the module registers itself go with it: platform_device_unregister() in
 * exit and platform_device_del() on init's error path delete its
 * directory (alienware-wmi in Linux 6.1)
 */
#include <linux/device.h>
#include <linux/init.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

static int amp_connected, deep_sleep;

static ssize_t status_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	return sysfs_emit(buf, "%d\n", amp_connected);
}
static DEVICE_ATTR_RO(status);

static struct attribute *amplifier_attrs[] = {
	&dev_attr_status.attr,
	NULL,
};

static const struct attribute_group amplifier_group = {
	.name = "amplifier",
	.attrs = amplifier_attrs,
};

static ssize_t deepsleep_show(struct device *dev,
			      struct device_attribute *attr, char *buf)
{
	return sysfs_emit(buf, "%d\n", deep_sleep);
}
static DEVICE_ATTR_RO(deepsleep);

static struct attribute *deepsleep_attrs[] = {
	&dev_attr_deepsleep.attr,
	NULL,
};

static const struct attribute_group deepsleep_group = {
	.name = "deepsleep",
	.attrs = deepsleep_attrs,
};

static struct platform_driver demo_wmi_driver = {
	.driver = {
		.name = "demo-wmi",
	},
};

static struct platform_device *demo_wmi_device;

static int create_amplifier(struct platform_device *dev)
{
	return sysfs_create_group(&dev->dev.kobj, &amplifier_group);
}

static int create_deepsleep(struct platform_device *dev)
{
	return sysfs_create_group(&dev->dev.kobj, &deepsleep_group);
}

static int __init demo_wmi_init(void)
{
	int ret;

	ret = platform_driver_register(&demo_wmi_driver);
	if (ret)
		return ret;
	demo_wmi_device = platform_device_alloc("demo-wmi", PLATFORM_DEVID_NONE);
	if (!demo_wmi_device) {
		ret = -ENOMEM;
		goto fail_driver;
	}
	ret = platform_device_add(demo_wmi_device);
	if (ret)
		goto fail_put;

	ret = create_amplifier(demo_wmi_device);
	if (ret)
		goto fail_del;
	ret = create_deepsleep(demo_wmi_device);
	if (ret)
		goto fail_del;
	return 0;

fail_del:
	platform_device_del(demo_wmi_device);
fail_put:
	platform_device_put(demo_wmi_device);
fail_driver:
	platform_driver_unregister(&demo_wmi_driver);
	return ret;
}

static void __exit demo_wmi_exit(void)
{
	platform_device_unregister(demo_wmi_device);
	platform_driver_unregister(&demo_wmi_driver);
}

module_init(demo_wmi_init);
module_exit(demo_wmi_exit);
MODULE_LICENSE("GPL");
