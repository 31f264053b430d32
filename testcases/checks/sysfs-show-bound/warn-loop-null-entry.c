// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: sprintf() appends in a loop to the NULL entry of a table that may have none
 *
 * The loop's count is not the position of the NULL entry: a table without
 * one (the loop runs off its end), entries any file can change (not
 * const), a counter the loop does not always advance (or a goto that
 * runs part of a turn again), or one that starts where no NULL follows.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct chip {
	int busy;
};

static const char * const full_types[] = {
	"none",
	"idle",
	"bursty",
};

static ssize_t full_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	int i = 0;
	int ret = 0;

	while (full_types[i] != NULL)
		ret += sprintf(&buf[ret], "%s ", full_types[i++]);	/* warn(sysfscheck): sysfs-show-bound "in a loop with no bound tied to PAGE_SIZE" -- a value fact (a length, size, count or bound) that the rule does not compute */
	return ret;
}
static DEVICE_ATTR_RO(full);

const char *chip_names[] = {
	"none",
	"idle",
	NULL
};

static ssize_t names_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	int i, ret = 0;

	for (i = 0; chip_names[i]; i++)
		ret += sprintf(buf + ret, "%s ", chip_names[i]);	/* warn(sysfscheck): sysfs-show-bound "in a loop with no bound tied to PAGE_SIZE" -- a value fact (a length, size, count or bound) that the rule does not compute */
	return ret;
}
static DEVICE_ATTR_RO(names);

static const char * const types[] = {
	"none",
	"idle",
	NULL
};

static ssize_t busy_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct chip *chip = dev_get_drvdata(dev);
	int i = 0;
	int ret = 0;

	while (types[i] != NULL) {
		ret += sprintf(buf + ret, "%s ", types[i]);	/* warn(sysfscheck): sysfs-show-bound "in a loop with no bound tied to PAGE_SIZE" -- a value fact (a length, size, count or bound) that the rule does not compute */
		if (!chip->busy)
			i++;
	}
	return ret;
}
static DEVICE_ATTR_RO(busy);

static ssize_t from_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	int i, ret = 0;

	for (i = 3; types[i]; i++)
		ret += sprintf(buf + ret, "%s ", types[i]);	/* warn(sysfscheck): sysfs-show-bound "in a loop with no bound tied to PAGE_SIZE" -- a value fact (a length, size, count or bound) that the rule does not compute */
	return ret;
}
static DEVICE_ATTR_RO(from);

static ssize_t again_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct chip *chip = dev_get_drvdata(dev);
	int i = 0;
	int ret = 0;

	while (types[i] != NULL) {
again:
		ret += sprintf(buf + ret, "%s ", types[i]);	/* warn(sysfscheck): sysfs-show-bound "in a loop with no bound tied to PAGE_SIZE" -- a value fact (a length, size, count or bound) that the rule does not compute */
		if (chip->busy--)
			goto again;
		i++;
	}
	return ret;
}
static DEVICE_ATTR_RO(again);

static struct attribute *types_attrs[] = {
	&dev_attr_full.attr,
	&dev_attr_names.attr,
	&dev_attr_busy.attr,
	&dev_attr_from.attr,
	&dev_attr_again.attr,
	NULL,
};
ATTRIBUTE_GROUPS(types);
MODULE_LICENSE("GPL");
