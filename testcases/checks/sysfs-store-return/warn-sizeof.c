// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: store() returns the size of the buffer it copied into
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

struct modem {
	char apn[32];
};

static ssize_t apn_store(struct device *dev, struct device_attribute *attr,
			 const char *buf, size_t count)
{
	struct modem *m = dev_get_drvdata(dev);

	if (strscpy(m->apn, buf, sizeof(m->apn)) < 0)
		return -E2BIG;
	return sizeof(m->apn);	/* warn: sysfs-store-return "returns 32" */
}
static DEVICE_ATTR_WO(apn);

static struct attribute *modem_attrs[] = {
	&dev_attr_apn.attr,
	NULL,
};
ATTRIBUTE_GROUPS(modem);
