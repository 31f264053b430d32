// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a show() may use simple_strtoul() on its own data: only store() is checked
 * check-options: -Wsysfs-store-input
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct fw_info {
	char version[16];
};

static ssize_t major_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct fw_info *fw = dev_get_drvdata(dev);

	return sysfs_emit(buf, "%lu\n", simple_strtoul(fw->version, NULL, 10));
}
static DEVICE_ATTR_RO(major);

static struct attribute *fw_attrs[] = {
	&dev_attr_major.attr,
	NULL,
};
ATTRIBUTE_GROUPS(fw);
