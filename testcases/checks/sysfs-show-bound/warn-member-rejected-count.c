// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: an append loop over a count that the function attaching the
 * attributes rejects above a constant, but that a store() of the file
 * later sets to what user space wrote, or that is only rejected by a
 * function that attaches nothing: no bound
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/sysfs.h>

#define MC_COLOR_MAX 15

struct mc_classdev {
	const struct attribute_group **groups;
	int num_colors;
	int num_levels;
	int *intensity;
	int *level;
};

static ssize_t intensity_show(struct device *dev,
			      struct device_attribute *attr, char *buf)
{
	struct mc_classdev *mc = dev_get_drvdata(dev);
	int len = 0;
	int i;

	for (i = 0; i < mc->num_colors; i++)
		len += sprintf(buf + len, "%d ", mc->intensity[i]);	/* warn(sysfscheck): sysfs-show-bound:hardening "i < mc->num_colors" -- a value fact (a length, size, count or bound) that the rule does not compute */
	buf[len++] = '\n';
	return len;
}

static ssize_t intensity_store(struct device *dev,
			       struct device_attribute *attr,
			       const char *buf, size_t count)
{
	struct mc_classdev *mc = dev_get_drvdata(dev);
	int n, ret;

	ret = kstrtoint(buf, 0, &n);
	if (ret)
		return ret;
	mc->num_colors = n;
	return count;
}
static DEVICE_ATTR_RW(intensity);

static ssize_t levels_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	struct mc_classdev *mc = dev_get_drvdata(dev);
	int len = 0;
	int i;

	for (i = 0; i < mc->num_levels; i++)
		len += sprintf(buf + len, "%d ", mc->level[i]);	/* warn(sysfscheck): sysfs-show-bound:hardening "i < mc->num_levels" -- a value fact (a length, size, count or bound) that the rule does not compute */
	buf[len++] = '\n';
	return len;
}
static DEVICE_ATTR_RO(levels);

static struct attribute *mc_attrs[] = {
	&dev_attr_intensity.attr,
	&dev_attr_levels.attr,
	NULL,
};
ATTRIBUTE_GROUPS(mc);

/* Checks, but the attributes are attached elsewhere. */
int mc_levels_valid(struct mc_classdev *mc)
{
	if (mc->num_levels > MC_COLOR_MAX)
		return -EINVAL;
	return 0;
}
EXPORT_SYMBOL_GPL(mc_levels_valid);

int mc_classdev_register(struct device *parent, struct mc_classdev *mc)
{
	if (mc->num_colors > MC_COLOR_MAX)
		return -EINVAL;
	mc->groups = mc_groups;
	return 0;
}
EXPORT_SYMBOL_GPL(mc_classdev_register);
MODULE_LICENSE("GPL");
