// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: loops over the file's tables that can pass the page
 *
 * The same appends as silent-table-loop-literals.c, but a constant count
 * of 512 turns of up to 19 bytes (more than the page), and a loop over
 * a table whose count the file does not show.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

#define NR_SLOTS 512

static const char *const slot_states[] = { "idle", "busy", "failed" };

struct rack {
	u8 state[NR_SLOTS];
	unsigned int nr_names;
};

static ssize_t slots_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct rack *r = dev_get_drvdata(dev);
	int i, len = 0;

	for (i = 0; i < NR_SLOTS; i++)
		len += sprintf(buf + len, "%d:%s\n", i,	/* warn(sysfscheck): sysfs-show-bound "loop appends up to 512 * 19 bytes" -- a value fact (a length, size, count or bound) that the rule does not compute */
			       slot_states[r->state[i] % 3]);
	return len;
}
static DEVICE_ATTR_RO(slots);

static ssize_t states_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	struct rack *r = dev_get_drvdata(dev);
	unsigned int i;
	int len = 0;

	for (i = 0; i < r->nr_names; i++)
		len += sprintf(buf + len, "%s ", slot_states[i % 3]);	/* warn(sysfscheck): sysfs-show-bound "no bound tied to PAGE_SIZE" -- a value fact (a length, size, count or bound) that the rule does not compute */
	len += sprintf(buf + len, "\n");
	return len;
}
static DEVICE_ATTR_RO(states);

static struct attribute *rack_attrs[] = {
	&dev_attr_slots.attr,
	&dev_attr_states.attr,
	NULL,
};
ATTRIBUTE_GROUPS(rack);
MODULE_LICENSE("GPL");
