// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: snprintf()'s result held at PAGE_SIZE, one more than written
 *
 * When the text is cut, snprintf(buf, PAGE_SIZE, ...) wrote PAGE_SIZE - 1
 * bytes: a count held at PAGE_SIZE is one too many, and one held below
 * another value than a constant is not held at all.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct client {
	const char *uuid;
	size_t limit;
};

static ssize_t modalias_show(struct device *dev,
			     struct device_attribute *attr, char *buf)
{
	struct client *cl = dev_get_drvdata(dev);
	size_t len;

	len = snprintf(buf, PAGE_SIZE, "ishtp:{%s}\n", cl->uuid);
	return (len > PAGE_SIZE) ? PAGE_SIZE : len;	/* warn(sysfscheck): sysfs-show-bound "returns what snprintf() returned" -- the return is a conditional of the variable ("len > PAGE_SIZE ? PAGE_SIZE : len"); the rule matches only a return of the variable itself */
}
static DEVICE_ATTR_RO(modalias);

static ssize_t modes_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct client *cl = dev_get_drvdata(dev);
	size_t len;

	len = snprintf(buf, PAGE_SIZE, "%s off\n", cl->uuid);
	return len < cl->limit ? len : cl->limit;	/* warn(sysfscheck): sysfs-show-bound "returns what snprintf() returned" -- the return is a conditional of the variable ("len < cl->limit ? len : cl->limit"); the rule matches only a return of the variable itself */
}
static DEVICE_ATTR_RO(modes);

static struct attribute *client_attrs[] = {
	&dev_attr_modalias.attr,
	&dev_attr_modes.attr,
	NULL,
};
ATTRIBUTE_GROUPS(client);
MODULE_LICENSE("GPL");
