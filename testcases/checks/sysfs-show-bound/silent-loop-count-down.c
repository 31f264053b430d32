// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: appends in a loop counting down from a constant
 *
 * mlxbf-bootctl.c secure_boot_fuse_state_show(): "for (key = KEY_NUM - 1;
 * key >= 0; key--)" runs KEY_NUM times; each append is at most a number
 * and the longest status word, far from the page.
 */
#include <linux/bits.h>
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

#define FUSE_KEY_NUM	4

struct fuse_chip {
	u32 key_state;
	u32 bank_state;
};

static ssize_t fuse_state_show(struct device *dev,
			       struct device_attribute *attr, char *buf)
{
	struct fuse_chip *chip = dev_get_drvdata(dev);
	int buf_len = 0, key, burnt, valid;
	const char *status;

	for (key = FUSE_KEY_NUM - 1; key >= 0; key--) {
		burnt = chip->key_state & BIT(key);
		valid = chip->key_state & BIT(key + FUSE_KEY_NUM);
		if (burnt)
			status = valid ? "InUse" : "Incomplete";
		else
			status = valid ? "Invalid" : "Free";
		buf_len += sprintf(buf + buf_len, "%d:%s ", key, status);
	}
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

	for (bank = 31; bank > 0; bank -= 2)
		len += sprintf(buf + len, "%u:%d ", bank,
			       !!(chip->bank_state & BIT(bank)));
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
