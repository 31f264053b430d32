// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: nested loops that stay within the page: constant counts
 * whose appends fit, scnprintf() at PAGE_SIZE - count, sysfs_emit_at()
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct hw {
	unsigned int banks, regs;
	u32 val[8][8];
};

static ssize_t table_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct hw *h = dev_get_drvdata(dev);
	unsigned int b, r;
	int count = 0;

	for (b = 0; b < 8; b++)
		for (r = 0; r < 8; r++)
			count += sprintf(buf + count, "%u:%u %08x\n", b, r,
					 h->val[b][r]);
	return count;
}
static DEVICE_ATTR_RO(table);

static ssize_t regs_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct hw *h = dev_get_drvdata(dev);
	unsigned int b, r;
	int count = 0;

	for (b = 0; b < h->banks; b++)
		for (r = 0; r < h->regs; r++)
			count += scnprintf(buf + count, PAGE_SIZE - count,
					   "%u:%u %08x\n", b, r,
					   h->val[b & 7][r & 7]);
	return count;
}
static DEVICE_ATTR_RO(regs);

static ssize_t emitted_show(struct device *dev, struct device_attribute *attr,
			    char *buf)
{
	struct hw *h = dev_get_drvdata(dev);
	unsigned int b, r;
	int count = 0;

	for (b = 0; b < h->banks; b++)
		for (r = 0; r < h->regs; r++)
			count += sysfs_emit_at(buf, count, "%08x\n",
					       h->val[b & 7][r & 7]);
	return count;
}
static DEVICE_ATTR_RO(emitted);

static struct attribute *hw_attrs[] = {
	&dev_attr_table.attr,
	&dev_attr_regs.attr,
	&dev_attr_emitted.attr,
	NULL,
};
ATTRIBUTE_GROUPS(hw);
MODULE_LICENSE("GPL");
