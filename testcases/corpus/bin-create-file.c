// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a binary attribute created with sysfs_create_file() on the
 * device's kobject: it becomes a text attribute served by show(), which a
 * bin_attribute does not have.
 *
 * scenario:
 *	load
 *	ls /sys/devices/platform/flashrom
 *	cat /sys/devices/platform/flashrom/image
 *	rm
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/string.h>
#include <linux/sysfs.h>

static u8 flash[512];

static ssize_t image_read(struct file *filp, struct kobject *kobj,
			  struct bin_attribute *attr, char *buf,
			  loff_t off, size_t count)
{
	memcpy(buf, flash + off, count);
	return count;
}
static BIN_ATTR_RO(image, sizeof(flash));

static int flashrom_probe(struct platform_device *pdev)
{
	return sysfs_create_file(&pdev->dev.kobj, &bin_attr_image.attr);	/* warn: sysfs-bin-default */ /* runtime: sysfs-bin-default */
}

static int flashrom_remove(struct platform_device *pdev)
{
	sysfs_remove_file(&pdev->dev.kobj, &bin_attr_image.attr);
	return 0;
}

static struct platform_driver flashrom_driver = {
	.probe = flashrom_probe,
	.remove = flashrom_remove,
	.driver = {
		.name = "flashrom",
	},
};
module_platform_driver(flashrom_driver);
MODULE_LICENSE("GPL");
