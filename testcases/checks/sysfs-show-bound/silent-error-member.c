// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: an error number kept in the device state, returned when set
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

struct link {
	int error;
	unsigned int speed;
};

static ssize_t speed_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct link *l = dev_get_drvdata(dev);

	if (l->error)
		return l->error;
	return sysfs_emit(buf, "%u\n", l->speed);
}
static DEVICE_ATTR_RO(speed);

static struct attribute *link_attrs[] = {
	&dev_attr_speed.attr,
	NULL,
};
ATTRIBUTE_GROUPS(link);
MODULE_LICENSE("GPL");
