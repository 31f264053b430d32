// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: snprintf() of what a formatter returns: a pointer it was given
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct disk {
	char *label;	/* from the device's metadata */
};

/* Upper-cases @s in place and returns it. */
static char *upcase(char *s)
{
	char *p;

	for (p = s; *p; p++)
		if (*p >= 'a' && *p <= 'z')
			*p -= 'a' - 'A';
	return s;
}

static ssize_t label_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct disk *d = dev_get_drvdata(dev);

	return snprintf(buf, PAGE_SIZE, "%s\n", upcase(d->label));	/* warn(sysfscheck): sysfs-show-bound "show() 'label_show' returns what snprintf() returned" -- the formatter gives back the member it was passed, of any length; the rule reports a returned snprintf() only of a %s of a member or a global, not of a call */
}
static DEVICE_ATTR_RO(label);

static struct attribute *disk_attrs[] = {
	&dev_attr_label.attr,
	NULL,
};
ATTRIBUTE_GROUPS(disk);
MODULE_LICENSE("GPL");
