// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: inline suppressions that hold back findings: on the
 * finding's line, and above a definition (the whole definition); both
 * are used, so nothing is reported at all
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

static ssize_t level_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	return sysfs_emit(buf, "%u\n", 3);
}
static DEVICE_ATTR_RO(level);

static ssize_t scale_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	return sysfs_emit(buf, "%u\n", 10);
}
static DEVICE_ATTR_RO(scale);

static struct attribute *gauge_attrs[] = {	/* sysfscheck: ignore sysfs-attr-terminator -- a test of the suppression */
	&dev_attr_level.attr
};
ATTRIBUTE_GROUPS(gauge);

/*
 * The whole probe: the file it leaves when the allocation fails is
 * removed by the bus notifier of this example board.
 *
 * sysfscheck: ignore sysfs-leak -- removed by the board's bus notifier
 */
static int gauge_probe(struct platform_device *pdev)
{
	void *buf;
	int err;

	err = device_create_file(&pdev->dev, &dev_attr_scale);
	if (err)
		return err;
	buf = devm_kzalloc(&pdev->dev, 4096, GFP_KERNEL);
	if (!buf)
		return -ENOMEM;
	return 0;
}

static int gauge_remove(struct platform_device *pdev)
{
	device_remove_file(&pdev->dev, &dev_attr_scale);
	return 0;
}

static struct platform_driver gauge_driver = {
	.probe = gauge_probe,
	.remove = gauge_remove,
	.driver = {
		.name = "gauge",
		.dev_groups = gauge_groups,
	},
};
module_platform_driver(gauge_driver);
MODULE_LICENSE("GPL");
