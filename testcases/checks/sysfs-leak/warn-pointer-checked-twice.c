// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: probe() creates a file, looks its clock up and tests it
 * with IS_ERR() and against NULL (removing the file on both), then fails
 * without removing it: a pointer that is no error pointer may still be
 * NULL, and one found non-NULL has not failed, so the path goes on to the
 * leak
 */
#include <linux/clk.h>
#include <linux/device.h>
#include <linux/err.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

extern int tick_start(struct clk *clk);

static ssize_t rate_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	return sysfs_emit(buf, "%lu\n", clk_get_rate(dev_get_drvdata(dev)));
}
static DEVICE_ATTR_RO(rate);

static int tick_probe(struct platform_device *pdev)
{
	struct clk *clk;
	int err;

	err = device_create_file(&pdev->dev, &dev_attr_rate);	/* warn(sysfscheck): sysfs-leak:bug "file 'dev_attr_rate' created here is not removed when tick_probe() fails at line 45" -- the probe removes the entry on other paths after the create: an unwind the SmPL rule leaves to sysfscheck */
	if (err)
		return err;
	clk = devm_clk_get_optional(&pdev->dev, NULL);
	if (IS_ERR(clk)) {
		device_remove_file(&pdev->dev, &dev_attr_rate);
		return PTR_ERR(clk);
	}
	if (!clk) {
		device_remove_file(&pdev->dev, &dev_attr_rate);
		return -ENODEV;
	}
	platform_set_drvdata(pdev, clk);
	err = tick_start(clk);
	if (err)
		return err;
	return 0;
}

static int tick_remove(struct platform_device *pdev)
{
	device_remove_file(&pdev->dev, &dev_attr_rate);
	return 0;
}

static struct platform_driver tick_driver = {
	.probe = tick_probe,
	.remove = tick_remove,
	.driver = {
		.name = "demo-tick",
	},
};
module_platform_driver(tick_driver);
MODULE_LICENSE("GPL");
