// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: sscanf() whose count is kept and checked later
 * check-options: -Wsysfs-store-input
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct window {
	unsigned int start, len;
};

static ssize_t window_store(struct device *dev, struct device_attribute *attr,
			    const char *buf, size_t count)
{
	struct window *w = dev_get_drvdata(dev);
	unsigned int start, len;
	int n;

	n = sscanf(buf, "%u %u", &start, &len);
	if (n < 2)
		return -EINVAL;
	w->start = start;
	w->len = len;
	return count;
}
static DEVICE_ATTR_WO(window);

static struct attribute *win_attrs[] = {
	&dev_attr_window.attr,
	NULL,
};
ATTRIBUTE_GROUPS(win);
