// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: DEVICE_ATTR() with 0644 and no store(): the file looks
 * writable, every write fails
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

struct fan_priv {
	unsigned int rpm;
	unsigned int target;
};

static ssize_t rpm_show(struct device *dev, struct device_attribute *attr,
			char *buf)
{
	struct fan_priv *priv = dev_get_drvdata(dev);

	return sysfs_emit(buf, "%u\n", priv->rpm);
}
static DEVICE_ATTR(rpm, 0644, rpm_show, NULL);	/* warn: sysfs-attr-mode:style "attribute 'rpm' ('dev_attr_rpm') has mode 0644: it grants write, but there is no store()" */

static ssize_t target_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	struct fan_priv *priv = dev_get_drvdata(dev);

	return sysfs_emit(buf, "%u\n", priv->target);
}

static ssize_t target_store(struct device *dev, struct device_attribute *attr,
			    const char *buf, size_t count)
{
	struct fan_priv *priv = dev_get_drvdata(dev);
	int ret = kstrtouint(buf, 0, &priv->target);

	return ret ? ret : count;
}
static DEVICE_ATTR_RW(target);

static struct attribute *fan_attrs[] = {
	&dev_attr_rpm.attr,
	&dev_attr_target.attr,
	NULL,
};
ATTRIBUTE_GROUPS(fan);

static int fan_probe(struct platform_device *pdev)
{
	struct fan_priv *priv;

	priv = devm_kzalloc(&pdev->dev, sizeof(*priv), GFP_KERNEL);
	if (!priv)
		return -ENOMEM;
	platform_set_drvdata(pdev, priv);
	return 0;
}

static struct platform_driver fan_driver = {
	.probe = fan_probe,
	.driver = {
		.name = "fan",
		.dev_groups = fan_groups,
	},
};
module_platform_driver(fan_driver);
MODULE_LICENSE("GPL");
