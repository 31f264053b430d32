// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: strcpy() of a literal, strlen() returned
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

struct mux {
	bool enabled;
};

static ssize_t state_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct mux *m = dev_get_drvdata(dev);

	if (m->enabled)
		strcpy(buf, "enabled\n");
	else
		strcpy(buf, "disabled\n");
	return strlen(buf);
}
static DEVICE_ATTR_RO(state);

static struct attribute *mux_attrs[] = {
	&dev_attr_state.attr,
	NULL,
};
ATTRIBUTE_GROUPS(mux);
MODULE_LICENSE("GPL");
