// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: an open-coded device resource whose release only logs: the
 * group stays after the device goes
 */
#include <linux/device.h>
#include <linux/hid.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

struct demo_pen {
	struct hid_device *hdev;
	int led;
};

struct demo_group_devres {
	const struct attribute_group *group;
	struct kobject *root;
};

static ssize_t led_show(struct device *dev, struct device_attribute *attr,
			char *buf)
{
	struct hid_device *hdev = to_hid_device(dev);
	struct demo_pen *pen = hid_get_drvdata(hdev);

	return sysfs_emit(buf, "%d\n", pen->led);
}
static DEVICE_ATTR_RO(led);

static struct attribute *demo_pen_attrs[] = {
	&dev_attr_led.attr,
	NULL,
};

static const struct attribute_group demo_pen_group = {
	.name = "pen",
	.attrs = demo_pen_attrs,
};

static void demo_group_release(struct device *dev, void *res)
{
	struct demo_group_devres *devres = res;

	dev_dbg(dev, "dropping %s\n", devres->group->name);
}

static int demo_devm_create_group(struct demo_pen *pen,
				  const struct attribute_group *group)
{
	struct demo_group_devres *devres;
	int error;

	devres = devres_alloc(demo_group_release,
			      sizeof(struct demo_group_devres), GFP_KERNEL);
	if (!devres)
		return -ENOMEM;
	devres->group = group;
	devres->root = &pen->hdev->dev.kobj;

	error = sysfs_create_group(devres->root, group); /* warn(sysfscheck): sysfs-leak "never removed by demo_pen_remove()" -- the rule pairs a create with a remove of the same name in its function and the paired teardown; lifetimes through helpers, callers, aliases, conditions and ops are sysfscheck's */
	if (error) {
		devres_free(devres);
		return error;
	}
	devres_add(&pen->hdev->dev, devres);
	return 0;
}

static int demo_pen_probe(struct hid_device *hdev,
			  const struct hid_device_id *id)
{
	struct demo_pen *pen;
	int error;

	pen = devm_kzalloc(&hdev->dev, sizeof(*pen), GFP_KERNEL);
	if (!pen)
		return -ENOMEM;
	pen->hdev = hdev;
	hid_set_drvdata(hdev, pen);
	error = hid_parse(hdev);
	if (error)
		return error;
	error = demo_devm_create_group(pen, &demo_pen_group);
	if (error)
		return error;
	return hid_hw_start(hdev, HID_CONNECT_DEFAULT);
}

static void demo_pen_remove(struct hid_device *hdev)
{
	hid_hw_stop(hdev);
}

static const struct hid_device_id demo_pen_ids[] = {
	{ HID_USB_DEVICE(0x056a, 0x00ff) },
	{ }
};
MODULE_DEVICE_TABLE(hid, demo_pen_ids);

static struct hid_driver demo_pen_driver = {
	.name = "demo-pen",
	.id_table = demo_pen_ids,
	.probe = demo_pen_probe,
	.remove = demo_pen_remove,
};
module_hid_driver(demo_pen_driver);
MODULE_LICENSE("GPL");
