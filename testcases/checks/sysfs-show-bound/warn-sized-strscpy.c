// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: strscpy() as the fortified headers of Linux 6.8 and later
 * spell it, sized_strscpy(), with a size that ends past the page
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>
#include "sized-strscpy.h"

struct hba {
	const char *state;
	char name[64];
};

static ssize_t tail_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct hba *hba = dev_get_drvdata(dev);

	sized_strscpy(buf + PAGE_SIZE - 16, hba->state, 64);	/* warn(sysfscheck): sysfs-show-bound:bug "past the PAGE_SIZE" -- a value fact (a length, size, count or bound) that the rule does not compute */
	return PAGE_SIZE - 1;
}
static DEVICE_ATTR_RO(tail);

static struct attribute *hba_attrs[] = {
	&dev_attr_tail.attr,
	NULL,
};
ATTRIBUTE_GROUPS(hba);

static struct device_driver hba_driver = {
	.name = "hba",
	.groups = hba_groups,
};

static int __init hba_init(void)
{
	return driver_register(&hba_driver);
}
module_init(hba_init);
MODULE_LICENSE("GPL");
