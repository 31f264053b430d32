// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: %s of a string inside a local char array, past its first byte
 *
 * exc3000.c fw_version_show(): the reply lands in a local "u8
 * response[EXC3000_LEN_FRAME]" (66 bytes) and "&response[1]" is printed:
 * at most 64 characters.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

#define FRAME_LEN 66

int touch_vendor_request(struct device *dev, u8 cmd, u8 *response);

static ssize_t fw_version_show(struct device *dev,
			       struct device_attribute *attr, char *buf)
{
	u8 response[FRAME_LEN];
	int ret;

	ret = touch_vendor_request(dev, 'D', response);
	if (ret < 0)
		return ret;
	return sprintf(buf, "%s\n", &response[1]);
}
static DEVICE_ATTR_RO(fw_version);

static struct attribute *touch_attrs[] = {
	&dev_attr_fw_version.attr,
	NULL,
};
ATTRIBUTE_GROUPS(touch);
MODULE_LICENSE("GPL");
