// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: an element of an array member of an array member reached
 * through a pointer, as the source writes it: 'rio_name(rdev->rswitch->
 * nextdev[i])' (rapidio's rio-sysfs.c), not the offsets the evaluated
 * tree holds ('rio_name(rdev + 2768 + 112[i])')
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>

struct rio_dev;

struct rio_switch {
	unsigned long host_lock;
	unsigned int route_table[20];
	int port_ok;
	struct rio_dev *nextdev[8];
};

struct rio_dev {
	struct device dev;
	unsigned int swpinfo;
	struct rio_switch rswitch[];
};

const char *rio_name(struct rio_dev *rdev);

static ssize_t lnext_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct rio_dev *rdev = dev_get_drvdata(dev);
	char *str = buf;
	int i;

	for (i = 0; i < 8; i++) {
		if (rdev->rswitch->nextdev[i])
			str += sprintf(str, "%s\n", rio_name(rdev->rswitch->nextdev[i]));	/* warn(sysfscheck): sysfs-show-bound:hardening "(argument 'rio_name(rdev->rswitch->nextdev[i])')" -- rio_name() is another file's: its length is not bounded here */
		else
			str += sprintf(str, "null\n");
	}
	return str - buf;
}
static DEVICE_ATTR_RO(lnext);

static struct attribute *rio_attrs[] = {
	&dev_attr_lnext.attr,
	NULL,
};
ATTRIBUTE_GROUPS(rio);
MODULE_LICENSE("GPL");
