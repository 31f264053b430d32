// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: sscanf() ending in %n, the %n read afterwards: it is set
 * only when every field was converted (xen-pciback new_slot_store(),
 * quirks_store())
 * check-options: -Wsysfs-store-input
 */
#include <linux/device.h>
#include <linux/device/driver.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/sysfs.h>

int slot_add(int bus, int slot, int func);

static inline int str_to_slot(const char *buf, int *bus, int *slot, int *func)
{
	int parsed = 0;

	switch (sscanf(buf, " %x:%x.%x %n", bus, slot, func, &parsed)) {
	case 2:
		*func = -1;
		sscanf(buf, " %x:%x.* %n", bus, slot, &parsed);
		break;
	}
	if (parsed && !buf[parsed])
		return 0;
	return -EINVAL;
}

static ssize_t new_slot_store(struct device_driver *drv, const char *buf,
			      size_t count)
{
	int bus, slot, func;
	int err;

	err = str_to_slot(buf, &bus, &slot, &func);
	if (err)
		return err;
	err = slot_add(bus, slot, func);
	return err ? : count;
}
static DRIVER_ATTR_WO(new_slot);

static struct attribute *stub_attrs[] = {
	&driver_attr_new_slot.attr,
	NULL,
};
ATTRIBUTE_GROUPS(stub);
