// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: show()s of a driver-defined attribute type that stay within the page
 */
#include "../own-attribute-type.h"


static ssize_t history_show(struct gadget *g, char *page)
{
	unsigned int i;
	int len = 0;

	for (i = 0; i < g->depth; i++)
		len += sysfs_emit_at(page, len, "%u ", g->samples[i]);
	return len;
}

static ssize_t rate_show(struct gadget *g, char *page)
{
	return sysfs_emit(page, "%lu\n", g->rate);
}

static GADGET_ATTR(history, 0444, history_show, NULL);
static GADGET_ATTR(rate, 0444, rate_show, NULL);

struct attribute *gadget_attrs[] = {
	&gadget_attr_history.attr,
	&gadget_attr_rate.attr,
	NULL,
};
MODULE_LICENSE("GPL");
