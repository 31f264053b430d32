// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: kobj_attribute and device_attribute files created one by one
 */
#include <linux/device.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static ssize_t knob_show(struct kobject *kobj, struct kobj_attribute *attr,
			 char *buf)
{
	return sysfs_emit(buf, "0\n");
}
static struct kobj_attribute knob_attr = __ATTR_RO(knob);

static ssize_t state_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	return sysfs_emit(buf, "ok\n");
}
static DEVICE_ATTR_RO(state);

int knob_expose(struct device *dev)
{
	int ret = sysfs_create_file(&dev->kobj, &knob_attr.attr);

	if (ret)
		return ret;
	ret = device_create_file(dev, &dev_attr_state);
	if (ret)
		sysfs_remove_file(&dev->kobj, &knob_attr.attr);
	return ret;
}
MODULE_LICENSE("GPL");
