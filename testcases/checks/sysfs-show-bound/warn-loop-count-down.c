// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: appends in a loop counting down without a known count
 *
 * The count-down loops of silent-loop-count-down.c with the bound
 * removed: an unsigned counter tested ">= 0" never stops; a count-down
 * from a member read from the device has no known start.
 */
#include <linux/bits.h>
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct fuse_chip {
	u32 key_state;
	u32 bank_state;
	unsigned int nkeys;
};

static ssize_t fuse_state_show(struct device *dev,
			       struct device_attribute *attr, char *buf)
{
	struct fuse_chip *chip = dev_get_drvdata(dev);
	int buf_len = 0;
	unsigned int key;

	for (key = 3; key >= 0; key--)
		buf_len += sprintf(buf + buf_len, "%u:%d ", key,	/* warn(sysfscheck): sysfs-show-bound "no bound tied to PAGE_SIZE" -- a value fact (a length, size, count or bound) that the rule does not compute */
				   !!(chip->key_state & BIT(key % 32)));
	buf_len += sprintf(buf + buf_len, "\n");
	return buf_len;
}
static DEVICE_ATTR_RO(fuse_state);

static ssize_t bank_state_show(struct device *dev,
			       struct device_attribute *attr, char *buf)
{
	struct fuse_chip *chip = dev_get_drvdata(dev);
	unsigned int bank;
	int len = 0;

	for (bank = chip->nkeys; bank > 0; bank--)
		len += sprintf(buf + len, "%u:%d ", bank,	/* warn(sysfscheck): sysfs-show-bound "no bound tied to PAGE_SIZE" -- a value fact (a length, size, count or bound) that the rule does not compute */
			       !!(chip->bank_state & BIT(bank % 32)));
	len += sprintf(buf + len, "\n");
	return len;
}
static DEVICE_ATTR_RO(bank_state);

static struct attribute *fuse_attrs[] = {
	&dev_attr_fuse_state.attr,
	&dev_attr_bank_state.attr,
	NULL,
};
ATTRIBUTE_GROUPS(fuse);
MODULE_LICENSE("GPL");
