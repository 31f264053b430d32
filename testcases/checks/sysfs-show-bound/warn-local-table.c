// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: %s of a table in the show() that also holds another string
 *
 * One entry is replaced by a name given at run time, or the table is
 * handed to a helper that may fill it: its strings are no longer known.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct privacy {
	unsigned int state;
	const char *vendor_name;
};

void privacy_fill_names(struct privacy *priv, const char **names);

static ssize_t vendor_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	struct privacy *priv = dev_get_drvdata(dev);
	const char *names[3] = { "off", "on", "vendor" };

	if (priv->vendor_name)
		names[2] = priv->vendor_name;
	return sprintf(buf, "%s\n", names[priv->state]);	/* warn(sysfscheck): sysfs-show-bound "unbounded %s" -- an unbounded %s through a table entry replaced at run time; string lengths are sysfscheck's alone */
}
static DEVICE_ATTR_RO(vendor);

static ssize_t filled_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	struct privacy *priv = dev_get_drvdata(dev);
	const char *names[3] = { "off", "on", "vendor" };

	privacy_fill_names(priv, names);
	return sprintf(buf, "%s\n", names[priv->state]);	/* warn(sysfscheck): sysfs-show-bound "unbounded %s" -- an unbounded %s through a table a helper may fill; string lengths are sysfscheck's alone */
}
static DEVICE_ATTR_RO(filled);

static struct attribute *privacy_attrs[] = {
	&dev_attr_vendor.attr,
	&dev_attr_filled.attr,
	NULL,
};
ATTRIBUTE_GROUPS(privacy);
MODULE_LICENSE("GPL");
