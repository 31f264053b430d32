// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a loop the source writes as a macro is named by that use:
 * 'list_for_each_entry(r, &c->regions, list)' (iommu.c), not its
 * condition '!(&r->list == &c->regions)'; a table walk to a sentinel
 * macro, 'for_each_freq(pos, c->table)' (cpufreq's
 * cpufreq_for_each_valid_entry() in freq_table.c), not
 * 'pos->frequency != ~1'; a macro that defines a whole show() is no loop
 * macro: its loop keeps its condition
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/list.h>
#include <linux/module.h>

#define FREQ_TABLE_END		~1u

#define for_each_freq(pos, table)					\
	for (pos = table; pos->frequency != FREQ_TABLE_END; pos++)

struct freq_entry {
	unsigned int flags;
	unsigned int frequency;
};

struct region {
	struct list_head list;
	unsigned long start;
};

struct chip {
	struct list_head regions;
	struct freq_entry *table;
	int nr_words;
	int words[8];
};

static ssize_t regions_show(struct device *dev, struct device_attribute *attr,
			    char *buf)
{
	struct chip *c = dev_get_drvdata(dev);
	struct region *r;
	char *str = buf;

	list_for_each_entry(r, &c->regions, list)
		str += sprintf(str, "0x%016lx\n", r->start);	/* warn: sysfs-show-bound:hardening "in a loop with no bound tied to PAGE_SIZE (it is the loop 'list_for_each_entry(r, &c->regions, list)')" */
	return str - buf;
}
static DEVICE_ATTR_RO(regions);

static ssize_t freqs_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct chip *c = dev_get_drvdata(dev);
	struct freq_entry *pos;
	ssize_t count = 0;

	for_each_freq(pos, c->table)
		count += sprintf(&buf[count], "%d ", pos->frequency);	/* warn: sysfs-show-bound:hardening "in a loop with no bound tied to PAGE_SIZE (it is the loop 'for_each_freq(pos, c->table)')" */
	count += sprintf(&buf[count], "\n");
	return count;
}
static DEVICE_ATTR_RO(freqs);

#define chip_attr(field)						\
static ssize_t field##_show(struct device *dev,			\
			    struct device_attribute *attr, char *buf)	\
{									\
	struct chip *c = dev_get_drvdata(dev);				\
	ssize_t len = 0;						\
	int j;								\
									\
	for (j = 0; j < c->nr_words; j++)				\
		len += sprintf(buf + len, "%d ", c->field[j]);		\
	return len;							\
}									\
static DEVICE_ATTR_RO(field)

chip_attr(words);	/* warn(sysfscheck): sysfs-show-bound:hardening "(it runs while 'j < c->nr_words')" -- the macro defines the show(), not the loop */

static struct attribute *chip_attrs[] = {
	&dev_attr_regions.attr,
	&dev_attr_freqs.attr,
	&dev_attr_words.attr,
	NULL,
};
ATTRIBUTE_GROUPS(chip);
MODULE_LICENSE("GPL");
