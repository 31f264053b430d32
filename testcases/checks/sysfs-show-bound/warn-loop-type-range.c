// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a loop counted by a byte read from a table runs at most 255
 * times: more than the page only if the byte gets that large (hardening);
 * a count chosen between constants reaches them (bug)
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct keymap {
	u8 table[64];		/* table[0]: how many counters follow */
	u64 counters[255];
	bool wide;
};

static ssize_t counters_show(struct device *dev, struct device_attribute *attr,
			     char *buf)
{
	struct keymap *km = dev_get_drvdata(dev);
	int count = km->table[0];
	ssize_t len = 0;
	int i;

	for (i = 0; i < count; i++)
		len += sprintf(buf + len, "%llu ", km->counters[i]);	/* warn(sysfscheck): sysfs-show-bound:hardening "loop appends up to 255 * 21 bytes to the sysfs page of show() 'counters_show' when the loops run as many times as sysfscheck can bound their counts (this one runs while 'i < count'), more than PAGE_SIZE" -- a for loop over a count: a value fact the rule leaves to sysfscheck */
	return len;
}
static DEVICE_ATTR_RO(counters);

static ssize_t routes_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	struct keymap *km = dev_get_drvdata(dev);
	int entries = km->wide ? 65536 : 256;
	char *str = buf;
	int i;

	for (i = 0; i < entries; i++)
		str += sprintf(str, "%04x\n", i);	/* warn(sysfscheck): sysfs-show-bound:bug "loop appends up to 65536 * 9 bytes (> PAGE_SIZE) to the sysfs page of show() 'routes_show'" -- a for loop over a count: a value fact the rule leaves to sysfscheck */
	return str - buf;
}
static DEVICE_ATTR_RO(routes);

static struct attribute *keymap_attrs[] = {
	&dev_attr_counters.attr,
	&dev_attr_routes.attr,
	NULL,
};
ATTRIBUTE_GROUPS(keymap);
MODULE_LICENSE("GPL");
