// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: loop counts a member or local gives that are not counts of the file's tables
 *
 * As silent-table-counts.c, but the member is also incremented, so it
 * can count past its table; a member probe() sets to a constant that is
 * not a table's size (solo6x10-core.c's nr_chans: a value the rule
 * leaves to sysfscheck), here past the page; and a local set to 2 and
 * then stepped on.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

static const int it_a[] = { 100000, 200000, 400000, 800000 };

struct demo {
	int num_it;
	int nr_chans;
	int it_values[4096];
};

static ssize_t it_show(struct device *dev, struct device_attribute *attr,
		       char *buf)
{
	struct demo *d = dev_get_drvdata(dev);
	int i, len = 0;

	for (i = 0; i < d->num_it; i++)
		len += sprintf(buf + len, "0.%06u ", d->it_values[i]);	/* warn(sysfscheck): sysfs-show-bound "loop" -- a value fact (a length, size, count or bound) that the rule does not compute */
	return len;
}
static DEVICE_ATTR_RO(it);

static ssize_t chans_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct demo *d = dev_get_drvdata(dev);
	int i, len = 0;

	for (i = 0; i < d->nr_chans; i++)
		len += sprintf(buf + len, "Channel %d: %d\n", i, d->it_values[i]);	/* warn(sysfscheck): sysfs-show-bound "loop" -- a value fact (a length, size, count or bound) that the rule does not compute */
	return len;
}
static DEVICE_ATTR_RO(chans);

static ssize_t log_show(struct device *dev, struct device_attribute *attr,
			char *buf)
{
	struct demo *d = dev_get_drvdata(dev);
	int i, len = 0, max = 2;

	if (d->num_it > 2)
		max += d->num_it;
	for (i = 0; i < max; i++)
		len += sprintf(buf + len, "%d\n", d->it_values[i]);	/* warn(sysfscheck): sysfs-show-bound "loop" -- a value fact (a length, size, count or bound) that the rule does not compute */
	return len;
}
static DEVICE_ATTR_RO(log);

static struct attribute *demo_attrs[] = {
	&dev_attr_it.attr,
	&dev_attr_chans.attr,
	&dev_attr_log.attr,
	NULL,
};
ATTRIBUTE_GROUPS(demo);

static int demo_probe(struct platform_device *pdev)
{
	struct demo *d = devm_kzalloc(&pdev->dev, sizeof(*d), GFP_KERNEL);

	if (!d)
		return -ENOMEM;
	d->num_it = ARRAY_SIZE(it_a);
	if (pdev->id)
		d->num_it++;
	d->nr_chans = 400;
	platform_set_drvdata(pdev, d);
	return devm_device_add_groups(&pdev->dev, demo_groups);
}

static struct platform_driver demo_driver = {
	.probe = demo_probe,
	.driver = { .name = "demo" },
};
module_platform_driver(demo_driver);
MODULE_LICENSE("GPL");
