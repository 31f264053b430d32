// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: one device spelled two ways is still one device, but
 * remove() forgets one attribute and removes the link from the platform
 * device instead of the cooling device it was made in
 */
#include <linux/device.h>
#include <linux/err.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/slab.h>
#include <linux/sysfs.h>
#include <linux/thermal.h>

struct demo_host {
	struct device *dev;
	void *private_data;
};

struct demo_host_priv {
	struct device_attribute intr_coalescing;
	struct device_attribute rx_watermark;
	struct thermal_cooling_device *cdev;
	int coalescing, watermark;
};

static ssize_t coalescing_show(struct device *dev,
			       struct device_attribute *attr, char *buf)
{
	return sysfs_emit(buf, "0\n");
}

static const struct thermal_cooling_device_ops demo_cooling_ops;

static int demo_probe(struct platform_device *ofdev)
{
	struct demo_host *host = platform_get_drvdata(ofdev);
	struct demo_host_priv *host_priv;
	struct thermal_cooling_device *cdev;
	int retval;

	host_priv = kzalloc(sizeof(*host_priv), GFP_KERNEL);
	if (!host_priv)
		return -ENOMEM;
	host->private_data = host_priv;

	host_priv->intr_coalescing.show = coalescing_show;
	sysfs_attr_init(&host_priv->intr_coalescing.attr);
	host_priv->intr_coalescing.attr.name = "intr_coalescing";
	host_priv->intr_coalescing.attr.mode = 0444;
	retval = device_create_file(host->dev, &host_priv->intr_coalescing);
	if (retval)
		goto error_free;

	host_priv->rx_watermark.show = coalescing_show;
	sysfs_attr_init(&host_priv->rx_watermark.attr);
	host_priv->rx_watermark.attr.name = "rx_watermark";
	host_priv->rx_watermark.attr.mode = 0444;
	retval = device_create_file(host->dev, &host_priv->rx_watermark); /* warn(sysfscheck): sysfs-leak "file 'host_priv->rx_watermark' created here by device_create_file() is never removed by demo_remove()" -- the rule pairs a create with a remove of the same name in its function and the paired teardown; lifetimes through helpers, callers, aliases, conditions and ops are sysfscheck's */
	if (retval) {
		device_remove_file(&ofdev->dev, &host_priv->intr_coalescing);
		goto error_free;
	}

	cdev = thermal_cooling_device_register("Fan", host_priv,
					       &demo_cooling_ops);
	if (IS_ERR(cdev)) {
		retval = PTR_ERR(cdev);
		goto error_remove;
	}
	host_priv->cdev = cdev;
	retval = sysfs_create_link(&cdev->device.kobj, &ofdev->dev.kobj, /* warn(sysfscheck): sysfs-leak "link 'device'" -- remove() removes a link of that name from another object (the platform device, not the cooling device it was made in); the rule matches a link remove by name */
				   "device");
	if (retval)
		goto error_unregister;
	return 0;

error_unregister:
	thermal_cooling_device_unregister(cdev);
error_remove:
	device_remove_file(&ofdev->dev, &host_priv->rx_watermark);
	device_remove_file(&ofdev->dev, &host_priv->intr_coalescing);
error_free:
	kfree(host_priv);
	return retval;
}

static int demo_remove(struct platform_device *ofdev)
{
	struct demo_host *host = platform_get_drvdata(ofdev);
	struct demo_host_priv *host_priv = host->private_data;

	sysfs_remove_link(&ofdev->dev.kobj, "device");
	thermal_cooling_device_unregister(host_priv->cdev);
	device_remove_file(&ofdev->dev, &host_priv->intr_coalescing);
	kfree(host_priv);
	return 0;
}

static struct platform_driver demo_driver = {
	.driver = {
		.name = "demo-sata",
	},
	.probe = demo_probe,
	.remove = demo_remove,
};
module_platform_driver(demo_driver);
MODULE_LICENSE("GPL");
