// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: sscanf() compared in a ternary
 * check-options: -Wsysfs-store-input
 */
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static unsigned int rgb[3];

static ssize_t colour_store(struct kobject *kobj, struct kobj_attribute *attr,
			    const char *buf, size_t count)
{
	unsigned int r, g, b;

	if (sscanf(buf, "%u,%u,%u", &r, &g, &b) != 3)
		return -EINVAL;
	rgb[0] = r;
	rgb[1] = g;
	rgb[2] = b;
	return count;
}

static struct kobj_attribute colour_attr = __ATTR_WO(colour);

static struct attribute *lamp_attrs[] = {
	&colour_attr.attr,
	NULL,
};

static const struct attribute_group lamp_group = {
	.attrs = lamp_attrs,
};
