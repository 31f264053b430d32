// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: show()s that pass their page to a helper (of the file, or a
 * header's static inline): the helper's writes are followed from where
 * the page stands at the call, and reported where they are
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>
#include "show-helpers.h"

struct sensor {
	unsigned int count;
	u16 samples[1024];
	char label[8192];
	struct table table;
};

/* Shared by two show()s: reported once, at the helper's line. */
static ssize_t samples_print(struct sensor *s, char *buf)
{
	ssize_t n = 0;
	unsigned int i;

	for (i = 0; i < s->count; i++)
		n += sprintf(buf + n, "%u ", s->samples[i]);	/* warn(sysfscheck): sysfs-show-bound:hardening "sprintf() appends to the sysfs page show() 'samples_show' passes to 'samples_print()' in a loop with no bound tied to PAGE_SIZE" -- what a helper writes into the page is a fact across functions, which the rule does not follow */
	return n;
}

static ssize_t samples_show(struct device *dev, struct device_attribute *attr,
			    char *buf)
{
	return samples_print(dev_get_drvdata(dev), buf);
}
static DEVICE_ATTR_RO(samples);

static ssize_t history_show(struct device *dev, struct device_attribute *attr,
			    char *buf)
{
	return samples_print(dev_get_drvdata(dev), buf);
}
static DEVICE_ATTR_RO(history);

/* A helper whose text is proven longer than the page. */
static int label_print(char *out, const struct sensor *s)
{
	return sprintf(out, "%s\n", s->label);	/* warn(sysfscheck): sysfs-show-bound:bug "sprintf() of up to 8193 bytes" -- what a helper writes into the page is a fact across functions, which the rule does not follow */
}

static ssize_t label_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct sensor *s = dev_get_drvdata(dev);

	return label_print(buf, s);
}
static DEVICE_ATTR_RO(label);

/* One line per row, each appended by a helper: the loop is the show()'s. */
static int row_print(char *out, unsigned int v)
{
	return sprintf(out, "%u\n", v);
}

static ssize_t rows_each_show(struct device *dev,
			      struct device_attribute *attr, char *buf)
{
	struct sensor *s = dev_get_drvdata(dev);
	unsigned int i;
	int len = 0;

	for (i = 0; i < s->count; i++)
		len += row_print(buf + len, s->samples[i]);	/* warn(sysfscheck): sysfs-show-bound "'row_print()' appends to the sysfs page of show() 'rows_each_show'" -- what a helper writes into the page is a fact across functions, which the rule does not follow */
	return len;
}
static DEVICE_ATTR_RO(rows_each);

static ssize_t rows_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct sensor *s = dev_get_drvdata(dev);

	/* The header's helper: reported at the call. */
	return table_print(&s->table, buf);	/* warn(sysfscheck): sysfs-show-bound "sprintf() appends to the sysfs page show() 'rows_show' passes to 'table_print()'" -- what a helper writes into the page is a fact across functions, which the rule does not follow */
}
static DEVICE_ATTR_RO(rows);

static struct attribute *sensor_attrs[] = {
	&dev_attr_samples.attr,
	&dev_attr_history.attr,
	&dev_attr_label.attr,
	&dev_attr_rows_each.attr,
	&dev_attr_rows.attr,
	NULL,
};
ATTRIBUTE_GROUPS(sensor);
MODULE_LICENSE("GPL");
