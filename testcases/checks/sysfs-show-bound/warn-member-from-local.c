// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: %s of a pointer member that probe() sets from a local which
 * is a literal for four chips and the device's own name for the fifth
 */
#include <linux/device.h>
#include <linux/mod_devicetable.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

enum chips { pc87360, pc87363, pc87364, pc87365, pc87366 };

struct superio_data {
	const char *name;
	int address;
	enum chips type;
};

static ssize_t name_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct superio_data *data = dev_get_drvdata(dev);

	return sprintf(buf, "%s\n", data->name);	/* warn(sysfscheck): sysfs-show-bound "unbounded %s" -- the %s argument is a 'const char *' member one of whose stores is pdev->name; what is stored in it is a value fact, that it is a pointer a type fact */
}
static DEVICE_ATTR_RO(name);

static struct attribute *superio_attrs[] = {
	&dev_attr_name.attr,
	NULL,
};
ATTRIBUTE_GROUPS(superio);

static int superio_probe(struct platform_device *pdev)
{
	struct superio_data *data;
	const char *name;

	data = devm_kzalloc(&pdev->dev, sizeof(*data), GFP_KERNEL);
	if (!data)
		return -ENOMEM;
	data->type = platform_get_device_id(pdev)->driver_data;
	switch (data->type) {
	default:
		name = "pc87360";
		break;
	case pc87363:
		name = "pc87363";
		break;
	case pc87364:
		name = "pc87364";
		break;
	case pc87365:
		name = "pc87365";
		break;
	case pc87366:
		name = pdev->name;
		break;
	}
	data->name = name;
	platform_set_drvdata(pdev, data);
	return 0;
}

static struct platform_driver superio_driver = {
	.driver = {
		.name = "superio",
		.dev_groups = superio_groups,
	},
	.probe = superio_probe,
};
module_platform_driver(superio_driver);
MODULE_LICENSE("GPL");
