// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a member of the file's own attribute type set by the macro that defines the attributes
 *
 * As i915_pmu.c's format attributes: the show() reaches its attribute's
 * string through container_of(), and I915_PMU_FORMAT_ATTR() sets it to
 * a literal.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct str_attribute {
	struct device_attribute attr;
	const char *str;
};

static ssize_t format_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	struct str_attribute *eattr;

	eattr = container_of(attr, struct str_attribute, attr);
	return sprintf(buf, "%s\n", eattr->str);
}

#define FORMAT_ATTR(_name, _config) \
	(&((struct str_attribute[]) { \
		{ .attr = __ATTR(_name, 0444, format_show, NULL), \
		  .str = _config, } \
	})[0].attr.attr)

static struct attribute *format_attrs[] = {
	FORMAT_ATTR(eventid, "config:0-20"),
	NULL,
};

static const struct attribute_group format_group = {
	.name = "format",
	.attrs = format_attrs,
};

const struct attribute_group *pmu_groups[] = {
	&format_group,
	NULL,
};
MODULE_LICENSE("GPL");
