// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: unregister_framebuffer() destroys the fb device
 * (info->dev), not the parent the file was put on (info->device, the
 * platform device): remove() still has to remove it
 */
#include <linux/device.h>
#include <linux/fb.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

struct demo_panel {
	struct fb_info *info;
	unsigned int rotate;
};

static ssize_t rotate_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	struct demo_panel *panel = dev_get_drvdata(dev);

	return sysfs_emit(buf, "%u\n", panel->rotate);
}
static DEVICE_ATTR_RO(rotate);

static const struct fb_ops demo_panel_ops = {
	.owner = THIS_MODULE,
};

static int demo_panel_probe(struct platform_device *pdev)
{
	struct demo_panel *panel;
	struct fb_info *info;
	int ret;

	info = framebuffer_alloc(sizeof(*panel), &pdev->dev);
	if (!info)
		return -ENOMEM;
	panel = info->par;
	panel->info = info;
	info->fbops = &demo_panel_ops;
	platform_set_drvdata(pdev, panel);

	ret = register_framebuffer(info);
	if (ret < 0)
		goto err_release;

	ret = device_create_file(info->device, &dev_attr_rotate);	/* warn(sysfscheck): sysfs-leak "never removed by demo_panel_remove()" -- the rule pairs a create with a remove of the same name in its function and the paired teardown; lifetimes through helpers, callers, aliases, conditions and ops are sysfscheck's */
	if (ret < 0)
		goto err_unregister;
	return 0;

err_unregister:
	unregister_framebuffer(info);
err_release:
	framebuffer_release(info);
	return ret;
}

static int demo_panel_remove(struct platform_device *pdev)
{
	struct demo_panel *panel = platform_get_drvdata(pdev);

	unregister_framebuffer(panel->info);
	framebuffer_release(panel->info);
	return 0;
}

static struct platform_driver demo_panel_driver = {
	.probe = demo_panel_probe,
	.remove = demo_panel_remove,
	.driver = {
		.name = "demo-panel",
	},
};
module_platform_driver(demo_panel_driver);
MODULE_LICENSE("GPL");
