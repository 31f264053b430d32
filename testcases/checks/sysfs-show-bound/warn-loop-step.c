// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a loop stepping by 2 over 2000 bytes runs 1000 times
 *
 * 1000 appends of up to 5 bytes: the loop passes the page.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct pubek {
	u8 modulus[2000];
};

static ssize_t pubek_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct pubek *out = dev_get_drvdata(dev);
	char *str = buf;
	int i;

	str += sprintf(str, "Modulus length: 256\nModulus:\n");
	for (i = 0; i < 2000; i += 2)
		str += sprintf(str, "%02x%02x ", out->modulus[i],	/* warn(sysfscheck): sysfs-show-bound "loop appends up to 1000" -- a value fact (a length, size, count or bound) that the rule does not compute */
			       out->modulus[i + 1]);
	return str - buf;
}
static DEVICE_ATTR_RO(pubek);

static struct attribute *pubek_attrs[] = {
	&dev_attr_pubek.attr,
	NULL,
};
ATTRIBUTE_GROUPS(pubek);
MODULE_LICENSE("GPL");
