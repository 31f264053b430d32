// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: loop counts set to ARRAY_SIZE() of the file's tables, or by a local to a constant
 *
 * cm32181.c cm32181_get_it_available(): a member probe() sets to
 * ARRAY_SIZE() of one table or another, read into a local that bounds
 * the loop; srf08.c: a member of the file's static chip descriptions,
 * each '.num_avail = ARRAY_SIZE(...)' or 0; pm8001_ctl.c
 * pm8001_ctl_aap_log_show(): 'int max = 2'. The loops run at most as
 * many times as the largest table has entries.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

static const int it_a[] = { 100000, 200000, 400000, 800000 };
static const int it_b[] = { 25000, 50000, 100000, 200000, 400000, 800000 };
static const int sens_a[] = { 0, 94, 97, 100, 103, 107, 110, 114 };

struct chip_info {
	const int *avail;
	int num_avail;
};

static const struct chip_info chip_a = {
	.avail = sens_a,
	.num_avail = ARRAY_SIZE(sens_a),
};

static const struct chip_info chip_none = {
	.avail = NULL,
	.num_avail = 0,
};

struct demo {
	const struct chip_info *chip;
	const int *it_values;
	int num_it;
	u32 log[2][8];
};

static ssize_t it_show(struct device *dev, struct device_attribute *attr,
		       char *buf)
{
	struct demo *d = dev_get_drvdata(dev);
	int i, n, len;

	n = d->num_it;
	for (i = 0, len = 0; i < n; i++)
		len += sprintf(buf + len, "0.%06u ", d->it_values[i]);
	return len + sprintf(buf + len, "\n");
}
static DEVICE_ATTR_RO(it);

static ssize_t sens_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct demo *d = dev_get_drvdata(dev);
	int i, len = 0;

	for (i = 0; i < d->chip->num_avail; i++)
		len += sprintf(buf + len, "%d ", d->chip->avail[i]);
	len += sprintf(buf + len, "\n");
	return len;
}
static DEVICE_ATTR_RO(sens);

static ssize_t log_show(struct device *dev, struct device_attribute *attr,
			char *buf)
{
	struct demo *d = dev_get_drvdata(dev);
	char *str = buf;
	int i, max = 2;

	for (i = 0; i < max; i++)
		str += sprintf(str, "0x%08x 0x%08x 0x%08x 0x%08x 0x%08x 0x%08x 0x%08x 0x%08x\n",
			       d->log[i][0], d->log[i][1], d->log[i][2], d->log[i][3],
			       d->log[i][4], d->log[i][5], d->log[i][6], d->log[i][7]);
	return str - buf;
}
static DEVICE_ATTR_RO(log);

static struct attribute *demo_attrs[] = {
	&dev_attr_it.attr,
	&dev_attr_sens.attr,
	&dev_attr_log.attr,
	NULL,
};
ATTRIBUTE_GROUPS(demo);

static int demo_probe(struct platform_device *pdev)
{
	struct demo *d = devm_kzalloc(&pdev->dev, sizeof(*d), GFP_KERNEL);

	if (!d)
		return -ENOMEM;
	if (pdev->id) {
		d->num_it = ARRAY_SIZE(it_a);
		d->it_values = it_a;
		d->chip = &chip_a;
	} else {
		d->num_it = ARRAY_SIZE(it_b);
		d->it_values = it_b;
		d->chip = &chip_none;
	}
	platform_set_drvdata(pdev, d);
	return devm_device_add_groups(&pdev->dev, demo_groups);
}

static struct platform_driver demo_driver = {
	.probe = demo_probe,
	.driver = { .name = "demo" },
};
module_platform_driver(demo_driver);
MODULE_LICENSE("GPL");
