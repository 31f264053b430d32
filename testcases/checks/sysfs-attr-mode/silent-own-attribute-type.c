// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: modes that match the show()/store() members of a driver-
 * defined attribute type
 */
#include "../own-attribute-type.h"

static ssize_t rate_show(struct gadget *g, char *page)
{
	return sysfs_emit(page, "%lu\n", g->rate);
}

static ssize_t rate_store(struct gadget *g, const char *buf, size_t count)
{
	int ret = kstrtoul(buf, 0, &g->rate);

	return ret ? ret : count;
}

static GADGET_ATTR(rate, 0644, rate_show, rate_store);
static GADGET_ATTR(depth, 0444, rate_show, NULL);
static GADGET_ATTR(reset, 0200, NULL, rate_store);

struct attribute *gadget_attrs[] = {
	&gadget_attr_rate.attr,
	&gadget_attr_depth.attr,
	&gadget_attr_reset.attr,
	NULL,
};
MODULE_LICENSE("GPL");
