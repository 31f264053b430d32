// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: sscanf() of a hex register address, unchecked, in a driver attribute
 * check-options: -Wsysfs-store-input
 */
#include <linux/device.h>
#include <linux/device/driver.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static unsigned int debug_reg;

static ssize_t reg_store(struct device_driver *drv, const char *buf,
			 size_t count)
{
	sscanf(buf, "%x", &debug_reg);	/* warn: sysfs-store-input "sscanf()" */
	return count;
}
static DRIVER_ATTR_WO(reg);

static struct attribute *dbg_attrs[] = {
	&driver_attr_reg.attr,
	NULL,
};
ATTRIBUTE_GROUPS(dbg);
