// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: sprintf() of a file-scope pointer that starts as a literal
 * but that the driver may point anywhere later: its length is not known
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static const char *firmware_name = "default";

void panel_set_firmware(const char *name)
{
	firmware_name = name;
}

static ssize_t firmware_show(struct device *dev, struct device_attribute *attr,
			     char *buf)
{
	return sprintf(buf, "%s\n", firmware_name);	/* warn(sysfscheck): sysfs-show-bound "unbounded %s (argument 'firmware_name')" -- the %s argument is a mutable 'const char *' variable; that it is a pointer and not a bounded array is a type fact */
}
static DEVICE_ATTR_RO(firmware);

static struct attribute *panel_attrs[] = {
	&dev_attr_firmware.attr,
	NULL,
};
ATTRIBUTE_GROUPS(panel);
MODULE_LICENSE("GPL");
