// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: sprintf() appends in a loop to the NULL entry of a constant table
 *
 * processor_thermal_mbox.c workload_available_types_show(): "while
 * (workload_types[i] != NULL)" over a static const table of six literals
 * and a NULL, with i++ once per turn from 0: six appends of a short
 * name. Also "for (i = 0; names[i]; i++)" over a table whose missing
 * entries are NULL.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static const char * const workload_types[] = {
	"none",
	"idle",
	"semi_active",
	"bursty",
	"sustained",
	"battery_life",
	NULL
};

static ssize_t workload_available_types_show(struct device *dev,
					     struct device_attribute *attr,
					     char *buf)
{
	int i = 0;
	int ret = 0;

	while (workload_types[i] != NULL)
		ret += sprintf(&buf[ret], "%s ", workload_types[i++]);

	ret += sprintf(&buf[ret], "\n");

	return ret;
}
static DEVICE_ATTR_RO(workload_available_types);

static const char * const modes[8] = {
	[0] = "off",
	[1] = "low",
	[2] = "high",
};

static ssize_t modes_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	char *p = buf;
	int i;

	for (i = 0; modes[i]; i++)
		p += sprintf(p, "%s ", modes[i]);
	p += sprintf(p, "\n");
	return p - buf;
}
static DEVICE_ATTR_RO(modes);

static struct attribute *workload_attrs[] = {
	&dev_attr_workload_available_types.attr,
	&dev_attr_modes.attr,
	NULL,
};
ATTRIBUTE_GROUPS(workload);
MODULE_LICENSE("GPL");
