// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: appends in nested loops or with a trip count the device
 * gives: one finding per loop with no bound, naming that loop's test
 * (the outer one when an inner loop has a constant count)
 */
#include <linux/device.h>
#include <linux/list.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct hw {
	unsigned int banks, regs;
	u32 val[8][8];
	struct list_head entries;
};

struct entry {
	struct list_head node;
	u32 v[4];
};

static ssize_t banks_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct hw *h = dev_get_drvdata(dev);
	unsigned int b, r;
	int count = 0;

	for (b = 0; b < h->banks; b++) {
		count += sprintf(buf + count, "bank %u:", b);	/* warn(sysfscheck): sysfs-show-bound:hardening "in a loop with no bound tied to PAGE_SIZE (it runs while 'b < h->banks')" -- the bound is a value (a length, a count, a clamp) that only the IR engine follows */
		for (r = 0; r < 4; r++)
			count += sprintf(buf + count, " %08x", h->val[b & 7][r]);
		count += sprintf(buf + count, "\n");
	}
	return count;
}
static DEVICE_ATTR_RO(banks);

static ssize_t entries_show(struct device *dev, struct device_attribute *attr,
			    char *buf)
{
	struct hw *h = dev_get_drvdata(dev);
	struct entry *e;
	char *p = buf;
	int r;

	list_for_each_entry(e, &h->entries, node)
		for (r = 0; r < 4; r++)
			p += sprintf(p, " %08x", e->v[r]);	/* warn: sysfs-show-bound "(it is the loop 'list_for_each_entry(e, &h->entries, node)')" */
	return p - buf;
}
static DEVICE_ATTR_RO(entries);

static ssize_t regs_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct hw *h = dev_get_drvdata(dev);
	unsigned int b, r;
	int count = 0;

	for (b = 0; b < h->banks; b++)
		for (r = 0; r < h->regs; r++)
			count += sprintf(buf + count, "%u:%u %08x\n", b, r,	/* warn(sysfscheck): sysfs-show-bound "(it runs while 'b < h->banks')" -- the bound is a value (a length, a count, a clamp) that only the IR engine follows */
					 h->val[b & 7][r & 7]);
	return count;
}
static DEVICE_ATTR_RO(regs);

/* Each write is held to the page; the sum returned is not. */
static ssize_t cut_show(struct device *dev, struct device_attribute *attr,
			char *buf)
{
	struct hw *h = dev_get_drvdata(dev);
	unsigned int b, r;
	int count = 0;

	for (b = 0; b < h->banks; b++)
		for (r = 0; r < h->regs; r++)
			count += snprintf(buf + count, PAGE_SIZE - count,
					  "%u:%u %08x\n", b, r,
					  h->val[b & 7][r & 7]);
	return count;	/* warn(sysfscheck): sysfs-show-bound "returns what snprintf() returned" -- the bound is a value (a length, a count, a clamp) that only the IR engine follows */
}
static DEVICE_ATTR_RO(cut);

static struct attribute *hw_attrs[] = {
	&dev_attr_banks.attr,
	&dev_attr_entries.attr,
	&dev_attr_regs.attr,
	&dev_attr_cut.attr,
	NULL,
};
ATTRIBUTE_GROUPS(hw);
MODULE_LICENSE("GPL");
