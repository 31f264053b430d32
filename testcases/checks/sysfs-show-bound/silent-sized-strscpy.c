// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: strscpy() as the fortified headers of Linux 6.8 and later
 * spell it, sized_strscpy(): at most its size argument is written, here
 * the marker that ends a cut text at the end of the page (lpfc_attr.c
 * lpfc_cmf_info_show())
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>
#include "sized-strscpy.h"

#define INFO_MORE_STR "\nCould be more info...\n"

struct hba {
	const char *state;
};

static ssize_t info_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct hba *hba = dev_get_drvdata(dev);
	size_t len;

	len = scnprintf(buf, PAGE_SIZE, "%s\n", hba->state);
	if (len >= PAGE_SIZE - 1)
		sized_strscpy(buf + PAGE_SIZE - 1 - sizeof(INFO_MORE_STR),
			      INFO_MORE_STR, sizeof(INFO_MORE_STR) + 1);
	return len;
}
static DEVICE_ATTR_RO(info);

static struct attribute *hba_attrs[] = {
	&dev_attr_info.attr,
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
