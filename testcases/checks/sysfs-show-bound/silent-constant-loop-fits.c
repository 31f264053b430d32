// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a constant loop whose appends add up to less than a page
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

#define NR_ZONES 32

struct zones {
	int temp[NR_ZONES];
	char name[NR_ZONES][20];
};

static ssize_t zones_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct zones *z = dev_get_drvdata(dev);
	int i, len = 0;

	for (i = 0; i < NR_ZONES; i++)
		len += sprintf(buf + len, "%s: %d\n", z->name[i], z->temp[i]);
	return len;
}
static DEVICE_ATTR_RO(zones);

static struct attribute *zones_attrs[] = {
	&dev_attr_zones.attr,
	NULL,
};
ATTRIBUTE_GROUPS(zones);
MODULE_LICENSE("GPL");
