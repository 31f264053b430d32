// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: sprintf() of what a function returns, one of its returns unbounded
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct monitor {
	u8 pin_cfg;
	const char *name;
};

static const char *input_label(struct monitor *m, int which)
{
	switch (which) {
	case 0:
		return "local";
	case 1:
		if (m->pin_cfg & 1)
			return "remote1";
		break;
	}
	return m->name;
}

static ssize_t label_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct monitor *m = dev_get_drvdata(dev);

	return sprintf(buf, "%s\n", input_label(m, 1));	/* warn(sysfscheck): sysfs-show-bound:hardening "unbounded %s" -- the %s argument is what a helper returns, one of whose returns is an unbounded member; the rule does not look into the helper */
}
static DEVICE_ATTR_RO(label);

static struct attribute *monitor_attrs[] = {
	&dev_attr_label.attr,
	NULL,
};
ATTRIBUTE_GROUPS(monitor);
MODULE_LICENSE("GPL");
