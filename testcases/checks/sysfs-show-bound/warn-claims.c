// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: messages claim only what was proven: a string of unknown
 * length is "not bounded in this file" (sysfs_emit() is the fix, no
 * precision needed), and the would-be length of a 16-byte snprintf() can
 * exceed the 16 bytes, not the page
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

	return sprintf(buf, "%s\n", p->label);	/* warn: sysfs-show-bound:hardening "sprintf() of unbounded %s (argument 'p->label') into the sysfs page of show() 'label_show': no bound on its length is known in this file, and longer than the page it would be written past the PAGE_SIZE bytes; use sysfs_emit(), which stops at the page" */
}
static DEVICE_ATTR_RO(label);

static ssize_t short_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct probe_info *p = dev_get_drvdata(dev);

	return snprintf(buf, 16, "%s\n", p->label);	/* warn: sysfs-show-bound:hardening "returns what snprintf() returned: the length the text would have had, which can be more than the 16 bytes it was given and wrote, so that sysfs shows bytes never written" */
}
static DEVICE_ATTR_RO(short);

static ssize_t page_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct probe_info *p = dev_get_drvdata(dev);

	return snprintf(buf, PAGE_SIZE, "%s\n", p->label);	/* warn: sysfs-show-bound:hardening "not what was written into the page; no bound on the text is known in this file, and cut at the page it would be more than PAGE_SIZE" */
}
static DEVICE_ATTR_RO(page);

static struct attribute *probe_attrs[] = {
	&dev_attr_label.attr,
	&dev_attr_short.attr,
	&dev_attr_page.attr,
	NULL,
};
ATTRIBUTE_GROUPS(probe);
MODULE_LICENSE("GPL");
