// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a store at an offset that only grows by what
 * sysfs_emit_at() or scnprintf() at the room left wrote, less one,
 * in loops of any length: the offset stays below PAGE_SIZE
 *
 * fbtft-sysfs.c sprintf_gamma(): "len += sysfs_emit_at(buf, len, ...);
 * buf[len - 1] = '\n';" in a loop over par->gamma.num_curves.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/sysfs.h>

struct curve_set {
	struct mutex lock;
	unsigned int num_curves;
	unsigned int num_values;
	u32 *curves;
};

static ssize_t print_curves(struct curve_set *c, char *buf)
{
	ssize_t len = 0;
	unsigned int i, j;

	mutex_lock(&c->lock);
	for (i = 0; i < c->num_curves; i++) {
		for (j = 0; j < c->num_values; j++)
			len += sysfs_emit_at(buf, len, "%04x ",
					     c->curves[i * c->num_values + j]);
		buf[len - 1] = '\n';
	}
	mutex_unlock(&c->lock);
	return len;
}

static ssize_t curves_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	return print_curves(dev_get_drvdata(dev), buf);
}
static DEVICE_ATTR_RO(curves);

static ssize_t values_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	struct curve_set *c = dev_get_drvdata(dev);
	int len = 0;
	unsigned int i;

	for (i = 0; i < c->num_values; i++) {
		len += scnprintf(buf + len, PAGE_SIZE - len, "%u,",
				 c->curves[i]);
		buf[len - 1] = ' ';
	}
	return len;
}
static DEVICE_ATTR_RO(values);

static struct attribute *curve_set_attrs[] = {
	&dev_attr_curves.attr,
	&dev_attr_values.attr,
	NULL,
};
ATTRIBUTE_GROUPS(curve_set);
MODULE_LICENSE("GPL");
