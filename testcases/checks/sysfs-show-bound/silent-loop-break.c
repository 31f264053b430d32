// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a loop that stops before the page is full
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

struct history {
	unsigned int count;
	int *values;
};

static ssize_t history_show(struct device *dev, struct device_attribute *attr,
			    char *buf)
{
	struct history *h = dev_get_drvdata(dev);
	unsigned int i;
	int len = 0;

	for (i = 0; i < h->count; i++) {
		if (len > PAGE_SIZE - 16)
			break;
		len += sprintf(buf + len, "%d\n", h->values[i]);
	}
	return len;
}
static DEVICE_ATTR_RO(history);

static struct attribute *history_attrs[] = {
	&dev_attr_history.attr,
	NULL,
};
ATTRIBUTE_GROUPS(history);
MODULE_LICENSE("GPL");
