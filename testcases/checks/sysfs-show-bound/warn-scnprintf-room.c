// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: scnprintf() sized by a count that is not the room left
 *
 * The size grows with what was written ("len += n"), comes from the
 * device, or loses snprintf()'s would-be lengths (w1.c
 * w1_master_attribute_show_slaves(): "c -= snprintf(buf + PAGE_SIZE - c,
 * c, ...)" goes below zero once a name is cut): nothing stops the appends
 * at the end of the page.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct freq_dev {
	int n_layers;
	int *layer_size;
	int room;
};

static ssize_t max_location_show(struct device *dev,
				 struct device_attribute *attr, char *buf)
{
	struct freq_dev *df = dev_get_drvdata(dev);
	int len = 64;
	char *p = buf;
	int i, n;

	for (i = 0; i < df->n_layers; i++) {
		n = scnprintf(p, len, "layer %d ", df->layer_size[i] - 1);	/* warn(sysfscheck): sysfs-show-bound "in a loop with no bound" -- the scnprintf() size grows with what was written instead of shrinking; the rule takes any scnprintf() size as the room left */
		p += n;
		len += n;
	}
	return p - buf;
}
static DEVICE_ATTR_RO(max_location);

static ssize_t layers_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	struct freq_dev *df = dev_get_drvdata(dev);
	int len = df->room;
	char *p = buf;
	int i, n;

	for (i = 0; i < df->n_layers; i++) {
		n = scnprintf(p, len, "%d ", df->layer_size[i]);	/* warn(sysfscheck): sysfs-show-bound "in a loop with no bound" -- the scnprintf() size comes from the device, not from PAGE_SIZE; the rule takes any scnprintf() size as the room left */
		p += n;
		len -= n;
	}
	return p - buf;
}
static DEVICE_ATTR_RO(layers);

static ssize_t names_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct freq_dev *df = dev_get_drvdata(dev);
	int c = PAGE_SIZE;
	int i;

	for (i = 0; i < df->n_layers; i++)
		c -= snprintf(buf + PAGE_SIZE - c, c, "%s\n", dev_name(dev));	/* warn(sysfscheck): sysfs-show-bound "in a loop, given the room left in 'c', which it decreases by what snprintf() returned, the length the text would have had: once a text is cut, 'c' goes below zero" -- the room variable loses what snprintf() returned, the would-be length, and goes below zero once a text is cut; the rule does not read the size of an snprintf() at an offset */
	return PAGE_SIZE - c;
}
static DEVICE_ATTR_RO(names);

static struct attribute *freq_dev_attrs[] = {
	&dev_attr_max_location.attr,
	&dev_attr_layers.attr,
	&dev_attr_names.attr,
	NULL,
};
ATTRIBUTE_GROUPS(freq_dev);
MODULE_LICENSE("GPL");
