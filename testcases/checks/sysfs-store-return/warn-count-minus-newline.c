// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: store() strips the trailing newline and returns the shorter
 * length: write(2) reports a short write and the newline comes back alone
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

struct panel {
	char label[32];
};

static ssize_t label_store(struct device *dev, struct device_attribute *attr,
			   const char *buf, size_t count)
{
	struct panel *panel = dev_get_drvdata(dev);
	size_t len = count;

	if (len && buf[len - 1] == '\n')
		len--;
	if (len >= sizeof(panel->label))
		return -EINVAL;
	memcpy(panel->label, buf, len);
	panel->label[len] = '\0';
	return len;	/* warn(sysfscheck): sysfs-store-return:bug "returns count - 1" -- the store() returns a local set to count and decremented for the newline; that it is count - 1 is a value fact */
}
static DEVICE_ATTR_WO(label);

static struct attribute *panel_attrs[] = {
	&dev_attr_label.attr,
	NULL,
};
ATTRIBUTE_GROUPS(panel);
