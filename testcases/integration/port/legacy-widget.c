// SPDX-License-Identifier: GPL-2.0
/*
 * A small driver in the older sysfs style, for sysfscheck-port's test
 * (testcases/t60-integration.sh) until the legacy-API corpus drivers and
 * the porting rules are in the tree: symbolic modes, open-coded
 * DEVICE_ATTR(), snprintf() into the page, simple_strtoul(), and one bug
 * that porting does not fix (an attribute array without NULL).
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

static unsigned long speed;

static ssize_t speed_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	return snprintf(buf, PAGE_SIZE, "%lu\n", speed);
}

static ssize_t speed_store(struct device *dev, struct device_attribute *attr,
			   const char *buf, size_t count)
{
	speed = simple_strtoul(buf, NULL, 10);
	return count;
}
static DEVICE_ATTR(speed, S_IRUGO | S_IWUSR, speed_show, speed_store);

static ssize_t model_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	return snprintf(buf, PAGE_SIZE, "widget\n");
}
static DEVICE_ATTR(model, S_IRUGO, model_show, NULL);

static struct attribute *widget_attrs[] = {
	&dev_attr_speed.attr,
	&dev_attr_model.attr,
};

static const struct attribute_group widget_group = {
	.attrs = widget_attrs,
};

static int widget_probe(struct platform_device *pdev)
{
	return sysfs_create_group(&pdev->dev.kobj, &widget_group);
}

static int widget_remove(struct platform_device *pdev)
{
	sysfs_remove_group(&pdev->dev.kobj, &widget_group);
	return 0;
}

static struct platform_driver widget_driver = {
	.probe = widget_probe,
	.remove = widget_remove,
	.driver = {
		.name = "widget",
	},
};
module_platform_driver(widget_driver);

MODULE_LICENSE("GPL");
