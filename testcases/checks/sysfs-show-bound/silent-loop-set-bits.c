// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: sprintf() appends in for_each_set_bit() over a constant number of bits
 *
 * nvdimm core.c commands_show(): for_each_set_bit(cmd, &mask,
 * BITS_PER_LONG) is "for (cmd = 0; cmd = find_next_bit(addr, 64, cmd),
 * cmd < 64; cmd++)": find_next_bit() returns its start or more, so the
 * loop runs at most 64 times, each appending a short command name (a
 * static inline function of a header returns one of four literals).
 */
#include <linux/bitops.h>
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

#include "bus-cmd-names.h"

struct bus_desc {
	unsigned long cmd_mask;
	DECLARE_BITMAP(idle, 32);
};

static ssize_t commands_show(struct device *dev,
			     struct device_attribute *attr, char *buf)
{
	struct bus_desc *desc = dev_get_drvdata(dev);
	int cmd, len = 0;

	for_each_set_bit(cmd, &desc->cmd_mask, BITS_PER_LONG)
		len += sprintf(buf + len, "%s ", bus_cmd_name(cmd));
	len += sprintf(buf + len, "\n");
	return len;
}
static DEVICE_ATTR_RO(commands);

static ssize_t busy_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct bus_desc *desc = dev_get_drvdata(dev);
	unsigned int bit;
	int len = 0;

	for_each_clear_bit(bit, desc->idle, 32)
		len += sprintf(buf + len, "%u ", bit);
	len += sprintf(buf + len, "\n");
	return len;
}
static DEVICE_ATTR_RO(busy);

static struct attribute *bus_attrs[] = {
	&dev_attr_commands.attr,
	&dev_attr_busy.attr,
	NULL,
};
ATTRIBUTE_GROUPS(bus);
MODULE_LICENSE("GPL");
