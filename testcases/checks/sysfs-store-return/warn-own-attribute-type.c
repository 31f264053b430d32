// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: store()s of a driver-defined attribute type (struct
 * attribute + its own store(obj, buf, count), dispatched by the ktype's
 * sysfs_ops through container_of()) are checked like a kernel attribute
 * type's
 */
#include "../own-attribute-type.h"

static ssize_t rate_store(struct gadget *g, const char *buf, size_t count)
{
	int ret;

	ret = kstrtoul(buf, 0, &g->rate);
	if (ret)
		return ret;
	return 0;	/* warn(sysfscheck): sysfs-store-return:bug "store() 'rate_store' returns 0" -- the callback belongs to a driver's own attribute type, known by its shape and its sysfs_ops' conversion, which the rule does not read */
}

static GADGET_ATTR(rate, 0200, NULL, rate_store);

struct attribute *gadget_attrs[] = {
	&gadget_attr_rate.attr,
	NULL,
};
MODULE_LICENSE("GPL");
