// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: probe() links the device to its controller, then returns
 * -ENOMEM when an allocation fails, leaving the link behind
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

struct lane {
	void *dma_buf;
};

static int lane_probe(struct platform_device *pdev)
{
	struct lane *lane;
	int err;

	err = sysfs_create_link(&pdev->dev.kobj, &pdev->dev.parent->kobj,	/* warn: sysfs-leak "link 'controller' created here is not removed when lane_probe() fails at line 27" */
				"controller");
	if (err)
		return err;
	lane = devm_kzalloc(&pdev->dev, sizeof(*lane), GFP_KERNEL);
	if (!lane)
		return -ENOMEM;
	lane->dma_buf = devm_kzalloc(&pdev->dev, 4096, GFP_KERNEL);
	if (!lane->dma_buf)
		return -ENOMEM;
	platform_set_drvdata(pdev, lane);
	return 0;
}

static int lane_remove(struct platform_device *pdev)
{
	sysfs_remove_link(&pdev->dev.kobj, "controller");
	return 0;
}

static struct platform_driver lane_driver = {
	.probe = lane_probe,
	.remove = lane_remove,
	.driver = {
		.name = "demo-lane",
	},
};
module_platform_driver(lane_driver);
MODULE_LICENSE("GPL");
