// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: store() rejects a write longer than its buffer, so the
 * length it keeps is the count
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/minmax.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

struct fw_dev {
	char cmdline[64];
};

static ssize_t cmdline_store(struct device *dev, struct device_attribute *attr,
			     const char *buf, size_t count)
{
	struct fw_dev *fw = dev_get_drvdata(dev);
	size_t n;

	if (count >= sizeof(fw->cmdline))
		return -EINVAL;
	n = min(count, sizeof(fw->cmdline) - 1);
	memcpy(fw->cmdline, buf, n);
	fw->cmdline[n] = '\0';
	return n;
}
static DEVICE_ATTR_WO(cmdline);

static struct attribute *fw_attrs[] = {
	&dev_attr_cmdline.attr,
	NULL,
};
ATTRIBUTE_GROUPS(fw);
