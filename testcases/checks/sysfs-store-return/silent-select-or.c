// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: store() returns (!ret || ret == -EBUSY) ? count : ret: ret
 * only when it is not 0 (drivers/infiniband/ulp/ipoib/ipoib_cm.c
 * mode_store())
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

	if (!rtnl_trylock())
		return restart_syscall();
	ret = link_set_mode(dev, buf);
	/* -EBUSY: the mode change goes on without the lock */
	if (ret != -EBUSY)
		rtnl_unlock();
	return (!ret || ret == -EBUSY) ? count : ret;
}
static DEVICE_ATTR_WO(mode);

static struct attribute *link_attrs[] = {
	&dev_attr_mode.attr,
	NULL,
};
ATTRIBUTE_GROUPS(link);
