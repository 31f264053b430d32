// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: snprintf() whose format or size is chosen, one choice too long
 *
 * The shows of silent-snprintf-chosen-format.c with the bound removed: a
 * format that can also come from a member, a literal choice longer than
 * the size, "buf ? 4 : PAGE_SIZE" (4 bytes, since buf is a page), a size
 * local also set to 8, and %s of a conditional whose other side is a
 * pointer member.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct tape_child {
	const char *modalias;
};

struct tape_mode {
	int default_density;
	const char *density_fmt;
	bool hidden, jbod, compact;
	u32 immediate;
	unsigned int relid, cpu;
	struct tape_child *child;
};

static ssize_t default_density_show(struct device *dev,
				    struct device_attribute *attr, char *buf)
{
	struct tape_mode *stm = dev_get_drvdata(dev);
	ssize_t l = 0;
	const char *fmt;

	fmt = stm->default_density >= 0 ? "0x%02x\n" : stm->density_fmt;
	l = snprintf(buf, PAGE_SIZE, fmt, stm->default_density);
	return l;	/* warn(sysfscheck): sysfs-show-bound "returns what snprintf() returned" -- a value fact (a length, size, count or bound) that the rule does not compute */
}
static DEVICE_ATTR_RO(default_density);

static ssize_t raid_level_show(struct device *dev,
			       struct device_attribute *attr, char *buf)
{
	struct tape_mode *stm = dev_get_drvdata(dev);

	return snprintf(buf, 8, stm->hidden ? "Hidden\n" :	/* warn(sysfscheck): sysfs-show-bound "returns what snprintf() returned" -- a value fact (a length, size, count or bound) that the rule does not compute */
			(stm->jbod ? "Just a bunch of disks\n" : ""));
}
static DEVICE_ATTR_RO(raid_level);

static ssize_t immediate_show(struct device *dev,
			      struct device_attribute *attr, char *buf)
{
	struct tape_mode *stm = dev_get_drvdata(dev);

	return snprintf(buf, buf ? 4 : PAGE_SIZE, "0x%06x\n", stm->immediate);	/* warn(sysfscheck): sysfs-show-bound "returns what snprintf() returned" -- a value fact (a length, size, count or bound) that the rule does not compute */
}
static DEVICE_ATTR_RO(immediate);

static ssize_t vp_mapping_show(struct device *dev,
			       struct device_attribute *attr, char *buf)
{
	struct tape_mode *stm = dev_get_drvdata(dev);
	int buf_size = PAGE_SIZE, tot_written;

	if (stm->compact)
		buf_size = 8;
	tot_written = snprintf(buf, buf_size, "%u:%u\n", stm->relid, stm->cpu);
	return tot_written;	/* warn(sysfscheck): sysfs-show-bound "returns what snprintf() returned" -- a value fact (a length, size, count or bound) that the rule does not compute */
}
static DEVICE_ATTR_RO(vp_mapping);

static ssize_t slave_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct tape_mode *stm = dev_get_drvdata(dev);
	struct tape_child *child = stm->child;

	return sprintf(buf, "%s\n", child ? child->modalias : NULL);	/* warn(sysfscheck): sysfs-show-bound "unbounded %s" -- the %s argument is a conditional whose other side is a 'const char *' member; that it is a pointer and not a bounded array is a type fact */
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
