// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: store() returns 0 for an empty and for a too long write:
 * only the first is count
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

struct panel {
	char label[16];
};

static ssize_t label_store(struct device *dev, struct device_attribute *attr,
			   const char *buf, size_t count)
{
	struct panel *panel = dev_get_drvdata(dev);

	if (!count || count >= sizeof(panel->label))
		return 0;	/* warn: sysfs-store-return:bug "returns 0" */
	memcpy(panel->label, buf, count);
	panel->label[count] = '\0';
	return count;
}
static DEVICE_ATTR_WO(label);

static struct attribute *panel_attrs[] = {
	&dev_attr_label.attr,
	NULL,
};
ATTRIBUTE_GROUPS(panel);
