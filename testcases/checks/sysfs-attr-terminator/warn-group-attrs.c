// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: attribute array in a group's .attrs without NULL
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static ssize_t speed_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	return sysfs_emit(buf, "%d\n", 100);
}
static DEVICE_ATTR_RO(speed);

static ssize_t duplex_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	return sysfs_emit(buf, "full\n");
}
static DEVICE_ATTR_RO(duplex);

static struct attribute *link_attrs[] = {	/* warn: sysfs-attr-terminator "'link_attrs' is not NULL-terminated" */
	&dev_attr_speed.attr,
	&dev_attr_duplex.attr,
};

static const struct attribute_group link_group = {
	.name = "link",
	.attrs = link_attrs,
};

int link_register(struct device *dev)
{
	return sysfs_create_group(&dev->kobj, &link_group);
}

void link_unregister(struct device *dev)
{
	sysfs_remove_group(&dev->kobj, &link_group);
}
MODULE_LICENSE("GPL");
