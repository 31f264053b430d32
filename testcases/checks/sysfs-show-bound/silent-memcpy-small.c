// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: memcpy() of a small fixed-size identifier
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

struct nic {
	u8 mac[6];
};

static ssize_t mac_raw_show(struct device *dev, struct device_attribute *attr,
			    char *buf)
{
	struct nic *nic = dev_get_drvdata(dev);

	memcpy(buf, nic->mac, sizeof(nic->mac));
	return sizeof(nic->mac);
}
static DEVICE_ATTR_RO(mac_raw);

static struct attribute *nic_attrs[] = {
	&dev_attr_mac_raw.attr,
	NULL,
};
ATTRIBUTE_GROUPS(nic);
MODULE_LICENSE("GPL");
