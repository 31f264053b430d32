// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a loop of 16 appends of up to 300 bytes each
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

#define NR_SLOTS 16

struct slots {
	char label[NR_SLOTS][300];
};

static ssize_t labels_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	struct slots *sl = dev_get_drvdata(dev);
	int i, len = 0;

	for (i = 0; i < NR_SLOTS; i++)
		len += sprintf(buf + len, "%s\n", sl->label[i]);	/* warn(sysfscheck): sysfs-show-bound:bug "loop appends up to 16 * 300 bytes (> PAGE_SIZE)" -- a value fact (a length, size, count or bound) that the rule does not compute */
	return len;
}
static DEVICE_ATTR_RO(labels);

static struct attribute *slots_attrs[] = {
	&dev_attr_labels.attr,
	NULL,
};
ATTRIBUTE_GROUPS(slots);
MODULE_LICENSE("GPL");
