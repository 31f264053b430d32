// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: show() assigned at run time through attr.show = fn
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct lane {
	struct device_attribute attr;
	const char *mode;
};

static ssize_t lane_mode_show(struct device *dev,
			      struct device_attribute *attr, char *buf)
{
	struct lane *lane = container_of(attr, struct lane, attr);

	return snprintf(buf, PAGE_SIZE, "%s\n", lane->mode);	/* warn(sysfscheck): sysfs-show-bound "lane_mode_show" -- a value fact (a length, size, count or bound) that the rule does not compute */
}

int lane_expose(struct device *dev, struct lane *lane)
{
	sysfs_attr_init(&lane->attr.attr);
	lane->attr.attr.name = "mode";
	lane->attr.attr.mode = 0444;
	lane->attr.show = lane_mode_show;
	return device_create_file(dev, &lane->attr);
}
MODULE_LICENSE("GPL");
