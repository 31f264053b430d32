// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: %s of a string inside a local char array longer than the page
 *
 * As silent-array-offset.c with a reply buffer of 8 KiB: "&response[1]"
 * holds up to 8190 characters.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

#define FRAME_LEN 8192

int touch_vendor_request(struct device *dev, u8 cmd, u8 *response);

static ssize_t fw_version_show(struct device *dev,
			       struct device_attribute *attr, char *buf)
{
	u8 response[FRAME_LEN];
	int ret;

	ret = touch_vendor_request(dev, 'D', response);
	if (ret < 0)
		return ret;
	return sprintf(buf, "%s\n", &response[1]);	/* warn(sysfscheck): sysfs-show-bound:bug "up to 8192 bytes" -- %s of an offset into an 8 KiB local array; the length is a type fact */
}
static DEVICE_ATTR_RO(fw_version);

static struct attribute *touch_attrs[] = {
	&dev_attr_fw_version.attr,
	NULL,
};
ATTRIBUTE_GROUPS(touch);
MODULE_LICENSE("GPL");
