// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: store() counts the terminating NUL it added: it returns one
 * more than the count it was given.
 *
 * scenario:
 *	load
 *	echo kitchen > /sys/devices/platform/lamp/label
 *	cat /sys/devices/platform/lamp/label
 *	rm
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/string.h>
#include <linux/sysfs.h>

struct lamp {
	char label[32];
};

static ssize_t label_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct lamp *l = dev_get_drvdata(dev);

	return sysfs_emit(buf, "%s\n", l->label);
}

static ssize_t label_store(struct device *dev,	/* runtime: sysfs-store-return */
			   struct device_attribute *attr,
			   const char *buf, size_t count)
{
	struct lamp *l = dev_get_drvdata(dev);
	ssize_t len;

	len = strscpy(l->label, buf, sizeof(l->label));
	if (len < 0)
		return len;
	strim(l->label);
	return len + 1;	/* warn(sysfscheck): sysfs-store-return -- the store() returns strscpy()'s result plus one, one more than the bytes given; a value fact */
}
static DEVICE_ATTR_RW(label);

static struct attribute *lamp_attrs[] = {
	&dev_attr_label.attr,
	NULL,
};
ATTRIBUTE_GROUPS(lamp);

static int lamp_probe(struct platform_device *pdev)
{
	struct lamp *l;

	l = devm_kzalloc(&pdev->dev, sizeof(*l), GFP_KERNEL);
	if (!l)
		return -ENOMEM;
	platform_set_drvdata(pdev, l);
	return 0;
}

static struct platform_driver lamp_driver = {
	.probe = lamp_probe,
	.driver = {
		.name = "lamp",
		.dev_groups = lamp_groups,
	},
};
module_platform_driver(lamp_driver);
MODULE_LICENSE("GPL");
