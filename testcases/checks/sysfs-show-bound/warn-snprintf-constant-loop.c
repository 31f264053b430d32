// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: snprintf() appends in a loop of a constant count that passes the page
 *
 * As silent-snprintf-constant-loop.c with 512 entries: up to 512 * 11
 * bytes, the last texts are cut and the sum passes the page.
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct lcd_panel {
	u32 gamma[512];
};

static ssize_t gamma_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct lcd_panel *lcd = dev_get_drvdata(dev);
	ssize_t len = 0;
	unsigned int i;
	int ret;

	for (i = 0; i < ARRAY_SIZE(lcd->gamma); i++) {
		ret = snprintf(buf + len, PAGE_SIZE - len, "%u ",
			       lcd->gamma[i]);
		if (ret < 0)
			return ret;
		len += ret;
	}
	buf[len - 1] = '\n';

	return len;	/* warn(sysfscheck): sysfs-show-bound "returns what snprintf() returned" -- the sum passes the page only because of the loop's count (512 appends); the rule does not follow snprintf(buf + len, ...) summed through a second variable ("len += ret") */
}
static DEVICE_ATTR_RO(gamma);

static struct attribute *lcd_panel_attrs[] = {
	&dev_attr_gamma.attr,
	NULL,
};
ATTRIBUTE_GROUPS(lcd_panel);
MODULE_LICENSE("GPL");
