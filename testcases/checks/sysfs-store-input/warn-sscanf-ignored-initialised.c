// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: sscanf()'s count is ignored: bad input leaves x and y at 0 (defined, so style)
 * check-options: -Wsysfs-store-input
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct touch_panel {
	int cal_x, cal_y;
};

static ssize_t calibration_store(struct device *dev,
				 struct device_attribute *attr,
				 const char *buf, size_t count)
{
	struct touch_panel *tp = dev_get_drvdata(dev);
	int x = 0, y = 0;

	sscanf(buf, "%d %d", &x, &y);	/* warn: sysfs-store-input:style "its outputs keep the values they held before" */
	tp->cal_x = x;
	tp->cal_y = y;
	return count;
}
static DEVICE_ATTR_WO(calibration);

static struct attribute *tp_attrs[] = {
	&dev_attr_calibration.attr,
	NULL,
};
ATTRIBUTE_GROUPS(tp);
