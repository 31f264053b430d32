// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: sysfs_emit() on a cursor that has moved past the start
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct dimm {
	unsigned int size_mb;
	unsigned int speed;
};

static ssize_t info_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct dimm *d = dev_get_drvdata(dev);
	char *p = buf;

	p += sysfs_emit(p, "size %u\n", d->size_mb);
	p += sysfs_emit(p, "speed %u\n", d->speed);	/* warn: sysfs-show-bound "sysfs_emit() at an offset" */
	return p - buf;
}
static DEVICE_ATTR_RO(info);

static struct attribute *dimm_attrs[] = {
	&dev_attr_info.attr,
	NULL,
};
ATTRIBUTE_GROUPS(dimm);
MODULE_LICENSE("GPL");
