// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: the error path calls a helper of the file that removes the
 * link and the file
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

static ssize_t gain_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	return sysfs_emit(buf, "3\n");
}
static DEVICE_ATTR_RO(gain);

struct amp {
	u8 *regs;
};

static void amp_sysfs_teardown(struct device *dev)
{
	sysfs_remove_link(&dev->kobj, "codec");
	device_remove_file(dev, &dev_attr_gain);
}

static int amp_probe(struct platform_device *pdev)
{
	struct amp *amp;
	int err;

	err = device_create_file(&pdev->dev, &dev_attr_gain);
	if (err)
		return err;
	err = sysfs_create_link(&pdev->dev.kobj, &pdev->dev.parent->kobj,
				"codec");
	if (err) {
		device_remove_file(&pdev->dev, &dev_attr_gain);
		return err;
	}
	amp = devm_kzalloc(&pdev->dev, sizeof(*amp), GFP_KERNEL);
	if (!amp) {
		amp_sysfs_teardown(&pdev->dev);
		return -ENOMEM;
	}
	platform_set_drvdata(pdev, amp);
	return 0;
}

static int amp_remove(struct platform_device *pdev)
{
	amp_sysfs_teardown(&pdev->dev);
	return 0;
}

static struct platform_driver amp_driver = {
	.probe = amp_probe,
	.remove = amp_remove,
	.driver = {
		.name = "demo-amp",
	},
};
module_platform_driver(amp_driver);
MODULE_LICENSE("GPL");
