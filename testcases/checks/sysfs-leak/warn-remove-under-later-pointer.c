// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: the error path removes the file only "if (buf)", and buf is
 * allocated after the file was created: when that allocation fails the
 * file stays (a non-NULL test counts only when made before the create)
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

struct demo_log {
	char *buf;
	unsigned int level;
};

static ssize_t level_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct demo_log *log = dev_get_drvdata(dev);

	return sysfs_emit(buf, "%u\n", log->level);
}
static DEVICE_ATTR_RO(level);

static void demo_log_teardown(struct platform_device *pdev, char *buf)
{
	device_remove_file(&pdev->dev, &dev_attr_level);
	kfree(buf);
}

static int demo_log_start(struct demo_log *log)
{
	return log->level ? 0 : -ENODEV;
}

static int demo_log_probe(struct platform_device *pdev)
{
	struct demo_log *log;
	char *buf;
	int ret;

	log = devm_kzalloc(&pdev->dev, sizeof(*log), GFP_KERNEL);
	if (!log)
		return -ENOMEM;
	platform_set_drvdata(pdev, log);

	ret = device_create_file(&pdev->dev, &dev_attr_level);	/* warn(sysfscheck): sysfs-leak "fails at line 67" -- the rule reports nothing in this file (scripts/sysfscheck-cocci --rule=sysfs-leak); it counts the teardown call under if (buf) on the error path as removing the file, whatever buf is */
	if (ret)
		return ret;

	buf = kzalloc(PAGE_SIZE, GFP_KERNEL);
	if (!buf) {
		ret = -ENOMEM;
		goto fail;
	}
	log->buf = buf;
	ret = demo_log_start(log);
	if (ret)
		goto fail;
	return 0;

fail:
	if (buf)
		demo_log_teardown(pdev, buf);
	return ret;
}

static int demo_log_remove(struct platform_device *pdev)
{
	struct demo_log *log = platform_get_drvdata(pdev);

	device_remove_file(&pdev->dev, &dev_attr_level);
	kfree(log->buf);
	return 0;
}

static struct platform_driver demo_log_driver = {
	.probe = demo_log_probe,
	.remove = demo_log_remove,
	.driver = {
		.name = "demo-log",
	},
};
module_platform_driver(demo_log_driver);
MODULE_LICENSE("GPL");
