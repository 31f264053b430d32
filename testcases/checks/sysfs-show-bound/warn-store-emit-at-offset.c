// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: stores in a loop at an offset that can reach the end of
 * the page: past what sysfs_emit_at() wrote, grown by snprintf()'s
 * would-be length, or starting from what a helper's caller gave
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct curve_set {
	unsigned int num_curves;
	unsigned int num_values;
	u32 *curves;
};

static ssize_t curves_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	struct curve_set *c = dev_get_drvdata(dev);
	ssize_t len = 0;
	unsigned int i;

	for (i = 0; i < c->num_curves; i++) {
		len += sysfs_emit_at(buf, len, "%04x", c->curves[i]);
		buf[len + 1] = '\n';	/* warn(sysfscheck): sysfs-show-bound "stores into the sysfs page of show() 'curves_show' ('buf[len + 1]') in a loop with no bound tied to PAGE_SIZE" -- a store at an offset the loop's appends grow, in a loop over a count: values, sysfscheck's */
	}
	return len;
}
static DEVICE_ATTR_RO(curves);

static ssize_t values_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	struct curve_set *c = dev_get_drvdata(dev);
	int len = 0;
	unsigned int i;

	for (i = 0; i < c->num_values; i++) {
		len += snprintf(buf + len, PAGE_SIZE - len, "%u,",
				c->curves[i]);
		buf[len - 1] = ' ';	/* warn(sysfscheck): sysfs-show-bound "stores into the sysfs page of show() 'values_show' ('buf[len - 1]') in a loop with no bound tied to PAGE_SIZE" -- a store at an offset the loop's appends grow, in a loop over a count: values, sysfscheck's */
	}
	return len;	/* warn(sysfscheck): sysfs-show-bound "show() 'values_show' returns what snprintf() returned" -- the rule reports a returned snprintf() only with '%s' of an unbounded string */
}
static DEVICE_ATTR_RO(values);

static ssize_t separate_values(const struct curve_set *c, char *buf,
			       ssize_t len)
{
	unsigned int i;

	for (i = 0; i < c->num_values; i++) {
		buf[len] = ' ';	/* warn(sysfscheck): sysfs-show-bound "stores into the sysfs page show() 'separated_show' passes to 'separate_values()' ('buf[len]') in a loop with no bound tied to PAGE_SIZE" -- a store at an offset the loop's appends grow, in a loop over a count: values, sysfscheck's */
		len += sysfs_emit_at(buf, len, "%u", c->curves[i]);
	}
	return len;
}

static ssize_t separated_show(struct device *dev,
			      struct device_attribute *attr, char *buf)
{
	struct curve_set *c = dev_get_drvdata(dev);

	return separate_values(c, buf, c->num_curves * 4096);
}
static DEVICE_ATTR_RO(separated);

static struct attribute *curve_set_attrs[] = {
	&dev_attr_curves.attr,
	&dev_attr_values.attr,
	&dev_attr_separated.attr,
	NULL,
};
ATTRIBUTE_GROUPS(curve_set);
MODULE_LICENSE("GPL");
