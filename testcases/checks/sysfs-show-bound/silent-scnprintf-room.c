// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: scnprintf() sized by the room left, counted two ways
 *
 * devfreq.c available_frequencies_show(): "scnprintf(&buf[count],
 * (PAGE_SIZE - count - 2), ...)"; edac_mc_sysfs.c
 * mci_max_location_show(): "int len = PAGE_SIZE; ... n = scnprintf(p,
 * len, ...); p += n; len -= n;".
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct freq_dev {
	int max_state;
	unsigned long *freq_table;
	int n_layers;
	int *layer_size;
};

static ssize_t available_frequencies_show(struct device *dev,
					  struct device_attribute *attr,
					  char *buf)
{
	struct freq_dev *df = dev_get_drvdata(dev);
	ssize_t count = 0;
	int i;

	for (i = 0; i < df->max_state; i++)
		count += scnprintf(&buf[count], (PAGE_SIZE - count - 2),
				   "%lu ", df->freq_table[i]);
	if (count)
		count--;
	count += sprintf(&buf[count], "\n");
	return count;
}
static DEVICE_ATTR_RO(available_frequencies);

static ssize_t max_location_show(struct device *dev,
				 struct device_attribute *attr, char *buf)
{
	struct freq_dev *df = dev_get_drvdata(dev);
	int len = PAGE_SIZE;
	char *p = buf;
	int i, n;

	for (i = 0; i < df->n_layers; i++) {
		n = scnprintf(p, len, "layer %d ", df->layer_size[i] - 1);
		p += n;
		len -= n;
		if (!len)
			goto out;
	}
out:
	p += scnprintf(p, len, "\n");
	return p - buf;
}
static DEVICE_ATTR_RO(max_location);

static struct attribute *freq_dev_attrs[] = {
	&dev_attr_available_frequencies.attr,
	&dev_attr_max_location.attr,
	NULL,
};
ATTRIBUTE_GROUPS(freq_dev);
MODULE_LICENSE("GPL");
