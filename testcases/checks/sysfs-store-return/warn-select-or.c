// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: store() returns (ret > 0 || ret == -EBUSY) ? count : ret:
 * ret may be 0 there
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/rtnetlink.h>
#include <linux/sysfs.h>

int link_set_mode(struct device *dev, const char *buf);

static ssize_t mode_store(struct device *dev, struct device_attribute *attr,
			  const char *buf, size_t count)
{
	int ret;

	rtnl_lock();
	ret = link_set_mode(dev, buf);
	rtnl_unlock();
	return (ret > 0 || ret == -EBUSY) ? count : ret;	/* warn(sysfscheck): sysfs-store-return "returns the result of link_set_mode()" -- the result of a function the rule does not know returned by a conditional expression whose condition lets 0 through; the rule does not evaluate conditions */
}
static DEVICE_ATTR_WO(mode);

static struct attribute *link_attrs[] = {
	&dev_attr_mode.attr,
	NULL,
};
ATTRIBUTE_GROUPS(link);
