// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: %s of a large char array member of each row of a table
 *
 * The string of a row's member array is bounded by the member's size:
 * a char[600] in each of 8 rows adds up past the page.
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct slot {
	char type;
	union {
		struct {
			u8 a, m;
			char name[600];
		} p;
		u32 raw;
	} u;
};

struct phone {
	struct slot slots[8];
};

static ssize_t slots_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct phone *ph = dev_get_drvdata(dev);
	int i, ret = 0;

	for (i = 0; i < ARRAY_SIZE(ph->slots); i++)
		ret += sprintf(&buf[ret], "%s\n", ph->slots[i].u.p.name);	/* warn(sysfscheck): sysfs-show-bound "loop appends up to 8 * 600 bytes" -- a value fact (a length, size, count or bound) that the rule does not compute */
	return ret;
}
static DEVICE_ATTR_RO(slots);

static struct attribute *phone_attrs[] = {
	&dev_attr_slots.attr,
	NULL,
};
ATTRIBUTE_GROUPS(phone);
MODULE_LICENSE("GPL");
