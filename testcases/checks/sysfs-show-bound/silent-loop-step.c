// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a loop stepping by 16 over 256 bytes runs 16 times
 *
 * tpm-sysfs.c pubek_show(): "for (i = 0; i < 256; i += 16) str +=
 * sprintf(str, "%16ph\n", &out->modulus[i]);": 16 lines of 48 bytes.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct pubek {
	u8 modulus[256];
};

static ssize_t pubek_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct pubek *out = dev_get_drvdata(dev);
	char *str = buf;
	int i;

	str += sprintf(str, "Modulus length: 256\nModulus:\n");
	for (i = 0; i < 256; i += 16)
		str += sprintf(str, "%16ph\n", &out->modulus[i]);
	return str - buf;
}
static DEVICE_ATTR_RO(pubek);

static struct attribute *pubek_attrs[] = {
	&dev_attr_pubek.attr,
	NULL,
};
ATTRIBUTE_GROUPS(pubek);
MODULE_LICENSE("GPL");
