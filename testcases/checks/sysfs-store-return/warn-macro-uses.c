// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: one finding per macro: a store() made by a macro of the
 * file, used three times, returns strlen() in the macro's body: one
 * finding at the #define naming the uses, not one per use; a store()
 * written out in full stays where it is
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/string.h>

struct panel {
	unsigned long red, green, blue, gamma;
};

#define PANEL_STORE(field)	/* warn(sysfscheck): sysfs-store-return:style "in each of the 3 uses of macro 'PANEL_STORE' (lines 30, 31, 32; as said of the first): store() 'red_store' returns the result of strlen()" -- sysfscheck reports the store() a macro makes once, at its #define; spatch does not match inside a macro's body */ \
static ssize_t field##_store(struct device *dev,			\
			     struct device_attribute *attr,		\
			     const char *buf, size_t count)		\
{									\
	struct panel *p = dev_get_drvdata(dev);				\
									\
	if (kstrtoul(buf, 0, &p->field))				\
		return -EINVAL;						\
	return strlen(buf);						\
}									\
static DEVICE_ATTR_WO(field)

PANEL_STORE(red);
PANEL_STORE(green);
PANEL_STORE(blue);

static ssize_t gamma_store(struct device *dev, struct device_attribute *attr,
			   const char *buf, size_t count)
{
	struct panel *p = dev_get_drvdata(dev);

	if (kstrtoul(buf, 0, &p->gamma))
		return -EINVAL;
	return strlen(buf);	/* warn: sysfs-store-return:style "store() 'gamma_store' returns the result of strlen()" */
}
static DEVICE_ATTR_WO(gamma);

static struct attribute *panel_attrs[] = {
	&dev_attr_red.attr,
	&dev_attr_green.attr,
	&dev_attr_blue.attr,
	&dev_attr_gamma.attr,
	NULL,
};
ATTRIBUTE_GROUPS(panel);
MODULE_LICENSE("GPL");
