// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: snprintf() whose format or size is chosen among constants
 *
 * st.c default_density_show(): a local format set to one of two literals;
 * aacraid aac_show_raid_level(): a conditional of literal formats;
 * firewire show_immediate(): size "buf ? PAGE_SIZE : 0" (sysfs always
 * gives a page); vmbus channel_vp_mapping_show(): size a local set only to
 * PAGE_SIZE; spi.c slave_show(): %s of "child ? <char[32] member> : NULL".
 * Each text always fits: the would-be length is what was written.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct tape_child {
	char modalias[32];
};

struct tape_mode {
	int default_density;
	bool hidden, jbod;
	u32 immediate;
	unsigned int relid, cpu;
	struct tape_child *child;
};

static ssize_t default_density_show(struct device *dev,
				    struct device_attribute *attr, char *buf)
{
	struct tape_mode *stm = dev_get_drvdata(dev);
	ssize_t l = 0;
	char *fmt;

	fmt = stm->default_density >= 0 ? "0x%02x\n" : "%d\n";
	l = snprintf(buf, PAGE_SIZE, fmt, stm->default_density);
	return l;
}
static DEVICE_ATTR_RO(default_density);

static ssize_t raid_level_show(struct device *dev,
			       struct device_attribute *attr, char *buf)
{
	struct tape_mode *stm = dev_get_drvdata(dev);

	return snprintf(buf, PAGE_SIZE, stm->hidden ? "Hidden\n" :
			(stm->jbod ? "JBOD\n" : ""));
}
static DEVICE_ATTR_RO(raid_level);

static ssize_t immediate_show(struct device *dev,
			      struct device_attribute *attr, char *buf)
{
	struct tape_mode *stm = dev_get_drvdata(dev);

	return snprintf(buf, buf ? PAGE_SIZE : 0, "0x%06x\n", stm->immediate);
}
static DEVICE_ATTR_RO(immediate);

static ssize_t vp_mapping_show(struct device *dev,
			       struct device_attribute *attr, char *buf)
{
	struct tape_mode *stm = dev_get_drvdata(dev);
	int buf_size = PAGE_SIZE, tot_written;

	tot_written = snprintf(buf, buf_size, "%u:%u\n", stm->relid, stm->cpu);
	return tot_written;
}
static DEVICE_ATTR_RO(vp_mapping);

static ssize_t slave_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct tape_mode *stm = dev_get_drvdata(dev);
	struct tape_child *child = stm->child;

	return sprintf(buf, "%s\n", child ? child->modalias : NULL);
}
static DEVICE_ATTR_RO(slave);

static struct attribute *tape_attrs[] = {
	&dev_attr_default_density.attr,
	&dev_attr_raid_level.attr,
	&dev_attr_immediate.attr,
	&dev_attr_vp_mapping.attr,
	&dev_attr_slave.attr,
	NULL,
};
ATTRIBUTE_GROUPS(tape);
MODULE_LICENSE("GPL");
