// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: an append loop over a count that callers fill in, which the
 * function attaching the attributes rejects above a constant (a class
 * of LEDs with several colours: at most 15, "if (n > MAX) return")
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

#define MC_COLOR_MAX 15

struct mc_subled {
	int intensity;
};

/* Filled in by the drivers that register with this class. */
struct mc_classdev {
	struct device *dev;
	const struct attribute_group **groups;
	int num_colors;
	struct mc_subled *subled;
};

static ssize_t intensity_show(struct device *dev,
			      struct device_attribute *attr, char *buf)
{
	struct mc_classdev *mc = dev_get_drvdata(dev);
	int len = 0;
	int i;

	/* at most 15 turns of 12 bytes */
	for (i = 0; i < mc->num_colors; i++)
		len += sprintf(buf + len, "%d ", mc->subled[i].intensity);
	buf[len++] = '\n';
	return len;
}
static DEVICE_ATTR_RO(intensity);

static struct attribute *mc_attrs[] = {
	&dev_attr_intensity.attr,
	NULL,
};
ATTRIBUTE_GROUPS(mc);

int mc_classdev_register(struct device *parent, struct mc_classdev *mc)
{
	if (mc->num_colors <= 0 || mc->num_colors > MC_COLOR_MAX)
		return -EINVAL;
	mc->groups = mc_groups;
	return 0;
}
EXPORT_SYMBOL_GPL(mc_classdev_register);
MODULE_LICENSE("GPL");
