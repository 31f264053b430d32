// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: probe() with a variable freed by its cleanup (__free(),
 * Linux 6.5 and later; defined here as <linux/cleanup.h> has it, which
 * Debian's 6.1 headers lack) and handed over with no_free_ptr(): the
 * error paths remove what was created, the cleanup changes nothing
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

#ifndef __free
/* The variable's cleanup runs __free_<name>(&var) when it goes out of scope. */
#define __free(name)	__attribute__((__cleanup__(__free_##name)))
static inline void __free_kfree(void *p)
{
	kfree(*(void **)p);
}
/* The value, and the variable set to NULL so that its cleanup frees nothing. */
#define no_free_ptr(p)	({ __auto_type __held = (p); (p) = NULL; __held; })
#endif

struct fan {
	int rpm;
};

static ssize_t rpm_show(struct device *dev, struct device_attribute *attr,
			char *buf)
{
	struct fan *fan = dev_get_drvdata(dev);

	return sysfs_emit(buf, "%d\n", fan->rpm);
}
static DEVICE_ATTR_RO(rpm);

static ssize_t label_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	return sysfs_emit(buf, "fan\n");
}
static DEVICE_ATTR_RO(label);

static int fan_probe(struct platform_device *pdev)
{
	struct fan *fan __free(kfree) = kzalloc(sizeof(*fan), GFP_KERNEL);
	int err;

	if (!fan)
		return -ENOMEM;
	err = device_create_file(&pdev->dev, &dev_attr_rpm);
	if (err)
		return err;
	err = device_create_file(&pdev->dev, &dev_attr_label);
	if (err) {
		device_remove_file(&pdev->dev, &dev_attr_rpm);
		return err;
	}
	platform_set_drvdata(pdev, no_free_ptr(fan));
	return 0;
}

static int fan_remove(struct platform_device *pdev)
{
	device_remove_file(&pdev->dev, &dev_attr_label);
	device_remove_file(&pdev->dev, &dev_attr_rpm);
	kfree(platform_get_drvdata(pdev));
	return 0;
}

static struct platform_driver fan_driver = {
	.probe = fan_probe,
	.remove = fan_remove,
	.driver = {
		.name = "demo-fan",
	},
};
module_platform_driver(fan_driver);
MODULE_LICENSE("GPL");
