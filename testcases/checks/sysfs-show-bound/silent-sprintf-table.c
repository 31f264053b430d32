// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: sprintf() of a literal picked from a table, and a ternary
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static const char * const charge_modes[] = { "trickle", "fast", "standard" };

struct charger {
	unsigned int mode;
	bool online;
};

static ssize_t mode_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct charger *c = dev_get_drvdata(dev);

	return sprintf(buf, "%s\n", charge_modes[c->mode]);
}
static DEVICE_ATTR_RO(mode);

static ssize_t online_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	struct charger *c = dev_get_drvdata(dev);

	return sprintf(buf, "%s\n", c->online ? "yes" : "no");
}
static DEVICE_ATTR_RO(online);

static struct attribute *charger_attrs[] = {
	&dev_attr_mode.attr,
	&dev_attr_online.attr,
	NULL,
};
ATTRIBUTE_GROUPS(charger);
MODULE_LICENSE("GPL");
