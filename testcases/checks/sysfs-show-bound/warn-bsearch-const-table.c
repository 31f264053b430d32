// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: %s of a member of the row bsearch() finds in a table that can be written
 *
 * The table is not const: what a function given its address does with
 * it is not known, so its members hold strings of any length.
 */
#include <linux/bsearch.h>
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static struct usage_desc {
	int usage_id;
	char *desc;
} usage_desc_table[] = {
	{ 0x200201, "event-sensor-state" },
	{ 0x200202, "event-sensor-event" },
	{ 0x200301, "property-friendly-name" },
};

static int usage_id_cmp(const void *p1, const void *p2)
{
	if (*(int *)p1 < *(int *)p2)
		return -1;
	if (*(int *)p1 > *(int *)p2)
		return 1;
	return 0;
}

struct sensor {
	int usage;
};

static ssize_t name_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct sensor *sn = dev_get_drvdata(dev);
	struct usage_desc *desc;

	desc = bsearch(&sn->usage, usage_desc_table,
		       ARRAY_SIZE(usage_desc_table),
		       sizeof(struct usage_desc), usage_id_cmp);
	if (desc)
		return snprintf(buf, PAGE_SIZE, "%s\n", desc->desc);	/* warn: sysfs-show-bound:hardening "returns what snprintf() returned" */
	return sprintf(buf, "not-specified\n");
}
static DEVICE_ATTR_RO(name);

static struct attribute *sensor_attrs[] = {
	&dev_attr_name.attr,
	NULL,
};
ATTRIBUTE_GROUPS(sensor);
MODULE_LICENSE("GPL");
