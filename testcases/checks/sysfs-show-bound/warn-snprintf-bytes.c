// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: snprintf() of '%02X' of wider integers and of more bytes than the size holds
 *
 * As silent-snprintf-bytes.c, but the elements are ints (up to eight hex
 * digits each, not two) and '%16phN' prints 32 digits: the texts can pass
 * 10 and 20 bytes, and snprintf() then returns more than it wrote.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

struct lun {
	int device_id[4];
	u8 scsi3addr[16];
};

static ssize_t unique_id_show(struct device *dev,
			      struct device_attribute *attr, char *buf)
{
	struct lun *l = dev_get_drvdata(dev);
	int sn[4];

	memcpy(sn, l->device_id, sizeof(sn));
	return snprintf(buf, 4 * 2 + 2, "%02X%02X%02X%02X\n",	/* warn(sysfscheck): sysfs-show-bound "snprintf()" -- a value fact (a length, size, count or bound) that the rule does not compute */
			sn[0], sn[1], sn[2], sn[3]);
}
static DEVICE_ATTR_RO(unique_id);

static ssize_t lunid_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct lun *l = dev_get_drvdata(dev);
	u8 lunid[16];

	memcpy(lunid, l->scsi3addr, sizeof(lunid));
	return snprintf(buf, 20, "0x%16phN\n", lunid);	/* warn(sysfscheck): sysfs-show-bound "snprintf()" -- a value fact (a length, size, count or bound) that the rule does not compute */
}
static DEVICE_ATTR_RO(lunid);

static struct attribute *lun_attrs[] = {
	&dev_attr_unique_id.attr,
	&dev_attr_lunid.attr,
	NULL,
};
ATTRIBUTE_GROUPS(lun);
MODULE_LICENSE("GPL");
