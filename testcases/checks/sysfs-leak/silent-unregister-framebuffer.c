// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: files on a framebuffer's device go with it:
 * unregister_framebuffer() destroys info->dev, so remove() need not
 * remove them (sh_mobile_lcdcfb's overlays in Linux 6.1)
 */
#include <linux/device.h>
#include <linux/fb.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

struct demo_overlay {
	struct fb_info *info;
	unsigned int alpha;
};

struct demo_lcdc {
	struct device *dev;
	struct demo_overlay overlays[2];
};

static ssize_t alpha_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct fb_info *info = dev_get_drvdata(dev);
	struct demo_overlay *ovl = info->par;

	return sysfs_emit(buf, "%u\n", ovl->alpha);
}

static ssize_t alpha_store(struct device *dev, struct device_attribute *attr,
			   const char *buf, size_t count)
{
	struct fb_info *info = dev_get_drvdata(dev);
	struct demo_overlay *ovl = info->par;
	unsigned int alpha;
	int ret;

	ret = kstrtouint(buf, 0, &alpha);
	if (ret < 0)
		return ret;
	if (alpha > 255)
		return -EINVAL;
	ovl->alpha = alpha;
	return count;
}

static const struct device_attribute overlay_attrs[] = {
	__ATTR_RW(alpha),
};

static const struct fb_ops demo_overlay_ops = {
	.owner = THIS_MODULE,
};

static void demo_overlay_unregister(struct demo_overlay *ovl)
{
	struct fb_info *info = ovl->info;

	if (!info || !info->dev)
		return;
	unregister_framebuffer(ovl->info);
}

static int demo_overlay_register(struct demo_overlay *ovl)
{
	struct fb_info *info = ovl->info;
	unsigned int i;
	int ret;

	if (!info)
		return 0;
	ret = register_framebuffer(info);
	if (ret < 0)
		return ret;

	for (i = 0; i < ARRAY_SIZE(overlay_attrs); ++i) {
		ret = device_create_file(info->dev, &overlay_attrs[i]);
		if (ret < 0)
			return ret;
	}
	return 0;
}

static int demo_lcdc_remove(struct platform_device *pdev)
{
	struct demo_lcdc *priv = platform_get_drvdata(pdev);
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(priv->overlays); i++)
		demo_overlay_unregister(&priv->overlays[i]);
	for (i = 0; i < ARRAY_SIZE(priv->overlays); i++)
		framebuffer_release(priv->overlays[i].info);
	return 0;
}

static int demo_lcdc_probe(struct platform_device *pdev)
{
	struct demo_lcdc *priv;
	unsigned int i;
	int error;

	priv = devm_kzalloc(&pdev->dev, sizeof(*priv), GFP_KERNEL);
	if (!priv)
		return -ENOMEM;
	priv->dev = &pdev->dev;
	platform_set_drvdata(pdev, priv);

	for (i = 0; i < ARRAY_SIZE(priv->overlays); i++) {
		struct demo_overlay *ovl = &priv->overlays[i];

		ovl->info = framebuffer_alloc(0, &pdev->dev);
		if (!ovl->info) {
			error = -ENOMEM;
			goto err;
		}
		ovl->info->par = ovl;
		ovl->info->fbops = &demo_overlay_ops;
	}

	for (i = 0; i < ARRAY_SIZE(priv->overlays); i++) {
		error = demo_overlay_register(&priv->overlays[i]);
		if (error < 0)
			goto err;
	}
	return 0;

err:
	demo_lcdc_remove(pdev);
	return error;
}

static struct platform_driver demo_lcdc_driver = {
	.probe = demo_lcdc_probe,
	.remove = demo_lcdc_remove,
	.driver = {
		.name = "demo-lcdc",
	},
};
module_platform_driver(demo_lcdc_driver);
MODULE_LICENSE("GPL");
