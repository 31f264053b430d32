// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: two copies that each fit but together pass the page
 * check-headers: reference
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

struct fw_state {
	u8 header[2048];
	u8 body[2100];
};

static struct fw_state state;

static ssize_t state_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	char *p = buf;

	memcpy(p, state.header, sizeof(state.header));
	p += sizeof(state.header);
	memcpy(p, state.body, sizeof(state.body));	/* warn(sysfscheck): sysfs-show-bound "ends past the PAGE_SIZE" -- two memcpy() whose sizes (2048 + 2100) add up past the page; a value fact */
	p += sizeof(state.body);
	return p - buf;
}
static DEVICE_ATTR_RO(state);

static struct attribute *fw_attrs[] = {
	&dev_attr_state.attr,
	NULL,
};
ATTRIBUTE_GROUPS(fw);
MODULE_LICENSE("GPL");
