// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: two sprintf() appends that each fit and together do not
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct modem {
	char firmware[2500];
	char config[2500];
};

static ssize_t info_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct modem *m = dev_get_drvdata(dev);
	int len;

	len = sprintf(buf, "fw: %s\n", m->firmware);
	len += sprintf(buf + len, "cfg: %s\n", m->config);	/* warn(sysfscheck): sysfs-show-bound "ends past the PAGE_SIZE" -- two sprintf() of 2500-byte arrays add up past the page; a value fact */
	return len;
}
static DEVICE_ATTR_RO(info);

static struct attribute *modem_attrs[] = {
	&dev_attr_info.attr,
	NULL,
};
ATTRIBUTE_GROUPS(modem);
MODULE_LICENSE("GPL");
