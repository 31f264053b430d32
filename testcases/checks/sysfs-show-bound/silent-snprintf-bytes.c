// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: snprintf() of '%02X' of unsigned bytes and '%8phN' into sizes they fit
 *
 * hpsa.c unique_id_show() and lunid_show(), aacraid linit.c: sixteen
 * '%02X' of the elements of a local unsigned char[16] and '\n' are 33
 * bytes, and '0x%8phN\n' of 8 bytes is 19: with the NUL they fit 34 and
 * 20 bytes exactly, so snprintf() returns what it wrote.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

struct lun {
	u8 device_id[16];
	u8 scsi3addr[8];
};

static ssize_t unique_id_show(struct device *dev,
			      struct device_attribute *attr, char *buf)
{
	struct lun *l = dev_get_drvdata(dev);
	unsigned char sn[16];

	memcpy(sn, l->device_id, sizeof(sn));
	return snprintf(buf, 16 * 2 + 2,
			"%02X%02X%02X%02X%02X%02X%02X%02X%02X%02X%02X%02X%02X%02X%02X%02X\n",
			sn[0], sn[1], sn[2], sn[3],
			sn[4], sn[5], sn[6], sn[7],
			sn[8], sn[9], sn[10], sn[11],
			sn[12], sn[13], sn[14], sn[15]);
}
static DEVICE_ATTR_RO(unique_id);

static ssize_t lunid_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct lun *l = dev_get_drvdata(dev);
	u8 lunid[8];

	memcpy(lunid, l->scsi3addr, sizeof(lunid));
	return snprintf(buf, 20, "0x%8phN\n", lunid);
}
static DEVICE_ATTR_RO(lunid);

static struct attribute *lun_attrs[] = {
	&dev_attr_unique_id.attr,
	&dev_attr_lunid.attr,
	NULL,
};
ATTRIBUTE_GROUPS(lun);
MODULE_LICENSE("GPL");
