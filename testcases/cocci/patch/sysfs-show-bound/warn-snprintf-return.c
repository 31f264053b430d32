// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: show() returns snprintf()'s result, the would-be length
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct panel {
	const char *model;
};

static ssize_t model_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct panel *p = dev_get_drvdata(dev);

	return snprintf(buf, PAGE_SIZE, "%s\n", p->model);	/* warn: sysfs-show-bound "returns what snprintf() returned" */
}
static DEVICE_ATTR_RO(model);

static struct attribute *panel_attrs[] = {
	&dev_attr_model.attr,
	NULL,
};
ATTRIBUTE_GROUPS(panel);
MODULE_LICENSE("GPL");
