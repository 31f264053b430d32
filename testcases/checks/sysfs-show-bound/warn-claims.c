// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: messages claim only what was proven: a string of unknown
 * length is "not bounded by anything sysfscheck can follow in this file"
 * (sysfs_emit() is the fix, no precision needed), every argument of
 * unknown length is named, the would-be length of a 16-byte snprintf()
 * exceeds the 15 characters written (not the page) when the text does
 * not fit, and a text of known length is measured, not called unbounded
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>

struct probe_info {
	const char *label;
};

static ssize_t label_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct probe_info *p = dev_get_drvdata(dev);

	return sprintf(buf, "%s\n", p->label);	/* warn: sysfs-show-bound:hardening "sprintf() of unbounded %s (argument 'p->label') into the sysfs page of show() 'label_show': its length is not bounded by anything sysfscheck can follow in this file, and longer than the page it would be written past the PAGE_SIZE bytes; use sysfs_emit(), which stops at the page" */
}
static DEVICE_ATTR_RO(label);

static ssize_t short_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct probe_info *p = dev_get_drvdata(dev);

	return snprintf(buf, 16, "%s\n", p->label);	/* warn: sysfs-show-bound:hardening "returns what snprintf() returned: the length the text would have had, not what was written: a text of 16 characters or more is cut to 15, and the count returned is then more, so that sysfs shows bytes never written" */
}
static DEVICE_ATTR_RO(short);

static ssize_t page_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct probe_info *p = dev_get_drvdata(dev);

	return snprintf(buf, PAGE_SIZE, "%s\n", p->label);	/* warn: sysfs-show-bound:hardening "not what was written into the page; the text's length is not bounded by anything sysfscheck can follow in this file, and cut at the page the count returned would be PAGE_SIZE or more" */
}
static DEVICE_ATTR_RO(page);

struct probe_port {
	const char *bus_name;	/* both set by other files */
	const char *kind;
	int mode;		/* set to 0 or 1 only */
	char path[4096];
};

static ssize_t alias_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct probe_port *pp = dev_get_drvdata(dev);

	return sprintf(buf, "%s:%s\n", pp->bus_name, pp->kind);	/* warn: sysfs-show-bound:hardening "sprintf() of unbounded %s (argument 'pp->bus_name') and %s (argument 'pp->kind') into the sysfs page of show() 'alias_show': their lengths are not bounded by anything sysfscheck can follow in this file, and longer than the page the text would be written past" */
}
static DEVICE_ATTR_RO(alias);

static ssize_t mode_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct probe_port *pp = dev_get_drvdata(dev);

	return snprintf(buf, 4, "%d\n", pp->mode);	/* warn(sysfscheck): sysfs-show-bound:hardening "the length the text would have had (up to 12 characters here), not what was written: a text of 4 characters or more is cut to 3" -- that "%d" can pass 4 bytes is a value fact; the rule reports a returned snprintf() only for a %s of an unbounded char pointer */
}
static DEVICE_ATTR_RO(mode);

static ssize_t path_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct probe_port *pp = dev_get_drvdata(dev);

	return snprintf(buf, PAGE_SIZE, "%s\n", pp->path);	/* warn(sysfscheck): sysfs-show-bound:hardening "the length the text would have had (up to 4096 characters here), not what was written into the page: a text of PAGE_SIZE characters or more is cut to PAGE_SIZE - 1, and the count returned is then PAGE_SIZE or more" -- pp->path is a char[4096], whose size is a type fact; the rule follows %s of char pointers only */
}
static DEVICE_ATTR_RO(path);

static struct attribute *probe_attrs[] = {
	&dev_attr_label.attr,
	&dev_attr_short.attr,
	&dev_attr_page.attr,
	&dev_attr_alias.attr,
	&dev_attr_mode.attr,
	&dev_attr_path.attr,
	NULL,
};
ATTRIBUTE_GROUPS(probe);
MODULE_LICENSE("GPL");
