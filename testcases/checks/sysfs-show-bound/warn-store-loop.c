// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: one character stored per line, the number of lines unbounded
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct gpio_bank {
	unsigned int ngpio;
	unsigned long *state;
};

static ssize_t levels_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	struct gpio_bank *bank = dev_get_drvdata(dev);
	unsigned int i;

	for (i = 0; i < bank->ngpio; i++)
		buf[i] = test_bit(i, bank->state) ? '1' : '0';	/* warn(sysfscheck): sysfs-show-bound "stores into the sysfs page" -- buf[i] stores in a loop bounded by a run-time count; the rule cannot tell it from the loop bounded by a small constant (silent-store-bounded.c) */
	buf[i++] = '\n';
	return i;
}
static DEVICE_ATTR_RO(levels);

static struct attribute *gpio_bank_attrs[] = {
	&dev_attr_levels.attr,
	NULL,
};
ATTRIBUTE_GROUPS(gpio_bank);
MODULE_LICENSE("GPL");
