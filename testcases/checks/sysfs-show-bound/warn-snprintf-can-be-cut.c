// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: show() returns snprintf()'s result where the text can be cut
 *
 * A path of PATH_MAX bytes does not fit in the page, "%d\n" does not fit in
 * 3 bytes, and after a helper wrote into the page the room left is unknown.
 */
#include <linux/device.h>
#include <linux/limits.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct loader {
	char path[PATH_MAX];
	int level;
	int retries;
};

static ssize_t loader_header(struct loader *ld, char *buf);

static ssize_t path_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct loader *ld = dev_get_drvdata(dev);

	return snprintf(buf, PAGE_SIZE, "%s\n", ld->path);	/* warn(sysfscheck): sysfs-show-bound "returns what snprintf() returned" -- a value fact (a length, size, count or bound) that the rule does not compute */
}
static DEVICE_ATTR_RO(path);

static ssize_t level_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct loader *ld = dev_get_drvdata(dev);

	return snprintf(buf, 3, "%d\n", ld->level);	/* warn(sysfscheck): sysfs-show-bound "returns what snprintf() returned" -- a value fact (a length, size, count or bound) that the rule does not compute */
}
static DEVICE_ATTR_RO(level);

static ssize_t retries_show(struct device *dev, struct device_attribute *attr,
			    char *buf)
{
	struct loader *ld = dev_get_drvdata(dev);
	ssize_t len;

	len = loader_header(ld, buf);
	len += snprintf(buf + len, PAGE_SIZE - len, "%d\n", ld->retries);
	return len;	/* warn(sysfscheck): sysfs-show-bound "returns what snprintf() returned" -- a value fact (a length, size, count or bound) that the rule does not compute */
}
static DEVICE_ATTR_RO(retries);

static struct attribute *loader_attrs[] = {
	&dev_attr_path.attr,
	&dev_attr_level.attr,
	&dev_attr_retries.attr,
	NULL,
};
ATTRIBUTE_GROUPS(loader);

static ssize_t loader_header(struct loader *ld, char *buf)
{
	return sysfs_emit(buf, "%s: ", ld->path);
}
MODULE_LICENSE("GPL");
