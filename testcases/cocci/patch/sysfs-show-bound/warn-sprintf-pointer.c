// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: sprintf() of a string pointer of unknown length
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct sensor {
	const char *name;
	int value;
};

static ssize_t name_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct sensor *s = dev_get_drvdata(dev);

	return sprintf(buf, "%s\n", s->name);	/* warn: sysfs-show-bound "sprintf() of unbounded %s (argument 's->name')" */
}
static DEVICE_ATTR_RO(name);

static struct attribute *sensor_attrs[] = {
	&dev_attr_name.attr,
	NULL,
};
ATTRIBUTE_GROUPS(sensor);
MODULE_LICENSE("GPL");
