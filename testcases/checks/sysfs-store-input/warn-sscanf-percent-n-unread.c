// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: sscanf() with a %n nobody reads, and one whose %n is not
 * last: neither says every field was converted
 * check-options: -Wsysfs-store-input
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct window {
	int x, y, w, h;
	int consumed;
};

static ssize_t origin_store(struct device *dev, struct device_attribute *attr,
			    const char *buf, size_t count)
{
	struct window *win = dev_get_drvdata(dev);
	int x, y, n;

	sscanf(buf, "%d,%d%n", &x, &y, &n);	/* warn: sysfs-store-input "ignores what sscanf() returns" */
	win->x = x;
	win->y = y;
	return count;
}
static DEVICE_ATTR_WO(origin);

static ssize_t size_store(struct device *dev, struct device_attribute *attr,
			  const char *buf, size_t count)
{
	struct window *win = dev_get_drvdata(dev);
	int w, h, n = 0;

	sscanf(buf, "%d%n,%d", &w, &n, &h);	/* warn: sysfs-store-input "ignores what sscanf() returns" */
	if (!n)
		return -EINVAL;
	win->w = w;
	win->h = h;
	return count;
}
static DEVICE_ATTR_WO(size);

static struct attribute *win_attrs[] = {
	&dev_attr_origin.attr,
	&dev_attr_size.attr,
	NULL,
};
ATTRIBUTE_GROUPS(win);
