// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a local pointer set to one member and then another ("attr =
 * &attrs->in;" ... "attr = &attrs->label;"), a file made through it after
 * each, and remove() removes only the first: the second file stays. A
 * case of the rule alone: sysfscheck does not report a create whose
 * attribute is reached through a local pointer.
 */
#include <linux/device.h>
#include <linux/hwmon-sysfs.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

#define DEMO_NR_ATTRS 4

struct demo_attr {
	char name[16];
	struct sensor_device_attribute s_attr;
};

struct demo_chan {
	struct sensor_device_attribute in;
	struct sensor_device_attribute label;
};

struct demo_data {
	struct demo_attr attrs[DEMO_NR_ATTRS];
	unsigned int num_attrs;
	struct demo_chan chan;
};

static ssize_t demo_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	return sysfs_emit(buf, "%d\n", to_sensor_dev_attr(attr)->index);
}

static int demo_create_chan(struct device *dev, struct demo_chan *attrs)
{
	struct sensor_device_attribute *attr;
	int ret;

	attr = &attrs->in;
	sysfs_attr_init(&attr->dev_attr.attr);
	attr->dev_attr.attr.name = "in0_input";
	attr->dev_attr.attr.mode = 0444;
	attr->dev_attr.show = demo_show;
	ret = device_create_file(dev, &attr->dev_attr);
	if (ret)
		return ret;

	attr = &attrs->label;
	sysfs_attr_init(&attr->dev_attr.attr);
	attr->dev_attr.attr.name = "in0_label";
	attr->dev_attr.attr.mode = 0444;
	attr->dev_attr.show = demo_show;
	ret = device_create_file(dev, &attr->dev_attr); /* warn: sysfs-leak "never removed by demo_remove()" */
	if (ret)
		device_remove_file(dev, &attrs->in.dev_attr);
	return ret;
}

static void demo_remove_chan(struct device *dev, struct demo_chan *attrs)
{
	device_remove_file(dev, &attrs->in.dev_attr);
}

static void demo_remove_files(struct platform_device *pdev,
			      struct demo_data *data)
{
	unsigned int i;

	for (i = 0; i < data->num_attrs; i++)
		device_remove_file(&pdev->dev, &data->attrs[i].s_attr.dev_attr);
}

static int demo_probe(struct platform_device *pdev)
{
	struct demo_data *data;
	struct demo_attr *iattr;
	int res;

	data = devm_kzalloc(&pdev->dev, sizeof(*data), GFP_KERNEL);
	if (!data)
		return -ENOMEM;
	platform_set_drvdata(pdev, data);

	iattr = data->attrs + data->num_attrs;
	snprintf(iattr->name, sizeof(iattr->name), "temp1_input");
	iattr->s_attr.dev_attr.attr.name = iattr->name;
	iattr->s_attr.dev_attr.attr.mode = 0444;
	iattr->s_attr.dev_attr.show = demo_show;
	sysfs_attr_init(&iattr->s_attr.dev_attr.attr);
	res = device_create_file(&pdev->dev, &iattr->s_attr.dev_attr);
	if (res)
		goto exit_remove;
	data->num_attrs++;

	iattr = data->attrs + data->num_attrs;
	snprintf(iattr->name, sizeof(iattr->name), "temp1_max");
	iattr->s_attr.dev_attr.attr.name = iattr->name;
	iattr->s_attr.dev_attr.attr.mode = 0444;
	iattr->s_attr.dev_attr.show = demo_show;
	sysfs_attr_init(&iattr->s_attr.dev_attr.attr);
	res = device_create_file(&pdev->dev, &iattr->s_attr.dev_attr);
	if (res)
		goto exit_remove;
	data->num_attrs++;

	res = demo_create_chan(&pdev->dev, &data->chan);
	if (res)
		goto exit_remove;
	return 0;

exit_remove:
	demo_remove_files(pdev, data);
	return res;
}

static int demo_remove(struct platform_device *pdev)
{
	struct demo_data *data = platform_get_drvdata(pdev);

	demo_remove_chan(&pdev->dev, &data->chan);
	demo_remove_files(pdev, data);
	return 0;
}

static struct platform_driver demo_driver = {
	.probe = demo_probe,
	.remove = demo_remove,
	.driver = {
		.name = "demo-amb",
	},
};
module_platform_driver(demo_driver);
MODULE_LICENSE("GPL");
