// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: %s of a table of literals declared in the show() itself
 *
 * drm_privacy_screen.c sw_state_show() ("const char * const
 * sw_state_names[] = { ... }" in the body) and genwqe card_sysfs.c
 * status_show() ("const char *cs[N] = { ... }", never stored into).
 */
#include <linux/device.h>
#include <linux/errno.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct privacy {
	unsigned int sw_state;
	unsigned int card_state;
};

static ssize_t sw_state_show(struct device *dev,
			     struct device_attribute *attr, char *buf)
{
	struct privacy *priv = dev_get_drvdata(dev);
	const char * const sw_state_names[] = {
		"Disabled",
		"Enabled",
	};

	if (priv->sw_state >= ARRAY_SIZE(sw_state_names))
		return -ENXIO;
	return sprintf(buf, "%s\n", sw_state_names[priv->sw_state]);
}
static DEVICE_ATTR_RO(sw_state);

static ssize_t status_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	struct privacy *priv = dev_get_drvdata(dev);
	const char *cs[3] = { "unused", "used", "error" };

	return sprintf(buf, "%s\n", cs[priv->card_state]);
}
static DEVICE_ATTR_RO(status);

static struct attribute *privacy_attrs[] = {
	&dev_attr_sw_state.attr,
	&dev_attr_status.attr,
	NULL,
};
ATTRIBUTE_GROUPS(privacy);
MODULE_LICENSE("GPL");
