// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a const struct class (Linux 6.4 and later constify class,
 * bus_type and kobj_type) whose .dev_groups list has no NULL
 */
#include <linux/device.h>
#include <linux/device/bus.h>
#include <linux/init.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static ssize_t speed_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	return sysfs_emit(buf, "100\n");
}
static DEVICE_ATTR_RO(speed);

static struct attribute *port_attrs[] = {
	&dev_attr_speed.attr,
	NULL,
};

static const struct attribute_group port_group = {
	.attrs = port_attrs,
};

static const struct attribute_group *port_groups[] = {	/* warn: sysfs-attr-terminator:bug "'.dev_groups' of 'port_class'" */
	&port_group,
};

static const struct class port_class = {
	.name = "demo-port",
	.dev_groups = port_groups,
};

static const struct attribute_group *link_groups[] = {	/* warn: sysfs-attr-terminator:bug "'.dev_groups' of 'link_bus'" */
	&port_group,
};

static const struct bus_type link_bus = {
	.name = "demo-link",
	.dev_groups = link_groups,
};

static int __init port_init(void)
{
	int err = class_register((struct class *)&port_class);

	if (err)
		return err;
	err = bus_register((struct bus_type *)&link_bus);
	if (err)
		class_unregister((struct class *)&port_class);
	return err;
}
module_init(port_init);
MODULE_LICENSE("GPL");
