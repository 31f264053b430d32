// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: store() rejects every count but the size of its table and
 * returns that size: it is the count (yealink.c store_map(), Linux 6.1);
 * the same with the size written as a number
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/string.h>
#include <linux/sysfs.h>

struct panel {
	u8 map[8];
	u32 mode;
};

static ssize_t map_store(struct device *dev, struct device_attribute *attr,
			 const char *buf, size_t cnt)
{
	struct panel *p = dev_get_drvdata(dev);

	if (cnt != sizeof(p->map))
		return -EINVAL;
	memcpy(p->map, buf, sizeof(p->map));
	return sizeof(p->map);
}
static DEVICE_ATTR_WO(map);

static ssize_t mode_store(struct device *dev, struct device_attribute *attr,
			  const char *buf, size_t cnt)
{
	struct panel *p = dev_get_drvdata(dev);

	if (cnt != 4)
		return -EINVAL;
	memcpy(&p->mode, buf, 4);
	return 4;
}
static DEVICE_ATTR_WO(mode);

static struct attribute *panel_attrs[] = {
	&dev_attr_map.attr,
	&dev_attr_mode.attr,
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
