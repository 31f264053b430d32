// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: %s of a string a helper returns through its "const char **"
 * parameter: bounded only when what it stores there is
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct chip {
	int mode;
	const char *label;
};

static void chip_label(struct chip *c, const char **name)
{
	*name = c->label;
}

static ssize_t label_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct chip *c = dev_get_drvdata(dev);
	const char *name;

	chip_label(c, &name);
	return sprintf(buf, "%s\n", name);	/* warn(sysfscheck): sysfs-show-bound:hardening "sprintf() of unbounded %s (argument 'name')" -- the string's bound comes through a helper's out-parameter, a fact across functions */
}
static DEVICE_ATTR_RO(label);

static struct attribute *chip_attrs[] = {
	&dev_attr_label.attr,
	NULL,
};
ATTRIBUTE_GROUPS(chip);
MODULE_LICENSE("GPL");
