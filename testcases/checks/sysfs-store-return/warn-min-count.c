// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: store() keeps at most the size of its buffer and says how
 * much it took: for a longer write, less than the count, so write(2)
 * reports a short write and user space writes the rest again (ipw2200,
 * fixed after Linux 6.1)
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
	size_t n = min(count, sizeof(fw->cmdline) - 1);

	memcpy(fw->cmdline, buf, n);
	fw->cmdline[n] = '\0';
	return n;	/* warn(sysfscheck): sysfs-store-return:hardening "returns 63 where the count can be more: write(2) reports a short write and user space writes the rest again" -- whether the returned value can be below the count is a value fact, which only the IR engine follows */
}
static DEVICE_ATTR_WO(cmdline);

static struct attribute *fw_attrs[] = {
	&dev_attr_cmdline.attr,
	NULL,
};
ATTRIBUTE_GROUPS(fw);
