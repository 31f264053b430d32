// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a switch choosing among literals
 */
#include <linux/device.h>
#include <linux/errno.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

enum pwr_mode { PWR_OFF, PWR_ECO, PWR_FULL };

struct psu {
	enum pwr_mode mode;
};

static ssize_t mode_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct psu *psu = dev_get_drvdata(dev);

	switch (psu->mode) {
	case PWR_OFF:
		return sprintf(buf, "off\n");
	case PWR_ECO:
		return sprintf(buf, "eco\n");
	case PWR_FULL:
		return sprintf(buf, "full\n");
	}
	return -EINVAL;
}
static DEVICE_ATTR_RO(mode);

static struct attribute *psu_attrs[] = {
	&dev_attr_mode.attr,
	NULL,
};
ATTRIBUTE_GROUPS(psu);
MODULE_LICENSE("GPL");
