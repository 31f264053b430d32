// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: conditions built from inline helpers that each read a
 * member again, as in the silent twin (ab8500-core.c in Linux 6.1), but
 * the chip is identified again between the two tests, by a function
 * handed the object: the version may have changed, the third create may
 * run after the second and fail, and the second group stays
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

#include "chip-versions.h"

static void demo_identify(struct demo *d)
{
	d->version = d->chip_id >> 4;
}

static int demo_probe(struct platform_device *pdev)
{
	struct demo *d = platform_get_drvdata(pdev);
	int ret;

	if (((is_v1(d) || is_v2(d)) && d->chip_id >= DEMO_CUT2) || is_v3(d))
		ret = sysfs_create_group(&d->dev->kobj, &demo_new_group);	/* warn(sysfscheck): sysfs-leak "group 'demo_new_group' created here is not removed when demo_probe() fails at line 37: call sysfs_remove_group() on that error path" -- the failure is a later create's status returned after "if (ret) dev_err()": a value on the path */
	else
		ret = sysfs_create_group(&d->dev->kobj, &demo_group);	/* warn(sysfscheck): sysfs-leak "group 'demo_group' created here is not removed when demo_probe() fails at line 37: call sysfs_remove_group() on that error path" -- the failure is a later create's status returned after "if (ret) dev_err()": a value on the path */

	demo_identify(d);
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
		.name = "demo-reidentified",
	},
	.probe = demo_probe,
	.remove = demo_remove,
};
module_platform_driver(demo_driver);
MODULE_LICENSE("GPL");
