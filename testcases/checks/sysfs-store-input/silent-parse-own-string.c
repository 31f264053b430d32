// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: simple_strtoul() of a driver-built string, not of the user's buffer
 * check-options: -Wsysfs-store-input
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct board {
	const char *rev;
	unsigned long rev_nr;
	bool locked;
};

static ssize_t lock_store(struct device *dev, struct device_attribute *attr,
			  const char *buf, size_t count)
{
	struct board *b = dev_get_drvdata(dev);
	bool lock;

	if (kstrtobool(buf, &lock))
		return -EINVAL;
	b->rev_nr = simple_strtoul(b->rev, NULL, 10);
	b->locked = lock;
	return count;
}
static DEVICE_ATTR_WO(lock);

static struct attribute *board_attrs[] = {
	&dev_attr_lock.attr,
	NULL,
};
ATTRIBUTE_GROUPS(board);
