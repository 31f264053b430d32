// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: the helper's failure is dropped, but its caller fails later
 * for its own reason and probe() returns that error: the link the helper
 * made stays on that path
 */
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

struct demo_die {
	struct kobject kobj;
	struct kobject *block;
};

struct demo {
	struct kobject top;
	struct demo_die *dies[4];
	int nr_dies;
};

static int demo_die_blocks(struct demo *d, struct demo_die *die)
{
	int res;

	die->block = kobject_create_and_add("0", &die->kobj);
	if (!die->block)
		return -ENOMEM;
	res = sysfs_create_link(&die->kobj, die->block, "gfx"); /* warn(sysfscheck): sysfs-leak "link 'gfx' created here is not removed when demo_die_blocks() fails at line 36, nor by its caller demo_dies(), which fails at line 48" -- the rule pairs a create with a remove of the same name in its function and the paired teardown; lifetimes through helpers, callers, aliases, conditions and ops are sysfscheck's */
	if (res)
		pr_err("Couldn't create the gfx link\n");
	die->block = kobject_create_and_add("1", &die->kobj);
	if (!die->block)
		return -ENOMEM;
	return 0;
}

static int demo_dies(struct demo *d)
{
	int i;

	for (i = 0; i < d->nr_dies; i++) {
		struct demo_die *die = kzalloc(sizeof(*die), GFP_KERNEL);

		if (!die)
			return -ENOMEM;
		d->dies[i] = die;
		demo_die_blocks(d, die);
	}
	return 0;
}

static int demo_sysfs_init(struct demo *d)
{
	int res;

	res = demo_dies(d);
	return res;
}

static void demo_sysfs_fini(struct demo *d)
{
	int i;

	for (i = 0; i < d->nr_dies; i++)
		kobject_put(&d->dies[i]->kobj);
	kobject_put(&d->top);
}

static int demo_probe(struct platform_device *pdev)
{
	struct demo *d = devm_kzalloc(&pdev->dev, sizeof(*d), GFP_KERNEL);

	if (!d)
		return -ENOMEM;
	d->nr_dies = 2;
	platform_set_drvdata(pdev, d);
	return demo_sysfs_init(d);
}

static int demo_remove(struct platform_device *pdev)
{
	demo_sysfs_fini(platform_get_drvdata(pdev));
	return 0;
}

static struct platform_driver demo_driver = {
	.driver = { .name = "demo-dies" },
	.probe = demo_probe,
	.remove = demo_remove,
};
module_platform_driver(demo_driver);
MODULE_LICENSE("GPL");
