// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: device_add_groups() in probe() without device_remove_groups()
 * in remove()
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

static ssize_t state_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	return sysfs_emit(buf, "idle\n");
}
static DEVICE_ATTR_RO(state);

static struct attribute *engine_attrs[] = {
	&dev_attr_state.attr,
	NULL,
};
ATTRIBUTE_GROUPS(engine);

static int engine_probe(struct platform_device *pdev)
{
	return device_add_groups(&pdev->dev, engine_groups);	/* warn: sysfs-leak "groups 'engine_groups'" */
}

static int engine_remove(struct platform_device *pdev)
{
	return 0;
}

static struct platform_driver engine_driver = {
	.probe = engine_probe,
	.remove = engine_remove,
	.driver = {
		.name = "demo-engine",
	},
};
module_platform_driver(engine_driver);
MODULE_LICENSE("GPL");
