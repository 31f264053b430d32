// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: sprintf() of what a function returning only literals returns,
 * and of a char array member of what an inline accessor returns
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/spi/spi.h>
#include <linux/sysfs.h>

struct monitor {
	u8 pin_cfg;
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
	return "N/A";
}

static ssize_t label_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct monitor *m = dev_get_drvdata(dev);

	return sprintf(buf, "%s\n", input_label(m, 1));
}
static DEVICE_ATTR_RO(label);

static ssize_t modalias_show(struct device *dev, struct device_attribute *attr,
			     char *buf)
{
	return sprintf(buf, "%s\n", to_spi_device(dev)->modalias);
}
static DEVICE_ATTR_RO(modalias);

static struct attribute *monitor_attrs[] = {
	&dev_attr_label.attr,
	&dev_attr_modalias.attr,
	NULL,
};
ATTRIBUTE_GROUPS(monitor);
MODULE_LICENSE("GPL");
