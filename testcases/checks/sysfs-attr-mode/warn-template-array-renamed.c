// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a transport class copies its attributes into an array of
 * templates and renames each copy at run time: the mode stays 0444 and the
 * store() can never run
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

struct phy {
	unsigned int min_rate;
};

struct phy_functions {
	int (*set_rate)(struct phy *phy, unsigned int rate);
};

static ssize_t min_rate_show(struct device *dev,
			     struct device_attribute *attr, char *buf)
{
	struct phy *phy = dev_get_drvdata(dev);

	return sysfs_emit(buf, "%u\n", phy->min_rate);
}

static ssize_t min_rate_store(struct device *dev,
			      struct device_attribute *attr,
			      const char *buf, size_t count)
{
	struct phy *phy = dev_get_drvdata(dev);
	unsigned int rate;
	int ret;

	ret = kstrtouint(buf, 0, &rate);
	if (ret)
		return ret;
	phy->min_rate = rate;
	return count;
}
static DEVICE_ATTR(min_rate, 0444, min_rate_show, min_rate_store);	/* warn: sysfs-attr-mode "can never run" */

struct phy_internal {
	struct device_attribute private_attrs[1];
	struct device_attribute *attrs[2];
};

struct phy_internal *phy_attach_transport(const struct phy_functions *f)
{
	struct phy_internal *i = kzalloc(sizeof(*i), GFP_KERNEL);
	int count = 0;

	if (!i)
		return NULL;
	i->private_attrs[count] = dev_attr_min_rate;
	i->private_attrs[count].attr.name = "min_linkrate";
	if (!f->set_rate) {
		i->private_attrs[count].attr.name = "min_rate_ro";
		i->private_attrs[count].store = NULL;
	}
	i->attrs[count] = &i->private_attrs[count];
	count++;
	i->attrs[count] = NULL;
	return i;
}
EXPORT_SYMBOL(phy_attach_transport);
