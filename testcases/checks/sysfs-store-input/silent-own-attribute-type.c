// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: kstrtoul() checked in a store() of a driver-defined
 * attribute type
 * check-options: -Wsysfs-store-input
 */
#include "../own-attribute-type.h"

static ssize_t log_ue_store(struct gadget *g, const char *buf, size_t count)
{
	unsigned long v;
	int ret;

	ret = kstrtoul(buf, 0, &v);
	if (ret)
		return ret;
	g->rate = v != 0;
	return count;
}

static GADGET_ATTR(log_ue, 0200, NULL, log_ue_store);

struct attribute *gadget_attrs[] = {
	&gadget_attr_log_ue.attr,
	NULL,
};
MODULE_LICENSE("GPL");
