// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: show() returns the count a callback kept beside the page
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct event {
	int code;
};

struct history {
	struct event ev[16];
	int n;
};

struct print_arg {
	char *buf;
	int written;
};

static int print_event(struct event *ev, void *data)
{
	struct print_arg *arg = data;

	arg->written += scnprintf(arg->buf + arg->written,
				  PAGE_SIZE - arg->written, "%d\n", ev->code);
	return 0;
}

static void history_map(struct history *h,
			int (*fn)(struct event *, void *), void *data)
{
	int i;

	for (i = 0; i < h->n && i < ARRAY_SIZE(h->ev); i++)
		if (fn(&h->ev[i], data))
			break;
}

static ssize_t history_show(struct device *dev, struct device_attribute *attr,
			    char *buf)
{
	struct history *h = dev_get_drvdata(dev);
	struct print_arg arg = { buf, 0 };

	history_map(h, print_event, &arg);
	return arg.written;
}
static DEVICE_ATTR_RO(history);

static ssize_t last_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct history *h = dev_get_drvdata(dev);
	struct print_arg arg = { .written = 0 };

	arg.buf = buf;
	if (h->n > 0)
		print_event(&h->ev[0], &arg);
	return arg.written;
}
static DEVICE_ATTR_RO(last);

static struct attribute *history_attrs[] = {
	&dev_attr_history.attr,
	&dev_attr_last.attr,
	NULL,
};
ATTRIBUTE_GROUPS(history);
MODULE_LICENSE("GPL");
