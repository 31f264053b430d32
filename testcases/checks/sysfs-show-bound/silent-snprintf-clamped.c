// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: snprintf()'s result held below the page before it is returned
 *
 * ishtp bus.c modalias_show(): "return (len >= PAGE_SIZE) ? (PAGE_SIZE -
 * 1) : len;" after snprintf(buf, PAGE_SIZE, ...): when the text is cut,
 * PAGE_SIZE - 1 bytes were written, which is what is returned.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct client {
	const char *uuid;
};

static ssize_t modalias_show(struct device *dev,
			     struct device_attribute *attr, char *buf)
{
	struct client *cl = dev_get_drvdata(dev);
	size_t len;

	len = snprintf(buf, PAGE_SIZE, "ishtp:{%s}\n", cl->uuid);
	return (len >= PAGE_SIZE) ? (PAGE_SIZE - 1) : len;
}
static DEVICE_ATTR_RO(modalias);

static ssize_t modes_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct client *cl = dev_get_drvdata(dev);
	int len;

	len = snprintf(buf, PAGE_SIZE, "%s off\n", cl->uuid);
	return len < PAGE_SIZE ? len : PAGE_SIZE - 1;
}
static DEVICE_ATTR_RO(modes);

static struct attribute *client_attrs[] = {
	&dev_attr_modalias.attr,
	&dev_attr_modes.attr,
	NULL,
};
ATTRIBUTE_GROUPS(client);
MODULE_LICENSE("GPL");
