// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: snprintf() appends returned without a test that leaves at PAGE_SIZE
 *
 * The sum of snprintf()'s would-be lengths is returned: a test that does
 * not leave (a warning only), a test past the page, one in another
 * branch, or an append after the test do not hold it below the page.
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

	for (i = 0; i < st->max_states; i++) {
		if (len >= PAGE_SIZE)
			break;
		len += snprintf(buf + len, PAGE_SIZE - len, "%8u ",
				st->table[i]);
	}
	if (len >= PAGE_SIZE)
		pr_warn_once("table exceeds PAGE_SIZE\n");
	return len;	/* warn(sysfscheck): sysfs-show-bound "returns what snprintf() returned" -- a value fact (a length, size, count or bound) that the rule does not compute */
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
	if (len > 2 * PAGE_SIZE)
		return -EFBIG;
	return len;	/* warn(sysfscheck): sysfs-show-bound "returns what snprintf() returned" -- a value fact (a length, size, count or bound) that the rule does not compute */
}
static DEVICE_ATTR_RO(states);

static ssize_t total_show(struct device *dev, struct device_attribute *attr,
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
	if (len >= PAGE_SIZE)
		return -EFBIG;
	len += snprintf(buf + len, PAGE_SIZE - len, "total %u\n", i);
	return len;	/* warn(sysfscheck): sysfs-show-bound "returns what snprintf() returned" -- a value fact (a length, size, count or bound) that the rule does not compute */
}
static DEVICE_ATTR_RO(total);

static ssize_t last_show(struct device *dev, struct device_attribute *attr,
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
		len += snprintf(buf + len, PAGE_SIZE - len, "%u\n",
				st->table[i]);
	}
	return len;	/* warn(sysfscheck): sysfs-show-bound "returns what snprintf() returned" -- a value fact (a length, size, count or bound) that the rule does not compute */
}
static DEVICE_ATTR_RO(last);

static struct attribute *stats_attrs[] = {
	&dev_attr_trans_table.attr,
	&dev_attr_states.attr,
	&dev_attr_total.attr,
	&dev_attr_last.attr,
	NULL,
};
ATTRIBUTE_GROUPS(stats);
MODULE_LICENSE("GPL");
