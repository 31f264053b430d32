// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: snprintf() results returned from functions that are not show()
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

struct board {
	const char *name;
};

int board_describe(struct board *b, char *out, size_t size)
{
	return snprintf(out, size, "board %s", b->name);
}

static ssize_t name_store(struct device *dev, struct device_attribute *attr,
			  const char *buf, size_t count)
{
	return count;
}
static DEVICE_ATTR_WO(name);

static struct attribute *board_attrs[] = {
	&dev_attr_name.attr,
	NULL,
};
ATTRIBUTE_GROUPS(board);
MODULE_LICENSE("GPL");
