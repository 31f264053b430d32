// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: device and driver links: probe() gives the device a
 * "channel" kobject, links it back to the device and the device to it,
 * and every error path and remove() take down what was made before.
 *
 * scenario:
 *	load
 *	tree /sys/devices/platform/linker
 *	readlink /sys/devices/platform/linker/channel
 *	readlink /sys/devices/platform/linker/ch0/device
 *	cat /sys/devices/platform/linker/ch0/device/state
 *	ls /sys/bus/platform/drivers/linker
 *	rm
 *	fail sysfs_create_link 2
 *	load
 *	ls /sys/devices/platform/linker
 *	rm
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

struct linker {
	struct kobject *channel;
	int state;
};

static ssize_t state_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct linker *l = dev_get_drvdata(dev);

	return sysfs_emit(buf, "%s\n", l->state ? "up" : "down");
}

static ssize_t state_store(struct device *dev, struct device_attribute *attr,
			   const char *buf, size_t count)
{
	struct linker *l = dev_get_drvdata(dev);

	if (sysfs_streq(buf, "up"))
		l->state = 1;
	else if (sysfs_streq(buf, "down"))
		l->state = 0;
	else
		return -EINVAL;
	return count;
}
static DEVICE_ATTR_RW(state);

static int linker_probe(struct platform_device *pdev)
{
	struct linker *l;
	int err;

	l = devm_kzalloc(&pdev->dev, sizeof(*l), GFP_KERNEL);
	if (!l)
		return -ENOMEM;
	platform_set_drvdata(pdev, l);

	err = device_create_file(&pdev->dev, &dev_attr_state);
	if (err)
		return err;
	l->channel = kobject_create_and_add("ch0", &pdev->dev.kobj);
	if (!l->channel) {
		err = -ENOMEM;
		goto out_file;
	}
	err = sysfs_create_link(l->channel, &pdev->dev.kobj, "device");
	if (err)
		goto out_channel;
	err = sysfs_create_link(&pdev->dev.kobj, l->channel, "channel");
	if (err)
		goto out_link;
	return 0;

out_link:
	sysfs_remove_link(l->channel, "device");
out_channel:
	kobject_put(l->channel);
out_file:
	device_remove_file(&pdev->dev, &dev_attr_state);
	return err;
}

static int linker_remove(struct platform_device *pdev)
{
	struct linker *l = platform_get_drvdata(pdev);

	sysfs_remove_link(&pdev->dev.kobj, "channel");
	sysfs_remove_link(l->channel, "device");
	kobject_put(l->channel);
	device_remove_file(&pdev->dev, &dev_attr_state);
	return 0;
}

static struct platform_driver linker_driver = {
	.probe = linker_probe,
	.remove = linker_remove,
	.driver = {
		.name = "linker",
	},
};
module_platform_driver(linker_driver);
MODULE_LICENSE("GPL");
