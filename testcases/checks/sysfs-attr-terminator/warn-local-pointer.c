// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: array reaches .groups through a local pointer variable
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static ssize_t mac_show(struct device *dev, struct device_attribute *attr,
			char *buf)
{
	return sysfs_emit(buf, "00:11:22:33:44:55\n");
}
static DEVICE_ATTR_RO(mac);

static struct attribute *nic_attrs[] = {
	&dev_attr_mac.attr,
	NULL,
};

static const struct attribute_group nic_group = {
	.attrs = nic_attrs,
};

static const struct attribute_group *nic_groups[] = {	/* warn: sysfs-attr-terminator */
	&nic_group,
};

static const struct attribute_group *nic_legacy_groups[] = {	/* warn: sysfs-attr-terminator */
	&nic_group,
};

void nic_setup(struct device *dev, bool legacy)
{
	const struct attribute_group **groups = nic_groups;

	if (legacy)
		groups = nic_legacy_groups;
	dev->groups = groups;
}
MODULE_LICENSE("GPL");
