// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a loop whose count a header of the tree gives, printing strings of no known length
 *
 * As silent-tree-header.c, but the names are the device's, of any
 * length: nine of them can fill the page. A case of the rule alone, as
 * silent-tree-header.c is.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>
#include <linux/demo-flash.h>

struct demo {
	const char *names[DEMO_NUM_FAULTS];
};

static ssize_t fault_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct demo *d = dev_get_drvdata(dev);
	char *pbuf = buf;
	int i;

	for (i = 0; i < DEMO_NUM_FAULTS; ++i)
		pbuf += sprintf(pbuf, "%s ", d->names[i]);	/* warn: sysfs-show-bound "sprintf()" */
	return pbuf - buf;
}
static DEVICE_ATTR_RO(fault);

static struct attribute *demo_attrs[] = {
	&dev_attr_fault.attr,
	NULL,
};
ATTRIBUTE_GROUPS(demo);
MODULE_LICENSE("GPL");
