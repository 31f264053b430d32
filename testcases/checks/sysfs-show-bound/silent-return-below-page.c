// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: snprintf() appends returned after a test that leaves at PAGE_SIZE
 *
 * thermal_sysfs.c trans_table_show(): the appends are snprintf(buf + len,
 * PAGE_SIZE - len, ...) and their would-be lengths are summed, but the
 * sum is returned only after "if (len >= PAGE_SIZE) return -EFBIG;":
 * a count below the page means no text was cut.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct stats {
	unsigned int max_states;
	unsigned int *table;
};

static ssize_t trans_table_show(struct device *dev,
				struct device_attribute *attr, char *buf)
{
	struct stats *st = dev_get_drvdata(dev);
	ssize_t len = 0;
	unsigned int i;

	len += snprintf(buf + len, PAGE_SIZE - len, " From  :    To\n");
	for (i = 0; i < st->max_states; i++) {
		if (len >= PAGE_SIZE)
			break;
		len += snprintf(buf + len, PAGE_SIZE - len, "%8u ",
				st->table[i]);
	}

	if (len >= PAGE_SIZE) {
		pr_warn_once("table exceeds PAGE_SIZE\n");
		return -EFBIG;
	}
	return len;
}
static DEVICE_ATTR_RO(trans_table);

static ssize_t states_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	struct stats *st = dev_get_drvdata(dev);
	int len = 0;
	unsigned int i;

	for (i = 0; i < st->max_states; i++) {
		if (len >= PAGE_SIZE)
			break;
		len += snprintf(buf + len, PAGE_SIZE - len, "%u\n",
				st->table[i]);
	}
	if (len > PAGE_SIZE - 1)
		goto too_big;
	return len;
too_big:
	return -EFBIG;
}
static DEVICE_ATTR_RO(states);

/* Inside the loop, after the test and before the next append. */
static ssize_t first_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct stats *st = dev_get_drvdata(dev);
	int len = 0;
	unsigned int i;

	for (i = 0; i < st->max_states; i++) {
		len += snprintf(buf + len, PAGE_SIZE - len, "%u\n",
				st->table[i]);
		if (len >= PAGE_SIZE)
			return -EFBIG;
		if (st->table[i] == 0)
			return len;
	}
	return -ENODATA;
}
static DEVICE_ATTR_RO(first);

static struct attribute *stats_attrs[] = {
	&dev_attr_trans_table.attr,
	&dev_attr_states.attr,
	&dev_attr_first.attr,
	NULL,
};
ATTRIBUTE_GROUPS(stats);
MODULE_LICENSE("GPL");
