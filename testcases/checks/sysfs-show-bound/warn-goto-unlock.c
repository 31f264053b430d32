// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: snprintf() sums returned after a label, where one path that
 * reaches it carries the sum as it is (its goto comes before the test of
 * the page), so the count returned can be more than was written
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/sysfs.h>

struct stats {
	struct mutex lock;
	unsigned int max_state;
	unsigned int *table;
	bool stopped;
};

static ssize_t table_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct stats *st = dev_get_drvdata(dev);
	ssize_t len = 0;
	unsigned int i;

	mutex_lock(&st->lock);
	for (i = 0; i <= st->max_state; i++) {
		len += snprintf(buf + len, PAGE_SIZE - len, "%8u\n",
				st->table[i]);
		if (st->stopped)
			goto unlock;
	}
	if (len >= PAGE_SIZE) {
		pr_warn_once("table exceeds PAGE_SIZE\n");
		len = -EFBIG;
	}
unlock:
	mutex_unlock(&st->lock);
	return len;	/* warn(sysfscheck): sysfs-show-bound:hardening "returns what snprintf() returned" -- the bound is a value (a length, a count, a clamp) that only the IR engine follows */
}
static DEVICE_ATTR_RO(table);

static struct attribute *stats_attrs[] = {
	&dev_attr_table.attr,
	NULL,
};
ATTRIBUTE_GROUPS(stats);
MODULE_LICENSE("GPL");
