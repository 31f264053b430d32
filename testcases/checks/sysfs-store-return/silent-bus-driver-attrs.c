// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: bus and driver attributes, each returning count or an error
 */
#include <linux/device.h>
#include <linux/device/bus.h>
#include <linux/device/driver.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static unsigned int scan_delay;
static bool verbose;

static ssize_t rescan_store(struct bus_type *bus, const char *buf,
			    size_t count)
{
	unsigned int delay;

	if (kstrtouint(buf, 0, &delay))
		return -EINVAL;
	scan_delay = delay;
	return count;
}
static BUS_ATTR_WO(rescan);

static struct attribute *demo_bus_attrs[] = {
	&bus_attr_rescan.attr,
	NULL,
};
ATTRIBUTE_GROUPS(demo_bus);

static struct bus_type demo_bus = {
	.name = "demo",
	.bus_groups = demo_bus_groups,
};

static ssize_t verbose_store(struct device_driver *drv, const char *buf,
			     size_t count)
{
	int err = kstrtobool(buf, &verbose);

	if (err)
		return err;
	return count;
}
static DRIVER_ATTR_WO(verbose);

static struct attribute *drv_attrs[] = {
	&driver_attr_verbose.attr,
	NULL,
};
ATTRIBUTE_GROUPS(drv);
