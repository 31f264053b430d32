// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: expressions in messages as the source writes them: array
 * elements with their index (not "*table + i * 8"), string literals of a
 * conditional (not "?"), GNU "x ?: y", members of what a call or a
 * macro's statement expression returns, as the macro's use is written
 * (not "*... + 0" nor "({...})"), an element of a member array (not
 * "r + 16[pos]")
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>

struct dimm {
	int mtype;
};

struct channel {
	struct dimm *dimm;
};

struct row {
	struct channel **channels;
	const char *label;
	struct device dev;
	u8 scan[16];		/* zero-terminated by its store */
};

extern const char * const mem_types[];
const char *row_name(struct row *r);
struct row *row_of(struct device *dev);

#define to_row(d) container_of(d, struct row, dev)

static ssize_t type_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct row *r = dev_get_drvdata(dev);

	return sprintf(buf, "%s\n", mem_types[r->channels[0]->dimm->mtype]);	/* warn(sysfscheck): sysfs-show-bound "(argument 'mem_types[r->channels[0]->dimm->mtype]')" -- the %s argument is an element of an extern table of pointers; that it is a pointer and not a bounded array is a type fact */
}
static DEVICE_ATTR_RO(type);

static ssize_t name_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct row *r = dev_get_drvdata(dev);

	return sprintf(buf, "%s\n", r ? row_name(r) : "none");	/* warn(sysfscheck): sysfs-show-bound "(argument 'r ? row_name(r) : " -- the %s argument is what a function of another file returns, or a literal; the rule does not measure what a call returns */
}
static DEVICE_ATTR_RO(name);

static ssize_t alias_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	return sprintf(buf, "%s\n", row_name(row_of(dev)) ?: "none");	/* warn(sysfscheck): sysfs-show-bound "(argument 'row_name(row_of(dev)) ?: " -- the %s argument is what a function of another file returns (GNU 'x ?: y'); the rule does not measure what a call returns */
}
static DEVICE_ATTR_RO(alias);

static ssize_t label_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	return sprintf(buf, "%s\n", row_of(dev)->label);	/* warn: sysfs-show-bound "(argument 'row_of(dev)->label')" */
}
static DEVICE_ATTR_RO(label);

static ssize_t owner_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	return sprintf(buf, "%s\n", to_row(dev)->label);	/* warn(sysfscheck): sysfs-show-bound "(argument 'to_row(dev)->label')" -- the %s argument is a 'const char *' member reached through container_of(); a type fact */
}
static DEVICE_ATTR_RO(owner);

static ssize_t scan_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct row *r = dev_get_drvdata(dev);
	int pos = 0, len = 0;

	while (r->scan[pos] != 0)
		len += sprintf(&buf[len], "%d ", r->scan[pos++]);	/* warn(sysfscheck): sysfs-show-bound "(it runs while 'r->scan[pos] != 0')" -- a while loop over a count: a value fact the rule leaves to sysfscheck */
	return len + sprintf(&buf[len], "\n");
}
static DEVICE_ATTR_RO(scan);

static struct attribute *row_attrs[] = {
	&dev_attr_type.attr,
	&dev_attr_name.attr,
	&dev_attr_alias.attr,
	&dev_attr_label.attr,
	&dev_attr_owner.attr,
	&dev_attr_scan.attr,
	NULL,
};
ATTRIBUTE_GROUPS(row);
MODULE_LICENSE("GPL");
