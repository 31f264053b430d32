// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: %s of pointer members the file sets only in initializers, to
 * literals: of a structure (vendor), of an array of them (part), of one
 * nested in another (bus)
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

struct fan_model {
	const char *vendor;
	const char *part;
	const char *bus;
};

struct fan_board {
	int id;
	struct fan_model model;
};

static const struct fan_model fan_default = { .vendor = "Delta" };

static const struct fan_model fan_models[] = {
	{ .part = "AFB0612" },
	{ .part = "U60T12" },
};

static const struct fan_board fan_board_a = {
	.id = 1,
	.model = { .bus = "pwm" },
};

struct fan {
	const struct fan_model *model;
};

static ssize_t vendor_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	struct fan *f = dev_get_drvdata(dev);

	return sprintf(buf, "%s\n", f->model->vendor);
}
static DEVICE_ATTR_RO(vendor);

static ssize_t part_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct fan *f = dev_get_drvdata(dev);

	return sprintf(buf, "%s\n", f->model->part);
}
static DEVICE_ATTR_RO(part);

static ssize_t bus_show(struct device *dev, struct device_attribute *attr,
			char *buf)
{
	struct fan *f = dev_get_drvdata(dev);

	return sprintf(buf, "%s\n", f->model->bus);
}
static DEVICE_ATTR_RO(bus);

static struct attribute *fan_attrs[] = {
	&dev_attr_vendor.attr,
	&dev_attr_part.attr,
	&dev_attr_bus.attr,
	NULL,
};
ATTRIBUTE_GROUPS(fan);

static int fan_probe(struct platform_device *pdev)
{
	struct fan *f = devm_kzalloc(&pdev->dev, sizeof(*f), GFP_KERNEL);

	if (!f)
		return -ENOMEM;
	f->model = pdev->id < 0 ? &fan_default :
		   &fan_models[pdev->id == fan_board_a.id];
	platform_set_drvdata(pdev, f);
	return 0;
}

static struct platform_driver fan_driver = {
	.probe = fan_probe,
	.driver = {
		.name = "fan-model",
		.dev_groups = fan_groups,
	},
};
module_platform_driver(fan_driver);
MODULE_LICENSE("GPL");
