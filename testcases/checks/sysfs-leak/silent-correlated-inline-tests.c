// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: two groups created on one path under conditions built from
 * inline helpers that each read a member again (ab8500-core.c in Linux
 * 6.1): on the path that created the second group, the first condition
 * was false, so the later test (its part) is false too, the third create
 * never runs and the status returned is the second create's own
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

#include "chip-versions.h"

static int demo_probe(struct platform_device *pdev)
{
	struct demo *d = platform_get_drvdata(pdev);
	int ret;

	if (((is_v1(d) || is_v2(d)) && d->chip_id >= DEMO_CUT2) || is_v3(d))
		ret = sysfs_create_group(&d->dev->kobj, &demo_new_group);	/* warn(sysfscheck): sysfs-leak "group 'demo_new_group' created here is not removed when demo_probe() fails at line 31: call sysfs_remove_group() on that error path" -- the failure is a later create's status returned after "if (ret) dev_err()": a value on the path */
	else
		ret = sysfs_create_group(&d->dev->kobj, &demo_group);

	if ((is_v1(d) || is_v2(d)) && d->chip_id >= DEMO_CUT2)
		ret = sysfs_create_group(&d->dev->kobj, &demo_extra_group);

	if (ret)
		dev_err(d->dev, "error creating sysfs entries\n");
	return ret;
}

static int demo_remove(struct platform_device *pdev)
{
	struct demo *d = platform_get_drvdata(pdev);

	sysfs_remove_group(&d->dev->kobj, &demo_new_group);
	sysfs_remove_group(&d->dev->kobj, &demo_group);
	sysfs_remove_group(&d->dev->kobj, &demo_extra_group);
	return 0;
}

static struct platform_driver demo_driver = {
	.driver = {
		.name = "demo-correlated",
	},
	.probe = demo_probe,
	.remove = demo_remove,
};
module_platform_driver(demo_driver);
MODULE_LICENSE("GPL");
