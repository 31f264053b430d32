// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: firmware loading the current way: a "loading" attribute
 * and a binary "data" attribute without a size limit, written by user
 * space in page-sized chunks at increasing offsets.
 *
 * scenario:
 *	load
 *	ls /sys/devices/platform/fwload
 *	echo 1 > /sys/devices/platform/fwload/loading
 *	fill /sys/devices/platform/fwload/data 10000 0x5a
 *	echo 0 > /sys/devices/platform/fwload/loading
 *	cat /sys/devices/platform/fwload/size
 *	rm
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/sysfs.h>

struct fwload {
	char *image;
	size_t size;
	bool loading;
};

static ssize_t loading_show(struct device *dev, struct device_attribute *attr,
			    char *buf)
{
	struct fwload *fw = dev_get_drvdata(dev);

	return sysfs_emit(buf, "%d\n", fw->loading);
}

static ssize_t loading_store(struct device *dev, struct device_attribute *attr,
			     const char *buf, size_t count)
{
	struct fwload *fw = dev_get_drvdata(dev);
	bool loading;
	int ret;

	ret = kstrtobool(buf, &loading);
	if (ret)
		return ret;
	if (loading && !fw->loading) {
		kfree(fw->image);
		fw->image = NULL;
		fw->size = 0;
	}
	fw->loading = loading;
	return count;
}
static DEVICE_ATTR_RW(loading);

static ssize_t size_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct fwload *fw = dev_get_drvdata(dev);

	return sysfs_emit(buf, "%zu\n", fw->size);
}
static DEVICE_ATTR_RO(size);

static ssize_t data_write(struct file *filp, struct kobject *kobj,
			  struct bin_attribute *attr, char *buf,
			  loff_t off, size_t count)
{
	struct fwload *fw = dev_get_drvdata(kobj_to_dev(kobj));
	char *image;

	if (!fw->loading)
		return -EINVAL;
	if (off + count > fw->size) {
		image = krealloc(fw->image, off + count, GFP_KERNEL);
		if (!image)
			return -ENOMEM;
		fw->image = image;
		fw->size = off + count;
	}
	memcpy(fw->image + off, buf, count);
	return count;
}
static BIN_ATTR_WO(data, 0);

static int fwload_probe(struct platform_device *pdev)
{
	struct fwload *fw;
	int err;

	fw = devm_kzalloc(&pdev->dev, sizeof(*fw), GFP_KERNEL);
	if (!fw)
		return -ENOMEM;
	platform_set_drvdata(pdev, fw);
	err = device_create_file(&pdev->dev, &dev_attr_loading);
	if (err)
		return err;
	err = device_create_file(&pdev->dev, &dev_attr_size);
	if (err)
		goto out_loading;
	err = device_create_bin_file(&pdev->dev, &bin_attr_data);
	if (err)
		goto out_size;
	return 0;

out_size:
	device_remove_file(&pdev->dev, &dev_attr_size);
out_loading:
	device_remove_file(&pdev->dev, &dev_attr_loading);
	return err;
}

static int fwload_remove(struct platform_device *pdev)
{
	struct fwload *fw = platform_get_drvdata(pdev);

	device_remove_bin_file(&pdev->dev, &bin_attr_data);
	device_remove_file(&pdev->dev, &dev_attr_size);
	device_remove_file(&pdev->dev, &dev_attr_loading);
	kfree(fw->image);
	return 0;
}

static struct platform_driver fwload_driver = {
	.probe = fwload_probe,
	.remove = fwload_remove,
	.driver = {
		.name = "fwload",
	},
};
module_platform_driver(fwload_driver);
MODULE_LICENSE("GPL");
