// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: sscanf() into two fields, result thrown away into a variable
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
	unsigned int start = 0, len = 0;
	int n;

	n = sscanf(buf, "%u %u", &start, &len);	/* warn: sysfs-store-input "ignores what sscanf() returns" */
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
