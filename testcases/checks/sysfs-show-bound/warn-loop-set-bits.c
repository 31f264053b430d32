// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: sprintf() appends in a bit loop whose count is not known
 *
 * The count of for_each_set_bit() is its size: a size read from the
 * device has none, and a search function of the file's own may return
 * less than its start (only the model's find_next_bit() family returns
 * its start or more). A static inline function of a header that returns
 * a pointer member gives no bound to its string.
 */
#include <linux/bitops.h>
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

#include "bus-cmd-names.h"

struct bus_desc {
	unsigned long *cmd_mask;
	unsigned int ncmds;
};

static ssize_t commands_show(struct device *dev,
			     struct device_attribute *attr, char *buf)
{
	struct bus_desc *desc = dev_get_drvdata(dev);
	int cmd, len = 0;

	for_each_set_bit(cmd, desc->cmd_mask, desc->ncmds)
		len += sprintf(buf + len, "cmd%d ", cmd);	/* warn: sysfs-show-bound "in a loop with no bound tied to PAGE_SIZE" */
	len += sprintf(buf + len, "\n");
	return len;
}
static DEVICE_ATTR_RO(commands);

static unsigned int next_cmd(struct bus_desc *desc, unsigned int size,
			     unsigned int from)
{
	return from < desc->ncmds ? desc->ncmds - from : size;
}

static ssize_t next_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct bus_desc *desc = dev_get_drvdata(dev);
	unsigned int cmd;
	int len = 0;

	for (cmd = 0; cmd = next_cmd(desc, 64, cmd), cmd < 64; cmd++)
		len += sprintf(buf + len, "cmd%u ", cmd);	/* warn(sysfscheck): sysfs-show-bound "in a loop with no bound tied to PAGE_SIZE" -- a value fact (a length, size, count or bound) that the rule does not compute */
	len += sprintf(buf + len, "\n");
	return len;
}
static DEVICE_ATTR_RO(next);

static ssize_t label_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct bus_cmd *cmd = dev_get_drvdata(dev);

	return sprintf(buf, "%s\n", bus_cmd_label(cmd));	/* warn(sysfscheck): sysfs-show-bound "unbounded %s" -- the %s argument is what a static inline function of a header returns, a pointer member; the rule does not look into the function */
}
static DEVICE_ATTR_RO(label);

static struct attribute *bus_attrs[] = {
	&dev_attr_commands.attr,
	&dev_attr_next.attr,
	&dev_attr_label.attr,
	NULL,
};
ATTRIBUTE_GROUPS(bus);
MODULE_LICENSE("GPL");
