// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: %s of a member of the row bsearch() finds in a const table
 *
 * hid-sensor-custom.c show_value(): bsearch() over the static const
 * hid_custom_usage_desc_table, then snprintf(buf, PAGE_SIZE, "%s\n",
 * usage_desc->desc). Giving the table to bsearch() converts its address
 * to "const void *", but a const table cannot be written through it: the
 * member still holds only the table's literals, and the text fits.
 */
#include <linux/bsearch.h>
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static const struct usage_desc {
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
	const struct usage_desc *desc;

	desc = bsearch(&sn->usage, usage_desc_table,
		       ARRAY_SIZE(usage_desc_table),
		       sizeof(struct usage_desc), usage_id_cmp);
	if (desc)
		return snprintf(buf, PAGE_SIZE, "%s\n", desc->desc);	/* warn(coccinelle): sysfs-show-bound -- the %s member is one of the literals of a static const table that bsearch() searches, so the text always fits; the rule reports a returned snprintf() of a member the file never sets */
	return sprintf(buf, "not-specified\n");
}
static DEVICE_ATTR_RO(name);

static struct attribute *sensor_attrs[] = {
	&dev_attr_name.attr,
	NULL,
};
ATTRIBUTE_GROUPS(sensor);
MODULE_LICENSE("GPL");
