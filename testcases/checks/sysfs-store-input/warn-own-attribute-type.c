// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: simple_strtoul() in a store() of a driver-defined attribute
 * type (edac_device_sysfs.c's ctl_info_attribute)
 * check-options: -Wsysfs-store-input
 */
#include "../own-attribute-type.h"

static ssize_t log_ue_store(struct gadget *g, const char *buf, size_t count)
{
	g->rate = (simple_strtoul(buf, NULL, 0) != 0);	/* warn: sysfs-store-input "store() 'log_ue_store' parses the user's buffer with simple_strtoul()" */
	return count;
}

static GADGET_ATTR(log_ue, 0200, NULL, log_ue_store);

struct attribute *gadget_attrs[] = {
	&gadget_attr_log_ue.attr,
	NULL,
};
MODULE_LICENSE("GPL");
