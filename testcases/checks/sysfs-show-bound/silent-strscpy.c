// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: strscpy() bounded by the page
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

struct fw_info {
	const char *version;
};

static ssize_t version_show(struct device *dev, struct device_attribute *attr,
			    char *buf)
{
	struct fw_info *fw = dev_get_drvdata(dev);
	ssize_t len;

	len = strscpy(buf, fw->version, PAGE_SIZE - 1);
	if (len < 0)
		return len;
	buf[len++] = '\n';
	return len;
}
static DEVICE_ATTR_RO(version);

static struct attribute *fw_info_attrs[] = {
	&dev_attr_version.attr,
	NULL,
};
ATTRIBUTE_GROUPS(fw_info);
MODULE_LICENSE("GPL");
