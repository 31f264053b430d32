// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: remove() unregisters the child platform device and the
 * video device probe() made, but the group is on the device probe() was
 * given and the file on another video device: neither goes with them
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/slab.h>
#include <linux/sysfs.h>
#include <media/v4l2-dev.h>

struct demo_codec {
	struct platform_device *child;
	struct video_device video_dev;
	struct video_device vbi_dev;
	int rate;
};

static ssize_t rate_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct demo_codec *codec = dev_get_drvdata(dev);

	return sysfs_emit(buf, "%d\n", codec->rate);
}
static DEVICE_ATTR_RO(rate);

static struct attribute *demo_codec_attrs[] = {
	&dev_attr_rate.attr,
	NULL,
};

static const struct attribute_group demo_codec_group = {
	.attrs = demo_codec_attrs,
};

static ssize_t card_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	return sysfs_emit(buf, "demo\n");
}
static DEVICE_ATTR_RO(card);

static int demo_codec_probe(struct platform_device *pdev)
{
	struct demo_codec *codec;
	int ret;

	codec = devm_kzalloc(&pdev->dev, sizeof(*codec), GFP_KERNEL);
	if (!codec)
		return -ENOMEM;
	platform_set_drvdata(pdev, codec);
	codec->child = platform_device_register_simple("demo-dai", -1, NULL, 0);
	if (IS_ERR(codec->child))
		return PTR_ERR(codec->child);
	ret = sysfs_create_group(&pdev->dev.kobj, &demo_codec_group); /* warn(sysfscheck): sysfs-leak "never removed by demo_codec_remove()" -- the rule pairs a create with a remove of the same name in its function and the paired teardown; lifetimes through helpers, callers, aliases, conditions and ops are sysfscheck's */
	if (ret) {
		platform_device_unregister(codec->child);
		return ret;
	}
	ret = device_create_file(&codec->video_dev.dev, &dev_attr_card); /* warn(sysfscheck): sysfs-leak "never removed by demo_codec_remove()" -- the rule pairs a create with a remove of the same name in its function and the paired teardown; lifetimes through helpers, callers, aliases, conditions and ops are sysfscheck's */
	if (ret) {
		sysfs_remove_group(&pdev->dev.kobj, &demo_codec_group);
		platform_device_unregister(codec->child);
		return ret;
	}
	return 0;
}

static int demo_codec_remove(struct platform_device *pdev)
{
	struct demo_codec *codec = platform_get_drvdata(pdev);

	video_unregister_device(&codec->vbi_dev);
	platform_device_unregister(codec->child);
	return 0;
}

static struct platform_driver demo_codec_driver = {
	.probe = demo_codec_probe,
	.remove = demo_codec_remove,
	.driver = {
		.name = "demo-codec",
	},
};
module_platform_driver(demo_codec_driver);
MODULE_LICENSE("GPL");
