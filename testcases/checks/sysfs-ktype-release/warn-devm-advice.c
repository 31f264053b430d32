// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a kobject in memory devm frees at unbind: the advice is to
 * free that memory only from release(), not to add a kfree() beside devm's
 */
#include <linux/device.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/platform_device.h>

struct meter {
	struct kobject kobj;
	unsigned long total;
};

static const struct kobj_type meter_ktype = {	/* warn: sysfs-ktype-release:hardening "(kobject_init_and_add() in meter_probe(), line 28): when the last reference to one goes, kobject_put() has no release() to call, and memory freed before then can still be used through a reference; add a release(), and let nothing free the memory holding the kobject before it has run" */
	.sysfs_ops = &kobj_sysfs_ops,
};

static int meter_probe(struct platform_device *pdev)
{
	struct meter *m;

	m = devm_kzalloc(&pdev->dev, sizeof(*m), GFP_KERNEL);
	if (!m)
		return -ENOMEM;
	platform_set_drvdata(pdev, m);
	return kobject_init_and_add(&m->kobj, &meter_ktype, &pdev->dev.kobj,
				    "meter");
}

static int meter_remove(struct platform_device *pdev)
{
	struct meter *m = platform_get_drvdata(pdev);

	kobject_put(&m->kobj);
	return 0;
}

static struct platform_driver meter_driver = {
	.probe = meter_probe,
	.remove = meter_remove,
	.driver = { .name = "meter" },
};
module_platform_driver(meter_driver);
MODULE_LICENSE("GPL");
