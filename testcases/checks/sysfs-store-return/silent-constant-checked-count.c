// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: store() rejects every count but the constant it then returns:
 * that constant is the count
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/string.h>
#include <linux/sysfs.h>

struct panel {
	u8 map[8];
};

static ssize_t map_store(struct device *dev, struct device_attribute *attr,
			 const char *buf, size_t cnt)
{
	struct panel *p = dev_get_drvdata(dev);

	if (cnt != 8)
		return -EINVAL;
	memcpy(p->map, buf, sizeof(p->map));
	return 8;
}
static DEVICE_ATTR_WO(map);

static struct attribute *panel_attrs[] = {
	&dev_attr_map.attr,
	NULL,
};
ATTRIBUTE_GROUPS(panel);

static struct platform_driver panel_driver = {
	.driver = {
		.name = "panel",
		.dev_groups = panel_groups,
	},
};
module_platform_driver(panel_driver);
MODULE_LICENSE("GPL");
