// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: %s of a string a helper of the file returns through its
 * "const char **" parameter, taken from a table of literals
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct chip {
	int mode;
};

static const char * const mode_names[] = { "off", "standby", "active" };

static int chip_mode_name(struct chip *c, const char **name)
{
	if (c->mode < 0 || c->mode >= ARRAY_SIZE(mode_names))
		return -EINVAL;
	*name = mode_names[c->mode];
	return 0;
}

static ssize_t mode_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct chip *c = dev_get_drvdata(dev);
	const char *name;
	int ret;

	ret = chip_mode_name(c, &name);
	if (ret)
		return ret;
	return sprintf(buf, "%s\n", name);
}
static DEVICE_ATTR_RO(mode);

static struct attribute *chip_attrs[] = {
	&dev_attr_mode.attr,
	NULL,
};
ATTRIBUTE_GROUPS(chip);
MODULE_LICENSE("GPL");
