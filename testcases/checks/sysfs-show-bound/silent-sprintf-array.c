// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: sprintf() of a bounded char array member
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct pmbus_info {
	char model[32];
	char vendor[16];
};

static ssize_t model_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct pmbus_info *info = dev_get_drvdata(dev);

	return sprintf(buf, "%s %s\n", info->vendor, info->model);
}
static DEVICE_ATTR_RO(model);

static struct attribute *pmbus_attrs[] = {
	&dev_attr_model.attr,
	NULL,
};
ATTRIBUTE_GROUPS(pmbus);
MODULE_LICENSE("GPL");
