// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: snprintf() sums whose paths all reach one "return len"
 * after a label, each held at most at PAGE_SIZE: an error number or a
 * constant set before its goto, and the sum replaced by an error when it
 * reached the page (thermal_sysfs.c's trans_table_show())
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/sysfs.h>

struct stats {
	struct mutex lock;
	unsigned int max_state;
	unsigned int *table;
};

static ssize_t table_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct stats *st = dev_get_drvdata(dev);
	ssize_t len = 0;
	unsigned int i;

	mutex_lock(&st->lock);
	if (!st->table) {
		len = -ENODATA;
		goto unlock;
	}
	len += snprintf(buf + len, PAGE_SIZE - len, " From  :    To\n");
	for (i = 0; i <= st->max_state; i++) {
		if (len >= PAGE_SIZE)
			break;
		len += snprintf(buf + len, PAGE_SIZE - len, "state%2u  ", i);
	}
	if (len >= PAGE_SIZE) {
		len = PAGE_SIZE;
		goto unlock;
	}
	for (i = 0; i <= st->max_state; i++) {
		if (len >= PAGE_SIZE)
			break;
		len += snprintf(buf + len, PAGE_SIZE - len, "%8u\n",
				st->table[i]);
	}
	if (len >= PAGE_SIZE) {
		pr_warn_once("table exceeds PAGE_SIZE\n");
		len = -EFBIG;
	}
unlock:
	mutex_unlock(&st->lock);
	return len;
}
static DEVICE_ATTR_RO(table);

static struct attribute *stats_attrs[] = {
	&dev_attr_table.attr,
	NULL,
};
ATTRIBUTE_GROUPS(stats);
MODULE_LICENSE("GPL");
