// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: strcpy() of a string of unknown length into the page
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

struct sensor {
	const char *label;
};

static ssize_t label_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct sensor *s = dev_get_drvdata(dev);

	strcpy(buf, s->label);	/* warn: sysfs-show-bound "strcpy() of the string 's->label'" */
	strcat(buf, "\n");
	return strlen(buf);
}
static DEVICE_ATTR_RO(label);

static struct attribute *sensor_attrs[] = {
	&dev_attr_label.attr,
	NULL,
};
ATTRIBUTE_GROUPS(sensor);
MODULE_LICENSE("GPL");
