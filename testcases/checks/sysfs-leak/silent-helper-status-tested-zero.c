// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a helper whose group is created after "err = activate();
 * if (err) goto out;" returns 0 on that path: "out: if (err) undo();
 * return err;" does not fail there (offload_open() in cxgb3_main.c,
 * Linux 6.12)
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

#include "offload-hw.h"

struct demo {
	struct device *dev;
	unsigned long map;
	int up;
};

static ssize_t mode_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	return sysfs_emit(buf, "1\n");
}
static DEVICE_ATTR_RO(mode);

static struct attribute *demo_attrs[] = {
	&dev_attr_mode.attr,
	NULL
};

static const struct attribute_group demo_group = {
	.attrs = demo_attrs,
};

static int demo_open(struct demo *d)
{
	int up = d->up;
	int err;

	if (test_and_set_bit(1, &d->map))
		return 0;
	if (!up) {
		err = demo_bring_up(d);
		if (err < 0)
			goto out;
	}
	err = demo_activate(d);
	if (err)
		goto out;

	if (sysfs_create_group(&d->dev->kobj, &demo_group))
		dev_dbg(d->dev, "no group\n");
out:
	if (err) {
		demo_undo(d);
		clear_bit(1, &d->map);
	}
	return err;
}

static int demo_probe(struct platform_device *pdev)
{
	struct demo *d = platform_get_drvdata(pdev);
	int err;

	err = demo_open(d);
	if (err)
		return err;
	return 0;
}

static int demo_remove(struct platform_device *pdev)
{
	struct demo *d = platform_get_drvdata(pdev);

	sysfs_remove_group(&d->dev->kobj, &demo_group);
	return 0;
}

static struct platform_driver demo_driver = {
	.probe = demo_probe,
	.remove = demo_remove,
	.driver = { .name = "demo" },
};
module_platform_driver(demo_driver);
MODULE_LICENSE("GPL");
