// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: modes of attributes of a driver-defined attribute type
 * against its own show()/store() members
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

static ssize_t depth_store(struct gadget *g, const char *buf, size_t count)
{
	int ret = kstrtouint(buf, 0, &g->depth);

	return ret ? ret : count;
}

static GADGET_ATTR(rate, 0444, rate_show, rate_store);	/* warn: sysfs-attr-mode:style "its store() 'rate_store' can never run" */
static GADGET_ATTR(depth, 0644, rate_show, NULL);	/* warn: sysfs-attr-mode:style "it grants write, but there is no store()" */
static GADGET_ATTR(all, 0666, rate_show, depth_store);	/* warn: sysfs-attr-mode:bug "everyone may write it" */

struct attribute *gadget_attrs[] = {
	&gadget_attr_rate.attr,
	&gadget_attr_depth.attr,
	&gadget_attr_all.attr,
	NULL,
};
MODULE_LICENSE("GPL");
