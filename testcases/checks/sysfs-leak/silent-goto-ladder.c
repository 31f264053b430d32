// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: the classic goto ladder undoes each step in reverse order
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

static ssize_t fw_show(struct device *dev, struct device_attribute *attr,
		       char *buf)
{
	return sysfs_emit(buf, "1.2\n");
}
static DEVICE_ATTR_RO(fw);

static ssize_t log_read(struct file *filp, struct kobject *kobj,
			struct bin_attribute *attr, char *buf,
			loff_t off, size_t count)
{
	return 0;
}
static BIN_ATTR_RO(log, 4096);

struct radio {
	void *ring;
};

static int radio_probe(struct platform_device *pdev)
{
	struct radio *radio;
	int err;

	radio = devm_kzalloc(&pdev->dev, sizeof(*radio), GFP_KERNEL);
	if (!radio)
		return -ENOMEM;
	err = device_create_file(&pdev->dev, &dev_attr_fw);
	if (err)
		return err;
	err = device_create_bin_file(&pdev->dev, &bin_attr_log);
	if (err)
		goto err_fw;
	err = sysfs_create_link(&pdev->dev.kobj, &pdev->dev.parent->kobj,
				"bus");
	if (err)
		goto err_log;
	radio->ring = kzalloc(1024, GFP_KERNEL);
	if (!radio->ring) {
		err = -ENOMEM;
		goto err_link;
	}
	platform_set_drvdata(pdev, radio);
	return 0;

err_link:
	sysfs_remove_link(&pdev->dev.kobj, "bus");
err_log:
	device_remove_bin_file(&pdev->dev, &bin_attr_log);
err_fw:
	device_remove_file(&pdev->dev, &dev_attr_fw);
	return err;
}

static int radio_remove(struct platform_device *pdev)
{
	struct radio *radio = platform_get_drvdata(pdev);

	kfree(radio->ring);
	sysfs_remove_link(&pdev->dev.kobj, "bus");
	device_remove_bin_file(&pdev->dev, &bin_attr_log);
	device_remove_file(&pdev->dev, &dev_attr_fw);
	return 0;
}

static struct platform_driver radio_driver = {
	.probe = radio_probe,
	.remove = radio_remove,
	.driver = {
		.name = "demo-radio",
	},
};
module_platform_driver(radio_driver);
MODULE_LICENSE("GPL");
