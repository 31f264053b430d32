/*
 * Entries (entries.h): what each function does to sysfs, in the order it
 * is written, on which object and under which name; calls of the file's
 * functions, devm actions, assignments and guards are recorded too.
 *
 * check-options: --debug-analysis
 */
#include <linux/device.h>
#include <linux/platform_device.h>
#include "../probes.h"

static ssize_t mode_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	return 0;
}
static DEVICE_ATTR_RO(mode);

static struct attribute *extra_attrs[] = {
	&dev_attr_mode.attr,
	NULL
};
static const struct attribute_group extra_group = {
	.attrs = extra_attrs,
};

static void undo(void *data)
{
	struct device *dev = data;

	sysfs_remove_group(&dev->kobj, &extra_group);
	__sysfscheck_entries();	// warn: sysfs-analysis "entry: remove sysfs_remove_group(<device>, extra_group) at line 31"
}

static int setup(struct platform_device *pdev)
{
	int err;

	err = device_create_file(&pdev->dev, &dev_attr_mode);
	if (err)
		return err;
	if (pdev->dev.parent) {
		err = sysfs_create_link(&pdev->dev.kobj,
					&pdev->dev.parent->kobj, "up");
		if (err)
			device_remove_file(&pdev->dev, &dev_attr_mode);
	}
	__sysfscheck_entries();	/* warn: sysfs-analysis "entry: create device_create_file(<platform_device>.dev, dev_attr_mode) at line 39" warn: sysfs-analysis "entry: create sysfs_create_link(<platform_device>.dev, 'up') at line 43, to <platform_device>.dev.parent, if pdev->dev.parent" warn: sysfs-analysis "entry: remove device_remove_file(<platform_device>.dev, dev_attr_mode) at line 46, if err" */
	return err;
}

static int probe(struct platform_device *pdev)
{
	int err = setup(pdev);

	if (err)
		return err;
	err = sysfs_create_group(&pdev->dev.kobj, &extra_group);
	if (err)
		device_remove_file(&pdev->dev, &dev_attr_mode);
	__sysfscheck_entries();	/* warn: sysfs-analysis "entry: call setup() at line 54" warn: sysfs-analysis "entry: create sysfs_create_group(<platform_device>.dev, extra_group) at line 58" warn: sysfs-analysis "entry: remove device_remove_file(<platform_device>.dev, dev_attr_mode) at line 60, if err" warn: sysfs-analysis "entry: defer undo() at line 62" */
	return devm_add_action_or_reset(&pdev->dev, undo, &pdev->dev);
}

static int remove(struct platform_device *pdev)
{
	if (pdev->dev.parent)
		sysfs_remove_link(&pdev->dev.kobj, "up");
	__sysfscheck_entries();	// warn: sysfs-analysis "entry: remove sysfs_remove_link(<platform_device>.dev, 'up') at line 68, if pdev->dev.parent"
	return 0;
}

static struct platform_driver drv = {
	.probe = probe,
	.remove = remove,
};
module_platform_driver(drv);
