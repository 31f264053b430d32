// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a store() of a driver-defined attribute type that returns
 * its count or an error
 */
#include "../own-attribute-type.h"

static ssize_t rate_store(struct gadget *g, const char *buf, size_t count)
{
	int ret;

	ret = kstrtoul(buf, 0, &g->rate);
	if (ret)
		return ret;
	return count;
}

static GADGET_ATTR(rate, 0200, NULL, rate_store);

struct attribute *gadget_attrs[] = {
	&gadget_attr_rate.attr,
	NULL,
};
MODULE_LICENSE("GPL");
